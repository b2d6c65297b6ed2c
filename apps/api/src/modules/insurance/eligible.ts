import { and, eq } from 'drizzle-orm';
import { inIdList } from '../../platform/db/id-list.ts';
import type { Db } from '../../platform/db/pool.ts';
import { productsView as products } from '../catalogue/index.ts';

/** Of these products, those the shop marked as covered by its rental insurance (`insuranceEligible`). */
export async function eligibleProductIds(db: Db, companyId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), inIdList(products.id, productIds), eq(products.insuranceEligible, true)),
    );
  return new Set(rows.map((r) => r.id));
}
