import { customerDisplayName } from '@hirebase/shared';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { lockProducts, productAvailability } from '../../availability/index.ts';
import { productsView as products } from '../../catalogue/index.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { findCustomer } from '../../customers/index.ts';
import { orderPeriod } from '../booking/create-order.ts';
import { orderWaitingList as entries } from '../tables.ts';
import type { WaitingListBody, WaitingListQuery } from './waiting-list-schemas.ts';

/** The place of a waiting entry among the entries waiting for the same product over an overlapping period. */
const rank = sql<number | null>`case when ${entries.status} = 'WAITING' then 1 + (
    select count(*) from order_waiting_list w2
    where w2.company_id = ${entries.companyId} and w2.product_id = ${entries.productId} and w2.status = 'WAITING'
      and w2.start_at < ${entries.endAt} and w2.end_at > ${entries.startAt}
      and (w2.created_at, w2.id) < (${entries.createdAt}, ${entries.id})) end`.mapWith((v) =>
  v === null ? null : Number(v),
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type WaitingEntryRow = typeof entries.$inferSelect & { productName: string; rank: number | null };

export const entryView = (e: WaitingEntryRow) => ({
  id: e.id,
  productId: e.productId,
  productName: e.productName,
  customerId: e.customerId,
  email: e.email,
  name: e.name,
  phone: e.phone,
  quantity: e.quantity,
  startDate: e.startAt.toISOString(),
  endDate: e.endAt.toISOString(),
  note: e.note,
  status: e.status,
  rank: e.rank,
  offeredAt: iso(e.offeredAt),
  createdAt: e.createdAt.toISOString(),
});

/** Entries with their product name and rank, in order of arrival. */
export function entriesWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ entry: entries, productName: products.name, rank })
    .from(entries)
    .innerJoin(products, and(eq(products.companyId, entries.companyId), eq(products.id, entries.productId)))
    .where(where)
    .orderBy(asc(entries.createdAt), asc(entries.id));
}

const flat = (r: { entry: typeof entries.$inferSelect; productName: string; rank: number | null }) => ({
  ...r.entry,
  productName: r.productName,
  rank: r.rank,
});

/** The filters of the waiting list: one status (every live one by default) and one product. */
export function waitingListCondition(companyId: string, q: { status?: string; productId?: string }) {
  return and(
    eq(entries.companyId, companyId),
    q.status ? eq(entries.status, q.status as 'WAITING') : ne(entries.status, 'CANCELED'),
    q.productId ? eq(entries.productId, q.productId) : undefined,
  );
}

async function contactOf(ctx: Ctx, companyId: string, input: Static<typeof WaitingListBody>) {
  const customer = input.customerId ? await findCustomer(ctx.db, companyId, input.customerId) : undefined;
  if (input.customerId && !customer) {
    throw badRequest('customerId', `${input.customerId} is not a customer of this shop`);
  }
  const email = input.email?.trim() || customer?.email;
  if (!email) throw badRequest('email', 'Give the email to tell the customer when it frees up');
  return {
    customerId: customer?.id ?? null,
    email,
    name: input.name?.trim() || (customer ? customerDisplayName(customer) : null),
    phone: input.phone?.trim() || customer?.phone || null,
  };
}

/**
 * POST /order-waiting-list/create-order-waiting-list: a customer waits for a product fully booked over a period.
 * 409 `available` when it is free then (book it instead); otherwise the entry takes the next rank.
 */
export async function joinWaitingList(ctx: StaffCtx, input: Static<typeof WaitingListBody>) {
  const companyId = ctx.companyId;
  const [product] = await ctx.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.id, input.productId),
        isNull(products.deletedAt),
        eq(products.isLcd, true),
      ),
    );
  if (!product) throw badRequest('productId', `${input.productId} is not a product of this shop rented short-term`);
  const { start, end } = orderPeriod(input, await companyTimeZone(ctx, companyId));
  if (end <= ctx.now.getTime()) throw badRequest('endDate', 'This period is already over');
  const quantity = input.quantity ?? 1;
  const contact = await contactOf(ctx, companyId, input);
  const id = newId(ctx.now.getTime());
  await inTransaction(ctx, async (tx) => {
    // under the product's stock lock: stock freed meanwhile is seen here, or offers this entry once it is written
    await lockProducts(tx.db, companyId, [product.id]);
    const free = (
      await productAvailability(tx.db, companyId, { productIds: [product.id], start, end, now: tx.now.getTime() })
    ).get(product.id);
    if (free && free.available >= quantity) {
      throw conflict('available', `${product.name} is free over this period: book it instead`, {
        productId: product.id,
        available: free.available,
      });
    }
    await tx.db.insert(entries).values({
      companyId,
      id,
      productId: product.id,
      ...contact,
      quantity,
      startAt: new Date(start),
      endAt: new Date(end),
      note: input.note?.trim() || null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await audit(tx, { companyId, action: 'waitingList.join', entity: 'waitingList', entityId: id });
  });
  const [row] = await entriesWhere(ctx.db, and(eq(entries.companyId, companyId), eq(entries.id, id)));
  return entryView(flat(row));
}

/** GET /order-waiting-list: the entries, in order of arrival, with their rank among those waiting. */
export async function listWaitingList(ctx: StaffCtx, q: Static<typeof WaitingListQuery>) {
  const companyId = ctx.companyId;
  const page = q.page ?? 1;
  const limit = q.limit ?? 50;
  const where = waitingListCondition(companyId, q);
  const window = { limit, offset: (page - 1) * limit };
  const { rows, total } = await pageWithTotal(
    ctx.db,
    { rows: entriesWhere(ctx.db, where).$dynamic(), counted: entries, where },
    window,
  );
  return { items: rows.map((r) => entryView(flat(r))), total, page, limit };
}

/** DELETE /order-waiting-list/{id}: the customer no longer waits; the entries after it move up. */
export async function leaveWaitingList(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  await inTransaction(ctx, async (tx) => {
    const [entry] = await tx.db
      .select()
      .from(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.id, id)))
      .for('update');
    if (!entry) throw notFound('waiting list entry', id);
    if (entry.status === 'CANCELED') return;
    await tx.db
      .update(entries)
      .set({ status: 'CANCELED', updatedAt: tx.now })
      .where(and(eq(entries.companyId, companyId), eq(entries.id, id)));
    await audit(tx, {
      companyId,
      action: 'waitingList.leave',
      entity: 'waitingList',
      entityId: id,
      from: entry.status,
      to: 'CANCELED',
    });
  });
  return { ok: true as const };
}

export const waitingRows = async (db: Db, where: SQL | undefined, limit: number) =>
  (await entriesWhere(db, where).limit(limit)).map(flat);
