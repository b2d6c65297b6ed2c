import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { preparedOn } from '../../platform/db/prepared.ts';
import { periodicDiscounts, priceRules } from './tables.ts';

export type PriceRuleRow = typeof priceRules.$inferSelect;
export type NewPriceRule = Omit<PriceRuleRow, 'createdAt' | 'updatedAt'>;
export type PeriodicDiscountRow = typeof periodicDiscounts.$inferSelect;
export type NewPeriodicDiscount = Omit<PeriodicDiscountRow, 'createdAt' | 'updatedAt'>;

// Rules apply in this order, each on the running price: oldest first, stable.
const ruleOrder = [asc(priceRules.createdAt), asc(priceRules.id)];

/** Every price of a request reads the active rules: a prepared statement. */
const activeRulesOf = preparedOn((db) =>
  db
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.companyId, sql.placeholder('companyId')), eq(priceRules.active, true)))
    .orderBy(...ruleOrder)
    .prepare('active_price_rules'),
);

export const priceRulesOf = (db: Db, companyId: string, onlyActive = false) =>
  onlyActive
    ? activeRulesOf(db).execute({ companyId })
    : db
        .select()
        .from(priceRules)
        .where(eq(priceRules.companyId, companyId))
        .orderBy(...ruleOrder);

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

const discountsOf = preparedOn((db) =>
  db
    .select()
    .from(periodicDiscounts)
    .where(eq(periodicDiscounts.companyId, sql.placeholder('companyId')))
    .orderBy(asc(periodicDiscounts.startDate), asc(periodicDiscounts.id))
    .prepare('periodic_discounts_of'),
);

export const periodicDiscountsOf = (db: Db, companyId: string) => discountsOf(db).execute({ companyId });

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
