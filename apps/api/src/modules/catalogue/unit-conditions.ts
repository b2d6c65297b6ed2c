import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { products, subProducts, subProductUnavailabilities } from './tables.ts';

/** Units needing attention: taken out of service, or in service but inside an unavailability period (maintenance). */
export const UNIT_CONDITIONS = ['OUT_OF_SERVICE', 'MAINTENANCE'] as const;
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];

/** A unit (row of sub_products) in this condition at `now`. */
export function unitCondition(condition: UnitCondition, now: Date): SQL {
  if (condition === 'OUT_OF_SERVICE') return sql`not ${subProducts.inService}`;
  return sql`${subProducts.inService} and exists (select 1 from ${subProductUnavailabilities}
    where ${subProductUnavailabilities.companyId} = ${subProducts.companyId}
    and ${subProductUnavailabilities.subProductId} = ${subProducts.id}
    and ${subProductUnavailabilities.period} @> ${now.toISOString()}::timestamptz)`;
}

/** Products with at least one live unit in this condition at `now` (the product list's `units` filter). */
export const withUnitsIn = (condition: UnitCondition, now: Date) =>
  sql`exists (select 1 from ${subProducts} where ${subProducts.companyId} = ${products.companyId}
    and ${subProducts.productId} = ${products.id} and ${subProducts.deletedAt} is null
    and ${unitCondition(condition, now)})`;

/** How many live units of live products are out of service and in maintenance at `now`, in one query. */
export async function unitFigures(db: Db, companyId: string, now: Date) {
  const [row] = await db
    .select({
      outOfService: sql<number>`count(*) filter (where ${unitCondition('OUT_OF_SERVICE', now)})`.mapWith(Number),
      maintenance: sql<number>`count(*) filter (where ${unitCondition('MAINTENANCE', now)})`.mapWith(Number),
    })
    .from(subProducts)
    .innerJoin(products, and(eq(products.companyId, subProducts.companyId), eq(products.id, subProducts.productId)))
    .where(and(eq(subProducts.companyId, companyId), isNull(subProducts.deletedAt), isNull(products.deletedAt)));
  return row;
}
