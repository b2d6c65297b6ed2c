import { and, asc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { findCustomer } from '../../customers/index.ts';
import { createOrder, type OrderInput } from '../booking/create-order.ts';
import { orderDetail, orderOr404 } from '../details/read-order.ts';
import { multiOrders, orders } from '../tables.ts';

/** An error of the i-th order of the group: the same error, saying which order and field it is about. */
function ofOrder(error: unknown, index: number): unknown {
  if (!(error instanceof AppError)) return error;
  const details: Record<string, unknown> = { ...(error.details ?? {}), index };
  if (typeof details.field === 'string') details.field = `orders[${index}].${details.field}`;
  const wrapped = new AppError(
    error.statusCode,
    error.code,
    `Order ${index + 1}: ${error.message}`,
    details,
    error.headers,
  );
  // the details it reads once the locks are released fill the same lists, now shared by both
  wrapped.afterRelease = error.afterRelease;
  return wrapped;
}

async function multiOrderView(ctx: Ctx, companyId: string, id: string) {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.multiOrderId, id), isNull(orders.deletedAt)))
    .orderBy(asc(orders.number));
  const views = [];
  for (const o of rows) views.push(await orderDetail(ctx, companyId, o));
  return { id, orders: views };
}

/**
 * POST /multi-order/create: several orders booked together, all or none. They are created one after the other in one
 * transaction; when one does not fit (or is invalid) the error names its index and nothing is written.
 */
export async function createMultiOrder(ctx: StaffCtx, input: { orders: OrderInput[]; customerId?: string | null }) {
  const companyId = ctx.companyId;
  if (input.customerId && !(await findCustomer(ctx.db, companyId, input.customerId))) {
    throw badRequest('customerId', `${input.customerId} is not a customer of this shop`);
  }
  const id = await inTransaction(ctx, async (tx) => {
    const multiOrderId = newId(tx.now.getTime());
    await tx.db.insert(multiOrders).values({
      companyId,
      id: multiOrderId,
      customerId: input.customerId ?? input.orders.find((o) => o.customerId)?.customerId ?? null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    const ids: string[] = [];
    for (const [index, body] of input.orders.entries()) {
      const withCustomer = body.customerId || body.customer ? body : { ...body, customerId: input.customerId };
      try {
        ids.push((await createOrder(tx, companyId, withCustomer, multiOrderId)).id);
      } catch (error) {
        throw ofOrder(error, index);
      }
    }
    await audit(tx, {
      companyId,
      action: 'multiOrder.create',
      entity: 'multiOrder',
      entityId: multiOrderId,
      data: { orderIds: ids },
    });
    return multiOrderId;
  });
  return multiOrderView(ctx, companyId, id);
}

/** PUT /multi-order/addOrder/{id}: an existing order joins the group (409 when it belongs to another one). */
export async function addToMultiOrder(ctx: StaffCtx, id: string, orderId: string) {
  const companyId = ctx.companyId;
  await inTransaction(ctx, async (tx) => {
    const [group] = await tx.db
      .select()
      .from(multiOrders)
      .where(and(eq(multiOrders.companyId, companyId), eq(multiOrders.id, id)));
    if (!group) throw notFound('multi-order', id);
    const o = await orderOr404(tx.db, companyId, orderId, true);
    if (o.multiOrderId === id) return;
    if (o.multiOrderId) {
      throw conflict('inAnotherMultiOrder', `Order #${o.number} is already booked with other orders`, {
        multiOrderId: o.multiOrderId,
      });
    }
    await tx.db
      .update(orders)
      .set({ multiOrderId: id, updatedAt: tx.now })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    await audit(tx, {
      companyId,
      action: 'multiOrder.addOrder',
      entity: 'multiOrder',
      entityId: id,
      data: { orderId },
    });
  });
  return multiOrderView(ctx, companyId, id);
}
