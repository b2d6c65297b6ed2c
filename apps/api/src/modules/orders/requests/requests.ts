import { fromCents } from '@hirebase/shared';
import { and, asc, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { productAvailability } from '../../availability/index.ts';
import { itemsOfPacks } from '../../catalogue/index.ts';
import { stopBody } from '../booking/delivery-stop.ts';
import { holdStock } from '../booking/holds.ts';
import { orderDetail, orderOr404 } from '../details/read-order.ts';
import { mailOrderCustomer } from '../lifecycle/order-mails.ts';
import { type OrderCancelInfo, orderLines, orderMessages, orders } from '../tables.ts';

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

async function requestOr404(db: Db, companyId: string, id: string, forUpdate = false) {
  const order = await orderOr404(db, companyId, id, forUpdate);
  if (!order.isRequest) throw notFound('order request', id);
  return order;
}

export const linesOf = (db: Db, companyId: string, orderId: string) =>
  db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));

/** A message of the shop on an order, written by the user acting. */
export async function addShopMessage(tx: Ctx, companyId: string, orderId: string, body: string) {
  await tx.db.insert(orderMessages).values({
    companyId,
    id: newId(tx.now.getTime()),
    orderId,
    author: 'SHOP',
    body,
    authorUserId: tx.actor.kind === 'user' ? tx.actor.userId : null,
    createdAt: tx.now,
  });
}

/** GET /order/request/{orderRequestId}: the order of a request (404 when the order is not one). */
export async function requestView(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return orderDetail(ctx, companyId, await requestOr404(ctx.db, companyId, id));
}

/**
 * POST /order/approval-request/{orderRequestId}. Approving turns the request into an order: its stock is held under
 * the products' locks (409 notAvailable when it no longer fits, nothing changed). Refusing cancels it. Either way the
 * shop's message is kept on the order and the customer gets a mail.
 */
export async function answerRequest(ctx: StaffCtx, id: string, input: { approve: boolean; message?: string }) {
  const companyId = ctx.companyId;
  const text = input.message?.trim() || null;
  const order = await inTransaction(ctx, async (tx) => {
    const o = await requestOr404(tx.db, companyId, id, true);
    if (o.type === 'CANCELED') throw conflict('requestClosed', `Request #${o.number} was already refused`);
    if (input.approve) {
      if (o.type === 'ORDER') {
        const demands = (await linesOf(tx.db, companyId, o.id))
          .filter((l) => l.kind === 'product')
          .map((l) => ({ lineId: l.id, productId: l.itemId, quantity: l.quantity }));
        await holdStock(tx.db, companyId, o.id, demands, o.startAt.getTime(), o.endAt.getTime(), tx.now.getTime());
      }
      await tx.db
        .update(orders)
        .set({ isRequest: false, updatedAt: tx.now })
        .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    } else {
      const cancelInfo: OrderCancelInfo = {
        at: tx.now.toISOString(),
        by: 'SHOP',
        reason: text,
        policy: 'NONE',
        refundCents: 0,
        feeCents: 0,
      };
      await tx.db
        .update(orders)
        .set({ type: 'CANCELED', cancelInfo, updatedAt: tx.now })
        .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    }
    if (text) await addShopMessage(tx, companyId, o.id, text);
    await audit(tx, {
      companyId,
      action: input.approve ? 'order.approveRequest' : 'order.refuseRequest',
      entity: 'order',
      entityId: o.id,
      from: 'REQUEST',
      to: input.approve ? (o.type === 'PRE_BOOKING' ? 'PRE_BOOKING' : 'TO_COME') : 'CANCELED',
    });
    await mailOrderCustomer(tx, o, input.approve ? 'orderRequestApproved' : 'orderRequestRefused', text);
    return o;
  });
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, order.id));
}

/**
 * GET /order/buildRequestForUpdate/{orderRequestId}: the request written as an order body for the editor, with how
 * many of each product are free over its period (the request itself holds nothing).
 */
export async function requestDraft(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const o = await requestOr404(ctx.db, companyId, id);
  const lines = await linesOf(ctx.db, companyId, o.id);
  const packLines = lines.filter((l) => l.kind === 'pack');
  const items = await itemsOfPacks(
    ctx.db,
    companyId,
    packLines.map((l) => l.itemId),
  );
  const productLines = lines.filter((l) => l.kind === 'product');
  const free = productLines.length
    ? await productAvailability(ctx.db, companyId, {
        productIds: [...new Set(productLines.map((l) => l.itemId))],
        start: o.startAt.getTime(),
        end: o.endAt.getTime(),
        now: ctx.now.getTime(),
        excludeOrderId: o.id,
        quantity: Math.max(...productLines.map((l) => l.quantity)),
      })
    : undefined;
  return {
    orderId: o.id,
    number: o.number,
    type: o.type === 'PRE_BOOKING' ? ('PRE_BOOKING' as const) : ('ORDER' as const),
    startDate: o.startAt.toISOString(),
    endDate: o.endAt.toISOString(),
    customerId: o.customerId,
    products: productLines
      .filter((l) => !l.parentLineId)
      .map((l) => ({ productId: l.itemId, quantity: l.quantity, subProductIds: [] })),
    // Pack children were planned in the order of the pack's items: the n-th child is the n-th item's product.
    packs: packLines.map((p) => {
      const children = lines.filter((l) => l.parentLineId === p.id);
      const selections = items
        .filter((it) => it.packId === p.itemId)
        .flatMap((it, n) =>
          it.categoryId && children[n] ? [{ packItemId: it.id, productId: children[n].itemId }] : [],
        );
      return { packId: p.itemId, quantity: p.quantity, selections };
    }),
    services: lines.filter((l) => l.kind === 'service').map((l) => ({ serviceId: l.itemId, quantity: l.quantity })),
    customInputs: o.customInputs,
    discount: fromCents(o.manualDiscountCents),
    promoCode: o.promoCode?.code ?? null,
    delivery: o.delivery ? { departure: stopBody(o.delivery.departure), arrival: stopBody(o.delivery.arrival) } : null,
    notes: o.notes,
    externalInvoiceNumber: o.externalInvoiceNumber,
    createdFrom: o.createdFrom,
    referral: o.referral,
    availability: productLines.map((l) => {
      const answer = free?.get(l.itemId);
      return {
        lineId: l.id,
        productId: l.itemId,
        name: l.name,
        requested: l.quantity,
        available: answer?.available ?? 0,
        nextFreeAt: iso(answer?.nextFreeAt),
      };
    }),
  };
}
