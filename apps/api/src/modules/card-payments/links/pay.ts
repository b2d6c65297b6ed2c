import { and, eq } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { findCompanyById } from '../../companies/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { providerPaymentOr404 } from '../../payments/index.ts';
import { checkedAmount, openCardAttempt } from '../checkout.ts';
import { providerNamed } from '../providers.ts';
import { cardIntents, paymentLinks } from '../tables.ts';
import { intentView } from '../views.ts';
import { type LinkRow, linkStatus, linkUrl, publicLinkView } from './status.ts';

const expired = (link: LinkRow) =>
  new AppError(410, 'paymentLinkExpired', 'The link has expired: ask the shop for a new one', {
    expiresAt: link.expiresAt.toISOString(),
  });

const cancelled = (link: LinkRow) =>
  new AppError(410, 'paymentLinkCancelled', 'The shop cancelled this link: ask it for a new one if needed', {
    cancelledAt: link.cancelledAt?.toISOString() ?? null,
  });

/** GET the link's page: what it asks for and where it stands; 410 paymentLinkExpired once it lapsed unpaid,
 * 410 paymentLinkCancelled once the shop cancelled it. */
export async function publicLink(ctx: Ctx, orderId: string, linkId: string) {
  const [link] = await ctx.db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.orderId, orderId)));
  if (!link) throw notFound('payment link', linkId);
  const company = await findCompanyById(ctx.db, link.companyId);
  if (!company) throw notFound('payment link', linkId);
  const row = await providerPaymentOr404(ctx, link.companyId, link.paymentId);
  const status = linkStatus(link, row.status, ctx.now);
  if (status === 'EXPIRED') throw expired(link);
  if (status === 'CANCELLED') throw cancelled(link);
  return publicLinkView(link, status, company);
}

type Company = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

/**
 * The customer pays a link (from their order's page): its attempt under way answers its card page again; after a
 * declined card, a new attempt opens for the link's amount (a payment link: checked against what is due). Refused
 * once paid (409 paymentLinkUsed) or past its expiry (410 paymentLinkExpired), or
 * cancelled by the shop (410 paymentLinkCancelled).
 */
export async function payLink(ctx: Ctx, company: Company, orderId: string, linkId: string) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, company.id, orderId, true);
    const [link] = await tx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.id, linkId)));
    if (!link || link.orderId !== order.id) throw notFound('payment link', linkId);
    const row = await providerPaymentOr404(tx, company.id, link.paymentId);
    const status = linkStatus(link, row.status, tx.now);
    if (status === 'PAID') throw conflict('paymentLinkUsed', 'The link was already paid', { kind: link.kind });
    if (status === 'EXPIRED') throw expired(link);
    if (status === 'CANCELLED') throw cancelled(link);
    if (row.status !== 'FAILED' && row.status !== 'CANCELED') {
      const [intent] = await tx.db
        .select()
        .from(cardIntents)
        .where(and(eq(cardIntents.companyId, company.id), eq(cardIntents.paymentId, row.id)));
      if (!intent) throw notFound('payment link', linkId);
      const current = await providerNamed(tx.db, tx.deps, intent.provider).retrieve(intent.intentId);
      return intentView(row.id, intent.provider, current);
    }
    const attempt = await openCardAttempt(tx, company, {
      orderId: order.id,
      type: link.kind === 'PAYMENT' ? 'PAYMENT' : 'SHORT_TERM_DEPOSIT',
      capture: link.kind === 'PAYMENT' ? 'automatic' : 'manual',
      amountCents: link.amountCents,
      check: link.kind === 'PAYMENT' ? checkedAmount : (asked) => asked as number,
      returnUrl: `${linkUrl(tx.deps.config.publicUrl, company.slug, order, link.id)}&card=1`,
    });
    await tx.db
      .update(paymentLinks)
      .set({ paymentId: attempt.row.id })
      .where(and(eq(paymentLinks.companyId, company.id), eq(paymentLinks.id, link.id)));
    return attempt.view;
  });
}
