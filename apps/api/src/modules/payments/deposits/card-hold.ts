import { toCents } from '@hirebase/shared';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { activeProvider, cardIntentOf, openCardAttempt } from '../../card-payments/index.ts';
import { findCompanyById } from '../../companies/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { ledgerOf } from '../ledger.ts';
import type { payments } from '../tables.ts';
import { depositFigures } from './state.ts';
import { depositToTake } from './to-take.ts';

type Row = typeof payments.$inferSelect;

export interface DepositHoldInput {
  companyId: string;
  orderId: string;
  /** Major units; what the order's deposit still lacks when absent. */
  amount?: number;
  /** Where the provider's card page sends the customer back. */
  returnUrl: (company: { slug: string }, order: { id: string; linkKey: string }) => string;
}

/**
 * Starts a card hold for an order's deposit: a WAITING deposit row (by default for what the deposit to take still
 * lacks, counting the holds under way, read under the order's lock) and the provider's intent behind it, captured
 * later, in one transaction. Answers the intent with the card page where the customer authorises the hold.
 */
export async function startDepositHold(ctx: Ctx, input: DepositHoldInput) {
  return inTransaction(ctx, async (tx) => {
    const company = await findCompanyById(tx.db, input.companyId);
    if (!company) throw notFound('order', input.orderId);
    const order = await orderOr404(tx.db, company.id, input.orderId, true);
    activeProvider(tx.db, tx.deps);
    const figures = depositFigures(await ledgerOf(tx, company.id, order.id));
    const covered = figures.reduce(
      (total, d) => total + (d.state === 'PENDING' ? d.deposit.amountCents : d.heldCents),
      0,
    );
    const missing = (await depositToTake(tx.db, company.id, order.id)).toTakeCents - covered;
    const amountCents = input.amount === undefined ? missing : toCents(input.amount);
    if (amountCents <= 0) {
      throw conflict('noDepositToTake', 'The order has no deposit left to take', {
        missing: Math.max(missing, 0) / 100,
      });
    }
    // the same transaction: the order stays locked from the figures read above to the row written here
    const attempt = await openCardAttempt(tx, company, {
      orderId: order.id,
      type: 'SHORT_TERM_DEPOSIT',
      capture: 'manual',
      amountCents,
      check: () => amountCents,
      returnUrl: input.returnUrl,
    });
    return attempt.view;
  });
}

/** At the provider: captures `captureCents` of a card hold (the rest is released), or releases it all when 0. */
export async function drawOnCardHold(tx: Ctx, deposit: Row, captureCents: number) {
  const { provider, intentId } = await cardIntentOf(tx, deposit.companyId, deposit.id);
  if (captureCents > 0) await provider.capture(intentId, captureCents);
  else await provider.cancel(intentId);
}
