import { and, asc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { unitAssignmentsView as unitAssignments } from '../../orders/index.ts';
import { productHistoryEvents, products, subProducts, subProductUnavailabilities } from '../tables.ts';

export type UnitRow = typeof subProducts.$inferSelect;
export type NewUnit = typeof subProducts.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export interface UnitWithProduct {
  unit: UnitRow;
  product: ProductRow;
}
export interface UnavailabilityRow {
  id: string;
  subProductId: string;
  rentalType: 'LCD' | 'LLD';
  start: Date;
  end: Date;
  reason: string | null;
}

const liveUnits = (companyId: string) =>
  and(eq(subProducts.companyId, companyId), isNull(subProducts.deletedAt), isNull(products.deletedAt));
const withProduct = (db: Db) =>
  db
    .select({ unit: subProducts, product: products })
    .from(subProducts)
    .innerJoin(products, and(eq(products.companyId, subProducts.companyId), eq(products.id, subProducts.productId)));
const unitOrder = [asc(subProducts.productId), asc(subProducts.createdAt), asc(subProducts.id)];

export const insertUnits = (db: Db, rows: NewUnit[]) => db.insert(subProducts).values(rows).returning();

export const findUnit = async (db: Db, companyId: string, id: string): Promise<UnitWithProduct | undefined> =>
  (await withProduct(db).where(and(liveUnits(companyId), eq(subProducts.id, id))))[0];

export const findUnits = (db: Db, companyId: string, ids: string[]): Promise<UnitWithProduct[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : withProduct(db)
        .where(and(liveUnits(companyId), inArray(subProducts.id, [...new Set(ids)])))
        .orderBy(...unitOrder);

export const unitsOfProducts = (db: Db, companyId: string, productIds: string[]): Promise<UnitWithProduct[]> =>
  productIds.length === 0
    ? Promise.resolve([])
    : withProduct(db)
        .where(and(liveUnits(companyId), inArray(subProducts.productId, [...new Set(productIds)])))
        .orderBy(...unitOrder);

export const findUnitByQr = async (db: Db, companyId: string, value: string) =>
  (
    await withProduct(db).where(
      and(liveUnits(companyId), eq(sql`upper(${subProducts.qrCodeValue})`, value.toUpperCase())),
    )
  )[0];

export const findUnitBySerial = async (db: Db, companyId: string, serial: string) =>
  (
    await withProduct(db).where(
      and(liveUnits(companyId), eq(sql`lower(${subProducts.serialNumber})`, serial.toLowerCase())),
    )
  )[0];

export async function updateUnits(db: Db, companyId: string, ids: string[], values: Partial<NewUnit>) {
  if (ids.length === 0) return [];
  return db
    .update(subProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(subProducts.companyId, companyId), inArray(subProducts.id, ids), isNull(subProducts.deletedAt)))
    .returning();
}

/** Serial numbers (case-insensitive) already carried by a live unit of the company, other than `exceptId`. */
export async function takenSerials(db: Db, companyId: string, serials: string[], exceptId?: string) {
  if (serials.length === 0) return [];
  const rows = await db
    .select({ value: subProducts.serialNumber })
    .from(subProducts)
    .where(
      and(
        eq(subProducts.companyId, companyId),
        isNull(subProducts.deletedAt),
        inArray(
          sql`lower(${subProducts.serialNumber})`,
          serials.map((s) => s.toLowerCase()),
        ),
        exceptId ? sql`${subProducts.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((r) => r.value as string);
}

/** QR values (case-insensitive) already given to a unit of the company, deleted units included. */
export async function takenQrValues(db: Db, companyId: string, values: string[], exceptId?: string) {
  if (values.length === 0) return [];
  const rows = await db
    .select({ value: subProducts.qrCodeValue })
    .from(subProducts)
    .where(
      and(
        eq(subProducts.companyId, companyId),
        inArray(
          sql`upper(${subProducts.qrCodeValue})`,
          values.map((v) => v.toUpperCase()),
        ),
        exceptId ? sql`${subProducts.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((r) => r.value);
}

/** Live units with no history event other than the kinds in `ignoredKinds`. */
export function unitsWithoutEvents(db: Db, companyId: string, ignoredKinds: readonly string[], productIds?: string[]) {
  const otherEvents = db
    .select({ one: sql`1` })
    .from(productHistoryEvents)
    .where(
      and(
        eq(productHistoryEvents.companyId, subProducts.companyId),
        eq(productHistoryEvents.subProductId, subProducts.id),
        sql`${productHistoryEvents.kind} not in (${sql.join(
          ignoredKinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );
  const scope: SQL | undefined = productIds ? inArray(subProducts.productId, productIds) : undefined;
  return withProduct(db)
    .where(and(liveUnits(companyId), scope, notExists(otherEvents)))
    .orderBy(...unitOrder);
}

export async function unavailabilitiesOf(db: Db, companyId: string, unitIds: string[]): Promise<UnavailabilityRow[]> {
  if (unitIds.length === 0) return [];
  const t = subProductUnavailabilities;
  return db
    .select({
      id: t.id,
      subProductId: t.subProductId,
      rentalType: t.rentalType,
      start: sql<Date>`lower(${t.period})`.mapWith((v: string | Date) => new Date(v)),
      end: sql<Date>`upper(${t.period})`.mapWith((v: string | Date) => new Date(v)),
      reason: t.reason,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.subProductId, [...new Set(unitIds)])))
    .orderBy(asc(sql`lower(${t.period})`), asc(t.id));
}

export interface NewUnavailability {
  id: string;
  start: Date;
  end: Date;
  reason: string | null;
}

/** Replaces the unit's unavailability periods of one rental type. */
export async function replaceUnavailabilities(
  db: Db,
  companyId: string,
  unitId: string,
  rentalType: 'LCD' | 'LLD',
  periods: NewUnavailability[],
) {
  const t = subProductUnavailabilities;
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.subProductId, unitId), eq(t.rentalType, rentalType)));
  if (periods.length === 0) return;
  await db.insert(t).values(
    periods.map((p) => ({
      companyId,
      id: p.id,
      subProductId: unitId,
      rentalType,
      period: `[${p.start.toISOString()},${p.end.toISOString()})`,
      reason: p.reason,
    })),
  );
}

/**
 * In-service units of live products whose name contains `name`, free over `[start, end)`: no LCD unavailability
 * period, no assignment to an order over the period, and not still out with an order (a unit not returned is not
 * free, whatever its planned period).
 */
export const unitsFreeByProductName = (db: Db, companyId: string, name: string, start: Date, end: Date) => {
  const period = sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
  return withProduct(db)
    .where(
      and(
        liveUnits(companyId),
        eq(subProducts.inService, true),
        sql`${products.name} ilike ${`%${name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`,
        notExists(
          db
            .select({ id: subProductUnavailabilities.id })
            .from(subProductUnavailabilities)
            .where(
              and(
                eq(subProductUnavailabilities.companyId, subProducts.companyId),
                eq(subProductUnavailabilities.subProductId, subProducts.id),
                eq(subProductUnavailabilities.rentalType, 'LCD'),
                sql`${subProductUnavailabilities.period} && ${period}`,
              ),
            ),
        ),
        notExists(
          db
            .select({ id: unitAssignments.id })
            .from(unitAssignments)
            .where(
              and(
                eq(unitAssignments.companyId, subProducts.companyId),
                eq(unitAssignments.subProductId, subProducts.id),
                sql`(${unitAssignments.period} && ${period} or (${unitAssignments.status} = 'USED' and ${unitAssignments.returnedAt} is null))`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(products.name), ...unitOrder);
};
