import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { namedStatement } from '../../platform/db/prepared.ts';

/*
 * Reads behind availability: each takes the company and a list of products and answers in one query, using the GiST
 * indexes on (company_id, product_id, period) and on unavailability periods. Instants travel as epoch milliseconds
 * (float8: cheaper to compute and to parse than numeric, and exact for milliseconds).
 */

export type RentalType = 'LCD' | 'LLD';

export interface ProductStock {
  id: string;
  name: string;
  modelId: string;
  categoryId: string | null;
  stockMode: 'SERIALIZED' | 'QUANTITY';
  /** In-service units (serialised) or the stock quantity. */
  capacity: number;
  bufferBeforeMs: number;
  bufferAfterMs: number;
  isLcd: boolean;
  isLld: boolean;
  online: boolean;
  hasPrice: boolean;
  /** Display order in lists, smallest first. */
  position: number;
}

const ids = (list: readonly string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
const range = (start: number, end: number) =>
  sql`tstzrange(to_timestamp(${start / 1000}), to_timestamp(${end / 1000}), '[)')`;

type Row = Record<string, unknown>;
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[] as T[];

/** The stock columns of products `p` (with their model `m`), read by every availability question. */
const STOCK_COLUMNS = `p.id, p.name, p.model_id, m.category_id, p.stock_mode, p.is_lcd, p.is_lld, p.online, p.position,
  p.buffer_before_minutes, p.buffer_after_minutes,
  (jsonb_typeof(p.price_grid -> 'days') = 'array' and jsonb_array_length(p.price_grid -> 'days') > 0)
    or coalesce((p.price_grid ->> 'hourly')::int, 0) > 0
    or coalesce((p.price_grid ->> 'halfDay')::int, 0) > 0 as has_price,
  case when p.stock_mode = 'QUANTITY' then coalesce(p.quantity, 0)
       else (select count(*) from sub_products u
             where u.company_id = p.company_id and u.product_id = p.id
               and u.deleted_at is null and u.in_service)::int end as capacity`;
const STOCK_FROM = `from products p join product_models m on m.company_id = p.company_id and m.id = p.model_id`;
const STOCK_ORDER = 'order by p.position, p.name, p.id';

/** The text of a stock read of the live products of company $1 matching `condition` (on products `p`). */
export const stockSelect = (condition: string) =>
  `select ${STOCK_COLUMNS} ${STOCK_FROM}
   where p.company_id = $1 and p.deleted_at is null and ${condition} ${STOCK_ORDER}`;

const stocksOfIds = namedStatement<Row>('product_stocks', stockSelect('p.id = any($2::uuid[])'));

/** The locks (see lockProducts: same keys, same order) are taken, as an init plan, before the products are read. */
const lockedStocksOfIds = namedStatement<Row>(
  'lock_and_read_stocks',
  `select ${STOCK_COLUMNS} ${STOCK_FROM}
   where p.company_id = $1 and p.deleted_at is null and p.id = any($2::uuid[])
     and (select count(*) from (select pg_advisory_xact_lock(hashtext($3::text), hashtext(t.p))
                                from unnest($4::text[]) with ordinality as t(p, n) order by t.n) locks) >= 0
   ${STOCK_ORDER}`,
);

export async function productStocks(db: Db, companyId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return (await stocksOfIds(db, [companyId, productIds])).map(stockOf);
}

/**
 * Takes the products' transaction locks (see lockProducts) and reads their stock in the same statement: the locks are
 * taken (an init plan) before the products are read.
 */
export async function lockAndReadStocks(db: Db, companyId: string, productIds: readonly string[]) {
  const sorted = [...new Set(productIds)].sort();
  if (sorted.length === 0) return [];
  return (await lockedStocksOfIds(db, [companyId, sorted, companyId, sorted])).map(stockOf);
}

/** Stock of the live products of the company matching `condition` (on products `p`), by position then name. */
export async function stocksWhere(db: Db, companyId: string, condition: SQL) {
  const rows = await rowsOf<Row>(
    db,
    sql`select ${sql.raw(STOCK_COLUMNS)} ${sql.raw(STOCK_FROM)}
        where p.company_id = ${companyId} and p.deleted_at is null and ${condition}
        ${sql.raw(STOCK_ORDER)}`,
  );
  return rows.map(stockOf);
}

export const stockOf = (r: Row): ProductStock => ({
  id: r.id as string,
  name: r.name as string,
  modelId: r.model_id as string,
  categoryId: (r.category_id as string | null) ?? null,
  stockMode: r.stock_mode as ProductStock['stockMode'],
  capacity: Number(r.capacity),
  bufferBeforeMs: Number(r.buffer_before_minutes) * 60_000,
  bufferAfterMs: Number(r.buffer_after_minutes) * 60_000,
  isLcd: r.is_lcd as boolean,
  isLld: r.is_lld as boolean,
  online: r.online as boolean,
  hasPrice: Boolean(r.has_price),
  position: Number(r.position),
});

export interface HoldRow {
  productId: string;
  orderId: string;
  start: number;
  end: number;
  quantity: number;
}

/** Holds (see holdsOver) as rows (kind, product_id, ref_id = order, quantity, start_ms, end_ms). */
const holdsQuery = (
  companyId: string,
  productIds: readonly string[],
  from: number,
  to: number,
  now: number,
  excludeOrderId?: string,
) =>
  sql`select 'hold' as kind, product_id, order_id as ref_id, quantity,
        (extract(epoch from lower(period)) * 1000)::float8 as start_ms,
        case when departed_at is not null and returned_at is null and upper(period) <= to_timestamp(${now / 1000})
             then 'Infinity'::float8 else (extract(epoch from upper(period)) * 1000)::float8 end as end_ms
      from order_reservations
      where company_id = ${companyId} and product_id = any(${ids(productIds)})
        and (period && ${range(from, to)}
             or (departed_at is not null and returned_at is null
                 and upper(period) <= to_timestamp(${now / 1000}) and lower(period) < to_timestamp(${to / 1000})))
        ${excludeOrderId ? sql`and order_id <> ${excludeOrderId}` : sql``}
      union all
      select 'hold' as kind, product_id, owner_id as ref_id, quantity,
        (extract(epoch from lower(period)) * 1000)::float8 as start_ms,
        (extract(epoch from upper(period)) * 1000)::float8 as end_ms
      from timed_holds
      where company_id = ${companyId} and product_id = any(${ids(productIds)})
        and period && ${range(from, to)} and expires_at > to_timestamp(${now / 1000})`;

/** Downs (see downsOver) as rows of the same shape as holds (ref_id = unit, quantity 0). */
const downsQuery = (
  companyId: string,
  productIds: readonly string[],
  from: number,
  to: number,
  rentalType: RentalType,
) =>
  sql`select 'down' as kind, u.product_id, d.sub_product_id as ref_id, 0 as quantity,
        (extract(epoch from lower(d.period)) * 1000)::float8 as start_ms,
        (extract(epoch from upper(d.period)) * 1000)::float8 as end_ms
      from sub_product_unavailabilities d
      join sub_products u on u.company_id = d.company_id and u.id = d.sub_product_id
      where d.company_id = ${companyId} and u.product_id = any(${ids(productIds)})
        and u.deleted_at is null and u.in_service and d.rental_type = ${rentalType}
        and d.period && ${range(from, to)}`;

const holdOf = (r: Row): HoldRow => ({
  productId: r.product_id as string,
  orderId: r.ref_id as string,
  start: Number(r.start_ms),
  end: Number(r.end_ms),
  quantity: Number(r.quantity),
});

const downOf = (r: Row): DownRow => ({
  productId: r.product_id as string,
  subProductId: r.ref_id as string,
  start: Number(r.start_ms),
  end: Number(r.end_ms),
});

/**
 * Quantities held over [from, to) by live orders, other than `excludeOrderId`, and by timed holds not expired at
 * `now` (a store's cart: `orderId` is then the hold's owner). A hold whose units left and are not
 * back by `now` past its end is late: it lasts until the return (end = Infinity).
 */
export async function holdsOver(
  db: Db,
  companyId: string,
  productIds: readonly string[],
  from: number,
  to: number,
  now: number,
  excludeOrderId?: string,
): Promise<HoldRow[]> {
  if (productIds.length === 0) return [];
  return (await rowsOf<Row>(db, holdsQuery(companyId, productIds, from, to, now, excludeOrderId))).map(holdOf);
}

export interface DownRow {
  productId: string;
  subProductId: string;
  start: number;
  end: number;
}

/** Unavailability periods of in-service units over [from, to), for one rental type. */
export async function downsOver(
  db: Db,
  companyId: string,
  productIds: readonly string[],
  from: number,
  to: number,
  rentalType: RentalType,
): Promise<DownRow[]> {
  if (productIds.length === 0) return [];
  return (await rowsOf<Row>(db, downsQuery(companyId, productIds, from, to, rentalType))).map(downOf);
}

/** holdsQuery and downsQuery in one statement with a fixed text ($1 company, $2 products, $3–$4 from–to in ms, $5 now,
 * $6 the order left out or null, $7 serialised products, $8 rental type). Timed holds count while not expired. */
const holdsAndDowns = namedStatement<Row>(
  'holds_and_downs_over',
  `select 'hold' as kind, product_id, order_id as ref_id, quantity,
     (extract(epoch from lower(period)) * 1000)::float8 as start_ms,
     case when departed_at is not null and returned_at is null and upper(period) <= to_timestamp($5::float8 / 1000)
          then 'Infinity'::float8 else (extract(epoch from upper(period)) * 1000)::float8 end as end_ms
   from order_reservations
   where company_id = $1 and product_id = any($2::uuid[])
     and (period && tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)')
          or (departed_at is not null and returned_at is null
              and upper(period) <= to_timestamp($5::float8 / 1000) and lower(period) < to_timestamp($4::float8 / 1000)))
     and ($6::uuid is null or order_id <> $6::uuid)
   union all
   select 'hold' as kind, product_id, owner_id as ref_id, quantity,
     (extract(epoch from lower(period)) * 1000)::float8 as start_ms,
     (extract(epoch from upper(period)) * 1000)::float8 as end_ms
   from timed_holds
   where company_id = $1 and product_id = any($2::uuid[])
     and period && tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)')
     and expires_at > to_timestamp($5::float8 / 1000)
   union all
   select 'down' as kind, u.product_id, d.sub_product_id as ref_id, 0 as quantity,
     (extract(epoch from lower(d.period)) * 1000)::float8 as start_ms,
     (extract(epoch from upper(d.period)) * 1000)::float8 as end_ms
   from sub_product_unavailabilities d
   join sub_products u on u.company_id = d.company_id and u.id = d.sub_product_id
   where d.company_id = $1 and u.product_id = any($7::uuid[])
     and u.deleted_at is null and u.in_service and d.rental_type = $8::text
     and d.period && tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)')`,
);

/** The holds of `productIds` and the downs of `serialisedIds` over [from, to), in one round trip. */
export async function holdsAndDownsOver(
  db: Db,
  companyId: string,
  q: {
    productIds: readonly string[];
    serialisedIds: readonly string[];
    from: number;
    to: number;
    now: number;
    rentalType: RentalType;
    excludeOrderId?: string;
  },
): Promise<{ holds: HoldRow[]; downs: DownRow[] }> {
  if (q.productIds.length === 0) return { holds: [], downs: [] };
  const rows = await holdsAndDowns(db, [
    companyId,
    q.productIds,
    q.from,
    q.to,
    q.now,
    q.excludeOrderId ?? null,
    q.serialisedIds,
    q.rentalType,
  ]);
  return {
    holds: rows.filter((r) => r.kind === 'hold').map(holdOf),
    downs: rows.filter((r) => r.kind === 'down').map(downOf),
  };
}

export interface FreeUnitRow {
  id: string;
  productId: string;
  qrCodeValue: string;
  serialNumber: string | null;
  size: string | null;
  state: string;
}

const freeUnits = namedStatement<Row>(
  'free_units_over',
  `select u.id, u.product_id, u.qr_code_value, u.serial_number, u.size, u.state
   from sub_products u
   where u.company_id = $1 and u.product_id = any($2::uuid[])
     and u.deleted_at is null and u.in_service
     and not exists (select 1 from sub_product_unavailabilities d
                     where d.company_id = u.company_id and d.sub_product_id = u.id and d.rental_type = $5::text
                       and d.period && tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)'))
     and not exists (select 1 from unit_assignments a
                     where a.company_id = u.company_id and a.sub_product_id = u.id
                       and ($6::uuid is null or a.order_id <> $6::uuid)
                       and (a.period && tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)')
                            or (a.status = 'USED' and a.returned_at is null)))
   order by u.product_id, u.serial_number nulls last, u.qr_code_value`,
);

/**
 * In-service units free over [from, to): no unavailability, no assignment to another order over the period, and
 * not out with another order (a unit not returned is not free, whatever its planned period).
 */
export async function freeUnitsOver(
  db: Db,
  companyId: string,
  productIds: readonly string[],
  from: number,
  to: number,
  rentalType: RentalType,
  excludeOrderId?: string,
): Promise<FreeUnitRow[]> {
  if (productIds.length === 0) return [];
  const rows = await freeUnits(db, [companyId, productIds, from, to, rentalType, excludeOrderId ?? null]);
  return rows.map((r) => ({
    id: r.id as string,
    productId: r.product_id as string,
    qrCodeValue: r.qr_code_value as string,
    serialNumber: (r.serial_number as string | null) ?? null,
    size: (r.size as string | null) ?? null,
    state: r.state as string,
  }));
}

/** Serialises every write that changes what a product holds: one transaction lock per product, in a fixed order. */
export async function lockProducts(db: Db, companyId: string, productIds: readonly string[]) {
  const sorted = [...new Set(productIds)].sort();
  if (sorted.length === 0) return;
  await db.execute(locksOf(companyId, sorted));
}

/** One round trip: the locks are taken one after the other in the sorted order. */
const locksOf = (companyId: string, sorted: string[]) =>
  sql`select pg_advisory_xact_lock(hashtext(${companyId}), hashtext(p))
      from unnest(${`{${sorted.join(',')}}`}::text[]) with ordinality as t(p, n) order by n`;
