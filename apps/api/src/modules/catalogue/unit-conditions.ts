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

/**
 * How many live units of live products are out of service and in maintenance at `now`. Maintenance is read from the
 * unavailability periods covering `now` (few rows), not unit by unit.
 */
export async function unitFigures(db: Db, companyId: string, now: Date) {
  const liveUnits = and(
    eq(subProducts.companyId, companyId),
    isNull(subProducts.deletedAt),
    isNull(products.deletedAt),
  );
  const ofProduct = and(eq(products.companyId, subProducts.companyId), eq(products.id, subProducts.productId));
  const [[out], [maintenance]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(subProducts)
      .innerJoin(products, ofProduct)
      .where(and(liveUnits, eq(subProducts.inService, false))),
    db
      .select({ n: sql<number>`count(distinct ${subProducts.id})`.mapWith(Number) })
      .from(subProductUnavailabilities)
      .innerJoin(
        subProducts,
        and(
          eq(subProducts.companyId, subProductUnavailabilities.companyId),
          eq(subProducts.id, subProductUnavailabilities.subProductId),
        ),
      )
      .innerJoin(products, ofProduct)
      .where(
        and(
          eq(subProductUnavailabilities.companyId, companyId),
          sql`${subProductUnavailabilities.period} @> ${now.toISOString()}::timestamptz`,
          eq(subProducts.inService, true),
          liveUnits,
        ),
      ),
  ]);
  return { outOfService: out.n, maintenance: maintenance.n };
}
