import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';

export interface ItemIds {
  products: readonly string[];
  packs: readonly string[];
  services: readonly string[];
}

const uuids = (ids: readonly string[]) => sql`${`{${[...new Set(ids)].join(',')}}`}::uuid[]`;

/**
 * The ids among these products, packs and services that are not live items of the company (deleted meanwhile, or
 * never the company's), in one query. Orders call it once they hold the items' locks.
 */
export async function missingItems(db: Db, companyId: string, ids: ItemIds): Promise<Set<string>> {
  const wanted = [...ids.products, ...ids.packs, ...ids.services];
  if (wanted.length === 0) return new Set();
  const parts = [];
  if (ids.products.length > 0) {
    parts.push(sql`select id from products
                   where company_id = ${companyId} and id = any(${uuids(ids.products)}) and deleted_at is null`);
  }
  if (ids.packs.length > 0) {
    parts.push(sql`select id from packs
                   where company_id = ${companyId} and id = any(${uuids(ids.packs)}) and deleted_at is null`);
  }
  if (ids.services.length > 0) {
    parts.push(sql`select id from services
                   where company_id = ${companyId} and id = any(${uuids(ids.services)}) and deleted_at is null`);
  }
  const live = new Set(
    ((await db.execute(sql.join(parts, sql` union all `))).rows as { id: string }[]).map((r) => r.id),
  );
  return new Set(wanted.filter((id) => !live.has(id)));
}
