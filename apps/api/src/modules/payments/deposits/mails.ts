import { fromCents } from '@hirebase/shared';
import { conflict, notFound } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { findCompanyById } from '../../companies/index.ts';
import { type MailLanguage, sendOrderEventMail } from '../../mail-templates/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { ledgerOf, paymentOr404 } from '../ledger.ts';
import { type DepositState, depositFigures } from './state.ts';

/** Each mail and the states of a deposit it may be sent in. */
const MAILS = {
  DEPOSIT_RECEIPT: ['HELD', 'PARTLY_CAPTURED', 'CAPTURED', 'RELEASED'],
  DEPOSIT_EXPIRING: ['HELD', 'PARTLY_CAPTURED'],
} as const satisfies Record<string, readonly DepositState[]>;

/**
 * Mails the order's customer about one of its deposits through the company's templates: its receipt, or that its
 * hold ends soon (only while something is held). 409 noCustomerEmail when there is nobody to send it to.
 */
export async function sendDepositMail(
  ctx: StaffCtx,
  event: keyof typeof MAILS,
  input: { bailId: string; lang?: MailLanguage },
) {
  const deposit = await paymentOr404(ctx.db, ctx.companyId, input.bailId);
  if (deposit.type !== 'SHORT_TERM_DEPOSIT' || deposit.cancelsId || !deposit.orderId) {
    throw notFound('deposit', input.bailId);
  }
  const orderId = deposit.orderId;
  const company = await findCompanyById(ctx.db, ctx.companyId);
  const sent = await inTransaction(ctx, async (tx) => {
    // the order's row is held: its deposit cannot be taken back, nor the order deleted, while the mail is written
    await orderOr404(tx.db, ctx.companyId, orderId, true);
    const figures = depositFigures(await ledgerOf(tx, ctx.companyId, orderId)).find((d) => d.deposit.id === deposit.id);
    const state = figures?.state ?? 'CANCELLED';
    if (!(MAILS[event] as readonly DepositState[]).includes(state)) {
      throw conflict('depositNotHeld', 'The deposit is not in a state for this mail', { state });
    }
    return sendOrderEventMail(
      { db: tx.db, deps: ctx.deps },
      {
        companyId: ctx.companyId,
        orderId,
        event,
        occurrence: `manual:${newId(tx.now.getTime())}`,
        language: input.lang,
        values: (language) => ({
          'deposit.amount': new Intl.NumberFormat(language, {
            style: 'currency',
            currency: company?.currency ?? 'EUR',
          }).format(fromCents(deposit.amountCents)),
          'deposit.date': new Intl.DateTimeFormat(language, {
            dateStyle: 'long',
            timeZone: company?.timezone ?? 'Europe/Paris',
          }).format(deposit.paymentDate),
        }),
        refuseWithoutEmail: true,
      },
      tx.now,
    );
  });
  if (!sent) throw new Error('a mail asked for by hand has its own occurrence: it is always claimed');
  return sent;
}
