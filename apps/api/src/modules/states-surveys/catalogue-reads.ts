import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { productsView as products, subProductsView as subProducts } from '../catalogue/index.ts';

/*
 * Read-only queries on catalogue tables: surveys and models name products, history calls name units and
 * products. This module never writes to them.
 */

/** Of these ids, the units (deleted ones included: their history stays) of the company. */
export async function unitIdsOfCompany(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: subProducts.id })
    .from(subProducts)
    .where(and(eq(subProducts.companyId, companyId), inArray(subProducts.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export const productOfCompany = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, id)))
  )[0];

export async function liveProductIds(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids), isNull(products.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Live products that use a state model or a status model. */
export const productsUsingModel = async (
  db: Db,
  companyId: string,
  column: 'stateModelId' | 'statusModelId',
  id: string,
) =>
  (
    await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products[column], id), isNull(products.deletedAt)))
  )[0].n;
