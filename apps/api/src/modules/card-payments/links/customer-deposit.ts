import { fromCents, toCents } from '@hirebase/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { findCompanyById } from '../../companies/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { orderDeposits, providerPaymentOr404 } from '../../payments/index.ts';
import { paymentLinks } from '../tables.ts';
import { createLink } from './create.ts';
import { payLink } from './pay.ts';
import { linkStatus } from './status.ts';

type Company = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

/**
 * The customer leaves their order's deposit from its page: answers the card page of the deposit's hold. The order's
 * row is locked first, then what is held and under way is read: the deposit link still open (the one mailed at the
 * checkout, or made by an earlier tap) is paid again — its hold under way answers the same card page, a declined
 * card gets a new attempt — else a deposit link is made for what is left to hold, not mailed (the customer is on
 * the page). So two taps make one link and one hold. 409 `depositHeld` once nothing is left to hold,
 * `depositNotDue` when the order asks none, `paymentLinkProcessing` while a card given is being checked.
 */
export async function depositCardPage(ctx: Ctx, company: Company, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const staffLike = { ...tx, companyId: company.id };
    const order = await orderOr404(tx.db, company.id, orderId, true);
    const deposits = await orderDeposits(staffLike, order);
    const toTake = toCents(deposits.toTake);
    const held = toCents(deposits.held);
    if (toTake <= 0) throw conflict('depositNotDue', 'The order asks for no deposit', { toTake: 0 });
    if (held >= toTake) {
      throw conflict('depositHeld', 'The deposit of the order is already held on a card', { held: fromCents(held) });
    }
    const open = await openDepositLink(tx, company.id, order.id);
    const linkId = open ?? (await createLink(staffLike, 'DEPOSIT', order.id, { sendMail: false })).id;
    const view = await payLink(tx, company, order.id, linkId);
    return { url: view.url, linkId, amount: view.amount, currency: company.currency };
  });
}

/** The order's latest deposit link that can still be paid; 409 while the card given on it is being checked. */
async function openDepositLink(tx: Ctx, companyId: string, orderId: string) {
  const links = await tx.db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.companyId, companyId),
        eq(paymentLinks.orderId, orderId),
        eq(paymentLinks.kind, 'DEPOSIT'),
        isNull(paymentLinks.cancelledAt),
        gt(paymentLinks.expiresAt, tx.now),
      ),
    )
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
  for (const link of links) {
    const row = await providerPaymentOr404(tx, companyId, link.paymentId);
    const status = linkStatus(link, row.status, tx.now);
    if (status === 'PROCESSING') {
      throw conflict('paymentLinkProcessing', 'The card given for the deposit is being checked', { kind: link.kind });
    }
    if (status === 'OPEN') return link.id;
  }
  return null;
}
