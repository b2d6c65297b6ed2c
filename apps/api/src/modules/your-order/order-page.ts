import { customerDisplayName, fromCents, LANGUAGES, type Language } from '@hirebase/shared';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { findCompanyById } from '../companies/index.ts';
import { companySlugHistoryView, findSettings, imageView } from '../company-settings/index.ts';
import { findCustomer } from '../customers/index.ts';
import { signingWords } from '../document-signing/index.ts';
import { type DocumentRow, documentsOfAnOrder } from '../documents/index.ts';
import {
  customerCancelOptions,
  customerDelivery,
  customerOrder,
  type OrderRow,
  orderConversation,
  orderLinesView,
  pendingCancelRequest,
} from '../orders/index.ts';
import { requiresEmailCode } from '../signatures/index.ts';
import { depositOffer } from './deposit.ts';

/** The kinds a customer is asked to sign: what they agree to. Receipts are only read. */
const SIGNED_BY_CUSTOMER = new Set(['CONTRACT', 'QUOTE']);

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/**
 * The order a customer-area page names, with its company: the link's token (or the marketplace customer's session)
 * must open the order, and the slug be the company's current or a former one. Anything else is the same 404 as an
 * order that does not exist, so nothing tells a wrong slug from a wrong token.
 */
export async function linkedOrder(ctx: Ctx, slug: string, orderId: string, token: string | undefined) {
  const order = await customerOrder(ctx, orderId, token);
  const company = await findCompanyById(ctx.db, order.companyId);
  if (company && (company.slug === slug || (await wasSlugOf(ctx, slug, company.id)))) return { order, company };
  throw notFound('order', orderId);
}

async function wasSlugOf(ctx: Ctx, slug: string, companyId: string) {
  const [former] = await ctx.db
    .select({ slug: companySlugHistoryView.slug })
    .from(companySlugHistoryView)
    .where(and(eq(companySlugHistoryView.slug, slug), eq(companySlugHistoryView.companyId, companyId)));
  return !!former;
}

const linesOf = (ctx: Ctx, order: OrderRow) =>
  ctx.db
    .select()
    .from(orderLinesView)
    .where(and(eq(orderLinesView.companyId, order.companyId), eq(orderLinesView.orderId, order.id)))
    .orderBy(asc(orderLinesView.position), asc(orderLinesView.id));

const iso = (d: Date | null) => d?.toISOString() ?? null;

const documentView = (d: DocumentRow) => ({
  id: d.id,
  kind: d.kind,
  language: d.language,
  status: d.status,
  ready: d.status !== 'TO_GENERATE',
  signedAt: iso(d.signedAt),
  awaitsSignature: !d.signedAt && SIGNED_BY_CUSTOMER.has(d.kind),
});

/**
 * GET /your-order/{slug}/{orderId}: what the customer's page of an order shows — the shop, the order with its lines
 * and totals, the documents to read and sign, how signing goes (one-time code or not, consent words), the
 * conversation with the shop, and how the order can be cancelled from the page.
 */
export async function customerOrderPage(
  ctx: Ctx,
  slug: string,
  orderId: string,
  token: string | undefined,
  wanted: Language | undefined,
) {
  const { order, company } = await linkedOrder(ctx, slug, orderId, token);
  const companyId = company.id;
  const [settings, customer, lines, documents, emailCodeRequired, messages, cancelOptions, requestedAt] =
    await Promise.all([
      findSettings(ctx.db, companyId),
      order.customerId ? findCustomer(ctx.db, companyId, order.customerId) : undefined,
      linesOf(ctx, order),
      documentsOfAnOrder(ctx.db, companyId, order.id),
      requiresEmailCode(ctx, companyId),
      orderConversation(ctx.db, companyId, order.id),
      customerCancelOptions(ctx.db, order, ctx.now),
      pendingCancelRequest(ctx.db, companyId, order.id),
    ]);
  const open = order.type !== 'CANCELED' && order.status !== 'ENDED';
  const language = [wanted, customer?.language, company.defaultLanguage].find(isLanguage) ?? 'en';
  const paidCents = order.paidCents;
  return {
    shop: {
      name: company.name,
      slug: company.slug,
      logoUrl: settings.images.logo ? imageView(settings.images.logo).url : null,
      colors: {
        primary: settings.theme.primaryColor,
        secondary: settings.theme.secondaryColor,
        background: settings.theme.backgroundColor,
        text: settings.theme.textColor,
      },
      email: company.email,
      phone: settings.onlineStore.phone ?? company.phone,
      website: settings.mainInfos.website,
      address: {
        street: settings.mainInfos.street,
        zip: settings.mainInfos.zip,
        city: company.city,
        country: company.country,
      },
      timezone: company.timezone,
      currency: company.currency,
    },
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      type: order.type,
      isRequest: order.isRequest,
      startDate: order.startAt.toISOString(),
      endDate: order.endAt.toISOString(),
      createdAt: order.createdAt.toISOString(),
      lines: lines.map((l) => ({
        id: l.id,
        kind: l.kind,
        parentLineId: l.parentLineId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: fromCents(l.unitPriceCents),
        discount: fromCents(l.discountCents),
        totalTTC: fromCents(l.totalTtcCents),
      })),
      totalHT: fromCents(order.totalHtCents),
      vat: fromCents(order.vatCents),
      totalTTC: fromCents(order.totalTtcCents),
      paid: fromCents(paidCents),
      balance: fromCents(Math.max(0, order.totalTtcCents - paidCents)),
      delivery: customerDelivery(order),
      insurance: order.insurance?.shown ? { amount: fromCents(order.insurance.amountCents) } : null,
    },
    customer: customer
      ? { name: customerDisplayName(customer), language: customer.language, email: customer.email }
      : null,
    messages,
    cancellation: {
      ...cancelOptions,
      // a request is offered only when cancelling at once is not, and none waits for the shop already
      requestable: open && !cancelOptions.now && !requestedAt && !!customer?.email,
      requestedAt: requestedAt?.toISOString() ?? null,
    },
    deposit: await depositOffer(ctx, settings, order),
    documents: documents.map(documentView),
    signing: { emailCodeRequired, language, consent: signingWords(language).consent },
  };
}
