import { toCents } from '@hirebase/shared';
import { and, desc, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { orderOr404 } from '../../orders/index.ts';
import { orderDeposits, providerPaymentOr404, releaseDeposit } from '../../payments/index.ts';
import { linkedOrder } from '../../your-order/index.ts';
import { openCardAttempt } from '../checkout.ts';
import { activeProvider, providerNamed } from '../providers.ts';
import { cardIntents, paymentLinks } from '../tables.ts';
import { intentView } from '../views.ts';
import { linkStatus, linkUrl } from './status.ts';

/** How long the customer has to finish a re-authorisation they started. */
const RETRY_WINDOW_MS = 24 * 3600 * 1000;
const NOT_RETRIABLE = ['PENDING', 'CAPTURED', 'RELEASED'];

/**
 * The customer authorises a new card hold for a card deposit (one about to lapse, lapsed, or declined): a new
 * deposit attempt for what the old one should still hold, answered as its card page. The old hold is released once
 * the new one is in place (see `releaseReplacedDeposit`). Asked again while that attempt is under way, it answers
 * the same card page.
 */
export async function retryDepositHold(
  ctx: Ctx,
  input: { slug: string; orderId: string; token?: string; bailId: string },
) {
  const { order: linked, company } = await linkedOrder(ctx, input.slug, input.orderId, input.token);
  return inTransaction(ctx, async (tx) => {
    activeProvider(tx.db, tx.deps);
    const order = await orderOr404(tx.db, company.id, linked.id, true);
    const deposits = await orderDeposits({ ...tx, companyId: company.id }, order);
    const bail = deposits.bails.find((b) => b.id === input.bailId);
    if (!bail || bail.provider === 'OFFLINE') throw notFound('deposit', input.bailId);
    const [previous] = await tx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.replacesId, bail.id)))
      .orderBy(desc(paymentLinks.createdAt))
      .limit(1);
    if (previous) {
      const row = await providerPaymentOr404(tx, company.id, previous.paymentId);
      const status = linkStatus(previous, row.status, tx.now);
      if (status === 'PAID')
        throw conflict('depositNotRetriable', 'A new card already holds it', { state: 'REPLACED' });
      if (status === 'PROCESSING' || (status === 'OPEN' && row.status === 'WAITING')) {
        const [intent] = await tx.db
          .select()
          .from(cardIntents)
          .where(and(eq(cardIntents.companyId, company.id), eq(cardIntents.paymentId, row.id)));
        const current = await providerNamed(tx.db, tx.deps, intent.provider).retrieve(intent.intentId);
        return intentView(row.id, intent.provider, current);
      }
    }
    const amountCents =
      bail.state === 'CANCELLED'
        ? toCents(bail.amount) - toCents(bail.captured) - toCents(bail.released)
        : toCents(bail.held);
    if (NOT_RETRIABLE.includes(bail.state) || amountCents <= 0) {
      throw conflict('depositNotRetriable', 'Nothing of the deposit is left to hold again', { state: bail.state });
    }
    const id = newId(tx.now.getTime());
    const attempt = await openCardAttempt(tx, company, {
      orderId: order.id,
      type: 'SHORT_TERM_DEPOSIT',
      capture: 'manual',
      amountCents,
      check: (asked) => asked as number,
      returnUrl: `${linkUrl(tx.deps.config.publicUrl, company.slug, order, id)}&card=1`,
    });
    await tx.db.insert(paymentLinks).values({
      companyId: company.id,
      id,
      orderId: order.id,
      kind: 'DEPOSIT',
      amountCents,
      expiresAt: new Date(tx.now.getTime() + RETRY_WINDOW_MS),
      paymentId: attempt.row.id,
      replacesId: bail.id,
      createdAt: tx.now,
      createdBy: null,
    });
    return attempt.view;
  });
}

/**
 * Once a re-authorised hold is in place, the deposit it replaces lets go of what it still held: released as staff
 * release a deposit (its hold cancelled at the provider, a release row written). Runs in the webhook's transaction.
 */
export async function releaseReplacedDeposit(ctx: Ctx, companyId: string, paymentId: string) {
  const [link] = await ctx.db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.companyId, companyId), eq(paymentLinks.paymentId, paymentId)));
  if (!link?.replacesId) return;
  const staff = { ...ctx, companyId };
  const order = await orderOr404(ctx.db, companyId, link.orderId, true);
  const old = (await orderDeposits(staff, order)).bails.find((b) => b.id === link.replacesId);
  if (!old || old.held <= 0) return;
  await releaseDeposit(staff, old.id, {});
}
