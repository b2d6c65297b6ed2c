import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { findCompanyById } from '../../companies/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { advanceProviderPayment, ledgerOf, providerPaymentOr404 } from '../../payments/index.ts';
import { paymentLinks } from '../tables.ts';
import { cancelIntentOf } from './lapse.ts';
import { type LinkRow, linkStatus, linkUrl, publicLinkView } from './status.ts';

type Company = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

const staffLinkView = (link: LinkRow, status: ReturnType<typeof linkStatus>, company: Company, url: string) => ({
  ...publicLinkView(link, status, company),
  orderId: link.orderId,
  paymentId: link.paymentId,
  url,
  cancelledAt: link.cancelledAt?.toISOString() ?? null,
});

async function companyOr404(db: StaffCtx['db'], companyId: string, entity: string, id: string) {
  const company = await findCompanyById(db, companyId);
  if (!company) throw notFound(entity, id);
  return company;
}

/** The order's payment and deposit links, newest first, each with where it stands now. */
export async function orderLinks(ctx: StaffCtx, orderId: string) {
  const company = await companyOr404(ctx.db, ctx.companyId, 'order', orderId);
  const order = await orderOr404(ctx.db, company.id, orderId);
  const [links, ledger] = await Promise.all([
    ctx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.orderId, order.id)))
      .orderBy(asc(paymentLinks.createdAt)),
    ledgerOf(ctx, company.id, order.id),
  ]);
  const statusOf = new Map(ledger.map((row) => [row.id, row.status]));
  return {
    links: links.reverse().map((link) => {
      const rowStatus = statusOf.get(link.paymentId) ?? 'CANCELED';
      const url = linkUrl(ctx.deps.config.publicUrl, company.slug, order, link.id);
      return staffLinkView(link, linkStatus(link, rowStatus, ctx.now), company, url);
    }),
  };
}

/**
 * Staff take a link back before the customer pays it: its card attempt is cancelled at the provider (so the page
 * can no longer take the card) and its ledger row closed, freeing the amount it kept aside. A link already paid, or
 * whose card the provider is checking, is refused (409); one past its expiry answers 410; cancelling a cancelled
 * link changes nothing. The order is locked as a customer's payment of the link locks it.
 */
export async function cancelLink(ctx: StaffCtx, linkId: string) {
  return inTransaction(ctx, async (tx) => {
    const company = await companyOr404(tx.db, ctx.companyId, 'payment link', linkId);
    const [found] = await tx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.id, linkId)));
    if (!found) throw notFound('payment link', linkId);
    const order = await orderOr404(tx.db, company.id, found.orderId, true);
    const [link] = await tx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.id, linkId)))
      .for('update');
    const url = linkUrl(tx.deps.config.publicUrl, company.slug, order, link.id);
    const row = await providerPaymentOr404(tx, company.id, link.paymentId);
    const status = linkStatus(link, row.status, tx.now);
    if (status === 'CANCELLED') return staffLinkView(link, status, company, url);
    if (status === 'PAID') throw conflict('paymentLinkUsed', 'The link was already paid', { kind: link.kind });
    if (status === 'PROCESSING') {
      throw conflict('paymentLinkProcessing', 'The card of this link is being checked', { kind: link.kind });
    }
    if (status === 'EXPIRED') {
      throw new AppError(410, 'paymentLinkExpired', 'The link has expired already', {
        expiresAt: link.expiresAt.toISOString(),
      });
    }
    if (row.status === 'WAITING') {
      const intent = await cancelIntentOf(tx, company.id, row.id);
      if (intent && intent.status !== 'canceled') {
        // the customer's card went through meanwhile: the webhook will record it
        throw conflict('paymentLinkProcessing', 'The card of this link is being checked', { kind: link.kind });
      }
      await advanceProviderPayment(tx, company.id, row.id, 'CANCELED');
    }
    const [cancelled] = await tx.db
      .update(paymentLinks)
      .set({ cancelledAt: tx.now, cancelledBy: tx.actor.kind === 'user' ? tx.actor.userId : null })
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.id, link.id)))
      .returning();
    await audit(tx, {
      action: link.kind === 'PAYMENT' ? 'paymentLink.cancel' : 'depositLink.cancel',
      entity: 'order',
      entityId: order.id,
      data: { linkId: link.id, paymentId: row.id, amountCents: link.amountCents },
    });
    return staffLinkView(cancelled, 'CANCELLED', company, url);
  });
}
