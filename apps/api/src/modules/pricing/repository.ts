import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { periodicDiscounts, priceRules } from './tables.ts';

export type PriceRuleRow = typeof priceRules.$inferSelect;
export type NewPriceRule = Omit<PriceRuleRow, 'createdAt' | 'updatedAt'>;
export type PeriodicDiscountRow = typeof periodicDiscounts.$inferSelect;
export type NewPeriodicDiscount = Omit<PeriodicDiscountRow, 'createdAt' | 'updatedAt'>;

export const priceRulesOf = (db: Db, companyId: string, onlyActive = false) =>
  db
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.companyId, companyId), onlyActive ? eq(priceRules.active, true) : undefined))
    // Rules apply in this order, each on the running price: oldest first, stable.
    .orderBy(asc(priceRules.createdAt), asc(priceRules.id));

export const findPriceRule = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(priceRules)
      .where(and(eq(priceRules.companyId, companyId), eq(priceRules.id, id)))
  )[0];

export async function savePriceRule(db: Db, row: NewPriceRule, now: Date) {
  const { companyId, id, ...changes } = row;
  const [saved] = await db
    .insert(priceRules)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [priceRules.companyId, priceRules.id], set: { ...changes, updatedAt: now } })
    .returning();
  return saved;
}

export const deletePriceRule = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(priceRules)
      .where(and(eq(priceRules.companyId, companyId), eq(priceRules.id, id)))
      .returning({ id: priceRules.id })
  ).length > 0;

export const periodicDiscountsOf = (db: Db, companyId: string) =>
  db
    .select()
    .from(periodicDiscounts)
    .where(eq(periodicDiscounts.companyId, companyId))
    .orderBy(asc(periodicDiscounts.startDate), asc(periodicDiscounts.id));

export const findPeriodicDiscount = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(periodicDiscounts)
      .where(and(eq(periodicDiscounts.companyId, companyId), eq(periodicDiscounts.id, id)))
  )[0];

export async function savePeriodicDiscount(db: Db, row: NewPeriodicDiscount, now: Date) {
  const { companyId, id, ...changes } = row;
  const [saved] = await db
    .insert(periodicDiscounts)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [periodicDiscounts.companyId, periodicDiscounts.id],
      set: { ...changes, updatedAt: now },
    })
    .returning();
  return saved;
}

export const deletePeriodicDiscount = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(periodicDiscounts)
      .where(and(eq(periodicDiscounts.companyId, companyId), eq(periodicDiscounts.id, id)))
      .returning({ id: periodicDiscounts.id })
  ).length > 0;
