import { timingSafeEqual } from 'node:crypto';
import { fromCents } from '@hirebase/shared';
import type { CheckoutMode } from '@hirebase/shared/company-settings';
import { and, asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { type CompanyRow, findCompanyById } from '../companies/index.ts';
import { customerDelivery, customerOrderLink, type OrderRow, orderLinesView, orderOr404 } from '../orders/index.ts';
import { hashCartToken } from '../store-cart/index.ts';
import type { CheckoutOrder, CheckoutResult } from './schemas.ts';
import { storeCheckouts } from './tables.ts';

export type CheckoutRow = typeof storeCheckouts.$inferSelect;

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function findCheckout(db: Db, companyId: string, orderId: string, forUpdate = false) {
  const query = db
    .select()
    .from(storeCheckouts)
    .where(and(eq(storeCheckouts.companyId, companyId), eq(storeCheckouts.id, orderId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * An order of the online store as its customer may read it: with the order's link token, or the cart token that
 * made it (the store's cookie). Anything else, another company's order included, is the 404 of no order.
 */
export async function checkedOutOrder(
  db: Db,
  companyId: string,
  orderId: string,
  secrets: { token?: string; cartToken?: string },
  forUpdate = false,
) {
  const checkout = await findCheckout(db, companyId, orderId, forUpdate);
  const order = checkout && (await orderOr404(db, companyId, orderId, forUpdate).catch(() => undefined));
  const byLink = !!secrets.token && !!order && sameSecret(secrets.token, order.linkKey);
  const byCart =
    !!secrets.cartToken && !!checkout && sameSecret(hashCartToken(secrets.cartToken), checkout.cartTokenHash);
  if (!checkout || !order || !(byLink || byCart)) throw notFound('order', orderId);
  const company = await findCompanyById(db, companyId);
  if (!company) throw notFound('order', orderId);
  return { checkout, order, company };
}

function statusOf(order: OrderRow, checkout: CheckoutRow) {
  if (order.type === 'CANCELED') return 'CANCELLED' as const;
  if (order.isRequest) return 'REQUESTED' as const;
  const online = checkout.payment === 'ONLINE_FULL' || checkout.payment === 'ONLINE_DOWN_PAYMENT';
  return online && order.paymentStatus === 'NOT_PAID' && order.payBefore
    ? ('AWAITING_PAYMENT' as const)
    : ('CONFIRMED' as const);
}

/** What the checkout answers, and the confirmation page reads again. */
export function resultOf(
  publicUrl: string,
  company: Pick<CompanyRow, 'id' | 'slug'>,
  order: OrderRow,
  checkout: CheckoutRow,
): Static<typeof CheckoutResult> {
  return {
    orderId: order.id,
    companyId: company.id,
    number: order.number,
    mode: checkout.mode as CheckoutMode,
    payment: checkout.payment,
    status: statusOf(order, checkout),
    total: fromCents(order.totalTtcCents),
    payNow: fromCents(checkout.payNowCents),
    deposit: fromCents(checkout.depositCents),
    orderLink: customerOrderLink(publicUrl, company.slug, order),
    payUrl: checkout.payUrl,
    delivery: customerDelivery(order),
    insurance: order.insurance?.shown ? { amount: fromCents(order.insurance.amountCents) } : null,
  };
}

/** Where a request of the store stands: waiting, approved, refused by the shop, or withdrawn by the customer. */
function requestStateOf(order: OrderRow, checkout: CheckoutRow) {
  if (checkout.payment !== 'REQUEST') return null;
  if (order.type === 'CANCELED') return order.cancelInfo?.by === 'CUSTOMER' ? 'WITHDRAWN' : 'REFUSED';
  return order.isRequest ? 'PENDING' : 'APPROVED';
}

type Line = Static<typeof CheckoutOrder>['lines'][number];

/** The order's lines as the cart showed them: top lines priced, a pack's chosen products as its selections. */
async function linesOf(db: Db, order: OrderRow): Promise<Line[]> {
  const rows = await db
    .select()
    .from(orderLinesView)
    .where(and(eq(orderLinesView.companyId, order.companyId), eq(orderLinesView.orderId, order.id)))
    .orderBy(asc(orderLinesView.position));
  const children = (id: string) => rows.filter((r) => r.parentLineId === id);
  return rows
    .filter((r) => !r.parentLineId)
    .map((r) => ({
      kind: r.kind as Line['kind'],
      id: r.itemId,
      name: r.name,
      quantity: r.quantity,
      start: order.startAt.toISOString(),
      end: order.endAt.toISOString(),
      selections: [],
      unitPrice: fromCents(r.unitPriceCents),
      total: fromCents(r.totalTtcCents),
      held:
        r.kind === 'product'
          ? [{ productId: r.itemId, quantity: r.quantity }]
          : children(r.id).map((c) => ({ productId: c.itemId, quantity: c.quantity })),
    }));
}

/** GET /online-store/order/{orderId}/{companyId}: the checkout's result, its lines and where a request stands. */
export async function readCheckedOutOrder(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  secrets: { token?: string; cartToken?: string },
): Promise<Static<typeof CheckoutOrder>> {
  const { checkout, order, company } = await checkedOutOrder(ctx.db, companyId, orderId, secrets);
  return {
    ...resultOf(ctx.deps.config.publicUrl, company, order, checkout),
    lines: await linesOf(ctx.db, order),
    requestState: requestStateOf(order, checkout),
  };
}
