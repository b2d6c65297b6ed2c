import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { conflict } from '../../../platform/errors.ts';

/*
 * What orders still need. An order that has not ended (not ended, not cancelled, not deleted; requests and
 * pre-bookings included) needs the products, packs and services of its lines, the units given to it and not back,
 * its customer, the price rules and periodic discounts it was priced with and its promo code: deleting one of them
 * would leave the order unable to go out, come back or be changed. Ended orders only show what they rented, from the
 * names and prices frozen on their lines, so what they used may go.
 *
 * Deletes and orders meet on one transaction lock per id (the per-product stock lock of decision 30, same key): a
 * delete takes it exclusively before it checks, an order takes it (shared except for products, whose lock is the
 * stock lock) before it checks that what it names is still there. Whichever comes second sees the other's work.
 */

export type NeededKind =
  | 'product'
  | 'unit'
  | 'pack'
  | 'service'
  | 'customer'
  | 'priceRule'
  | 'periodicDiscount'
  | 'promoCode';

/** How many of the orders that need something a 409 lists (with the total). */
export const LISTED_ORDERS = 20;

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Takes the transaction locks of these ids, exclusive or shared each, in id order (so two takers never deadlock). */
async function lockIds(db: Db, companyId: string, locks: Map<string, boolean>) {
  if (locks.size === 0) return;
  const sorted = [...locks.keys()].sort();
  const flags = sorted.map((id) => (locks.get(id) ? 't' : 'f'));
  await db.execute(
    sql`select case when x then pg_advisory_xact_lock(hashtext(${companyId}), hashtext(id))
                    else pg_advisory_xact_lock_shared(hashtext(${companyId}), hashtext(id)) end
        from unnest(${`{${sorted.join(',')}}`}::text[], ${`{${flags.join(',')}}`}::boolean[])
          with ordinality as t(id, x, n)
        order by n`,
  );
}

/** A delete's lock on what it removes: taken before it looks for orders that need them. */
export const lockForRemoval = (db: Db, companyId: string, ids: readonly string[]) =>
  lockIds(db, companyId, new Map(ids.map((id) => [id, true])));

/**
 * An order's locks on what it names, before it checks that they are still there: exclusive for products (the stock
 * lock its holds need anyway), shared for the rest (orders do not wait for each other on a service or a customer).
 */
export function lockOrderNeeds(db: Db, companyId: string, needs: { products: string[]; others: string[] }) {
  const locks = new Map<string, boolean>();
  for (const id of needs.others) locks.set(id, false);
  for (const id of needs.products) locks.set(id, true);
  return lockIds(db, companyId, locks);
}

/** The orders of `o` that need one of the ids, as a condition on orders `o`. */
function needCondition(kind: NeededKind, ids: readonly string[]): SQL {
  const list = uuids(ids);
  switch (kind) {
    case 'product':
    case 'pack':
    case 'service':
      return sql`exists (select 1 from order_lines l where l.company_id = o.company_id and l.order_id = o.id
                 and l.kind = ${kind} and l.item_id = any(${list}))`;
    case 'unit':
      return sql`exists (select 1 from unit_assignments a where a.company_id = o.company_id and a.order_id = o.id
                 and a.sub_product_id = any(${list}) and a.status <> 'ENDED')`;
    case 'customer':
      return sql`o.customer_id = any(${list})`;
    case 'priceRule':
      return sql`jsonb_exists_any(o.pricing -> 'priceRuleIds', ${`{${ids.join(',')}}`}::text[])`;
    case 'periodicDiscount':
      return sql`jsonb_exists_any(o.pricing -> 'periodicDiscountIds', ${`{${ids.join(',')}}`}::text[])`;
    case 'promoCode':
      return sql`exists (select 1 from promo_code_uses u where u.company_id = o.company_id and u.order_id = o.id
                 and u.promo_code_id = any(${list}))`;
  }
}

export interface NeedingOrder {
  id: string;
  number: number;
  companyId: string;
}

/**
 * Orders that have not ended and need one of the ids (of one kind): the first LISTED_ORDERS by start, and how many
 * in all. `companyId` null: in every company (platform promo codes).
 */
export async function ordersNeeding(db: Db, companyId: string | null, kind: NeededKind, ids: readonly string[]) {
  if (ids.length === 0) return { total: 0, orders: [] as NeedingOrder[] };
  const rows = (
    await db.execute(
      sql`select o.id, o.number, o.company_id, count(*) over () as total
          from orders o
          where ${companyId ? sql`o.company_id = ${companyId}` : sql`true`}
            and o.deleted_at is null and o.type <> 'CANCELED' and o.status <> 'ENDED'
            and ${needCondition(kind, ids)}
          order by o.start_at, o.number
          limit ${LISTED_ORDERS}`,
    )
  ).rows as { id: string; number: number; company_id: string; total: number }[];
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    orders: rows.map((r) => ({ id: r.id, number: Number(r.number), companyId: r.company_id })),
  };
}

/**
 * 409 `inUseByOrders` when an order that has not ended needs one of the ids; details list the orders (id, number,
 * and company for a platform-wide check), the first LISTED_ORDERS of `total`. `label` names what is deleted.
 */
export async function refuseWhileNeeded(
  db: Db,
  companyId: string | null,
  kind: NeededKind,
  ids: readonly string[],
  label: string,
) {
  const { total, orders } = await ordersNeeding(db, companyId, kind, ids);
  if (total === 0) return;
  const numbers = orders.map((o) => `#${o.number}`).join(', ');
  const more = total > orders.length ? ` and ${total - orders.length} more` : '';
  throw conflict(
    'inUseByOrders',
    `${label} is still needed by ${total} order(s) that have not ended (${numbers}${more}): end, cancel or change them first`,
    {
      entity: kind,
      ids: [...ids],
      total,
      orders: orders.map((o) => (companyId ? { id: o.id, number: o.number } : o)),
    },
  );
}
