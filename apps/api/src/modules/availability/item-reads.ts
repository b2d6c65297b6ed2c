import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { namedStatement } from '../../platform/db/prepared.ts';
import { type ProductStock, type RentalType, stockOf, stockSelect, stocksWhere } from './stock-reads.ts';

/*
 * Which products and packs an availability answer lists: rented for the rental type, live, and narrowed by the
 * query's filters. Each read is one query for the whole company.
 */

export interface ItemFilter {
  rentalType: RentalType;
  /** Only items sold online. */
  onlineOnly: boolean;
  /** Items whose grid has no price are listed too. */
  withoutPrice: boolean;
  universeId?: string;
  /** Only these products and packs. */
  ids?: readonly string[];
}

export interface PackNeed {
  productId: string | null;
  categoryId: string | null;
  quantity: number;
}

export interface ListedPack {
  id: string;
  name: string;
  type: 'PRODUCT' | 'CATEGORY';
  items: PackNeed[];
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Row[];
const uuids = (list: readonly string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;

/** A grid prices something when a day tier, the hourly or the half-day price is above zero. */
const gridPrices = (grid: SQL) =>
  sql`(exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${grid} -> 'days') = 'array'
                                                       then ${grid} -> 'days' else '[]'::jsonb end) d
               where coalesce((d ->> 'price')::numeric, 0) > 0)
        or coalesce((${grid} ->> 'hourly')::numeric, 0) > 0 or coalesce((${grid} ->> 'halfDay')::numeric, 0) > 0)`;

const rentedAs = (alias: SQL, rentalType: RentalType) =>
  rentalType === 'LLD' ? sql`${alias}.is_lld` : sql`${alias}.is_lcd`;

const modelsOf = (companyId: string, universeId: string) =>
  sql`(select u.product_model_id from universe_product_models u
       where u.company_id = ${companyId} and u.universe_id = ${universeId})`;

/** `gridPrices` as text, for statements of a fixed text. */
const gridPricesText = (grid: string) =>
  `(exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${grid} -> 'days') = 'array'
                                                   then ${grid} -> 'days' else '[]'::jsonb end) d
           where coalesce((d ->> 'price')::numeric, 0) > 0)
    or coalesce((${grid} ->> 'hourly')::numeric, 0) > 0 or coalesce((${grid} ->> 'halfDay')::numeric, 0) > 0)`;

/**
 * The usual question (given ids, no universe) as statements of a fixed text: $1 company, $2 ids, $3 rental type,
 * $4 online only, $5 without price.
 */
const rentedAsParam = (alias: string) => `(case when $3::text = 'LLD' then ${alias}.is_lld else ${alias}.is_lcd end)`;
const productsOfIds = namedStatement<Record<string, unknown>>(
  'listed_products_of_ids',
  stockSelect(`p.id = any($2::uuid[]) and ${rentedAsParam('p')} and (not $4::boolean or p.online)
     and ($5::boolean or ($3::text = 'LLD' and coalesce(p.lld_monthly_price_cents, 0) > 0)
          or ${gridPricesText('p.price_grid')})`),
);
const packsOfIds = namedStatement<Record<string, unknown>>(
  'listed_packs_of_ids',
  `select k.id, k.name, k.type,
     coalesce((select json_agg(json_build_object('productId', i.product_id, 'categoryId', i.category_id,
                                                 'quantity', i.quantity) order by i.position, i.id)
               from pack_items i where i.company_id = k.company_id and i.pack_id = k.id), '[]') as items
   from packs k
   where k.company_id = $1 and k.deleted_at is null and k.id = any($2::uuid[]) and ${rentedAsParam('k')}
     and (not $4::boolean or k.online) and ($5::boolean or ${gridPricesText('k.price_grid')})
   order by k.name, k.id`,
);
const ofIdsParams = (companyId: string, f: ItemFilter) => [
  companyId,
  f.ids,
  f.rentalType,
  f.onlineOnly,
  f.withoutPrice,
];

/** The products of the filter with their stock, by position then name. */
export async function listedProducts(db: Db, companyId: string, f: ItemFilter): Promise<ProductStock[]> {
  if (f.ids && f.ids.length === 0) return [];
  if (f.ids && !f.universeId) return (await productsOfIds(db, ofIdsParams(companyId, f))).map(stockOf);
  const price =
    f.rentalType === 'LLD'
      ? sql`(coalesce(p.lld_monthly_price_cents, 0) > 0 or ${gridPrices(sql`p.price_grid`)})`
      : gridPrices(sql`p.price_grid`);
  return stocksWhere(
    db,
    companyId,
    sql`${rentedAs(sql`p`, f.rentalType)}
        ${f.onlineOnly ? sql`and p.online` : sql``}
        ${f.withoutPrice ? sql`` : sql`and ${price}`}
        ${f.universeId ? sql`and p.model_id in ${modelsOf(companyId, f.universeId)}` : sql``}
        ${f.ids ? sql`and p.id = any(${uuids(f.ids)})` : sql``}`,
  );
}

/** Packs of the filter with their items; a pack belongs to a universe when one of its products or categories does. */
export async function listedPacks(db: Db, companyId: string, f: ItemFilter): Promise<ListedPack[]> {
  if (f.ids && f.ids.length === 0) return [];
  const rows =
    f.ids && !f.universeId ? await packsOfIds(db, ofIdsParams(companyId, f)) : await packsWhere(db, companyId, f);
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    type: r.type as ListedPack['type'],
    items: r.items as PackNeed[],
  }));
}

function packsWhere(db: Db, companyId: string, f: ItemFilter) {
  const inUniverse = f.universeId
    ? sql`and exists (select 1 from pack_items i
                      left join products p on p.company_id = i.company_id and p.id = i.product_id
                      where i.company_id = k.company_id and i.pack_id = k.id
                        and (p.model_id in ${modelsOf(companyId, f.universeId)}
                             or i.category_id in (select m.category_id from product_models m
                                                  where m.company_id = ${companyId}
                                                    and m.id in ${modelsOf(companyId, f.universeId)})))`
    : sql``;
  return rowsOf(
    db,
    sql`select k.id, k.name, k.type,
          coalesce((select json_agg(json_build_object('productId', i.product_id, 'categoryId', i.category_id,
                                                      'quantity', i.quantity) order by i.position, i.id)
                    from pack_items i where i.company_id = k.company_id and i.pack_id = k.id), '[]') as items
        from packs k
        where k.company_id = ${companyId} and k.deleted_at is null and ${rentedAs(sql`k`, f.rentalType)}
          ${f.onlineOnly ? sql`and k.online` : sql``}
          ${f.withoutPrice ? sql`` : sql`and ${gridPrices(sql`k.price_grid`)}`}
          ${inUniverse}
          ${f.ids ? sql`and k.id = any(${uuids(f.ids)})` : sql``}
        order by k.name, k.id`,
  );
}

/** Live products of each category rented for the rental type: what a category item of a pack may take. */
export async function productsOfCategories(
  db: Db,
  companyId: string,
  categoryIds: readonly string[],
  rentalType: RentalType,
): Promise<Map<string, string[]>> {
  const byCategory = new Map<string, string[]>();
  if (categoryIds.length === 0) return byCategory;
  const rows = await rowsOf(
    db,
    sql`select p.id, m.category_id from products p
        join product_models m on m.company_id = p.company_id and m.id = p.model_id
        where p.company_id = ${companyId} and p.deleted_at is null and ${rentedAs(sql`p`, rentalType)}
          and m.category_id = any(${uuids(categoryIds)})`,
  );
  for (const r of rows) {
    const list = byCategory.get(r.category_id as string) ?? [];
    list.push(r.id as string);
    byCategory.set(r.category_id as string, list);
  }
  return byCategory;
}

/** The ids among `ids` that are live products or packs of the company. */
export async function knownItemIds(db: Db, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf(
    db,
    sql`select id from products where company_id = ${companyId} and deleted_at is null and id = any(${uuids(ids)})
        union all
        select id from packs where company_id = ${companyId} and deleted_at is null and id = any(${uuids(ids)})`,
  );
  return new Set(rows.map((r) => r.id as string));
}

export async function universeExists(db: Db, companyId: string, id: string) {
  const rows = await rowsOf(db, sql`select 1 from universes where company_id = ${companyId} and id = ${id}`);
  return rows.length > 0;
}

export async function orderExists(db: Db, companyId: string, id: string) {
  const rows = await rowsOf(
    db,
    sql`select 1 from orders where company_id = ${companyId} and id = ${id} and deleted_at is null`,
  );
  return rows.length > 0;
}
