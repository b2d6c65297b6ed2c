import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { productStateModels, productSurveys, statusModels } from './tables.ts';

export type StateModelRow = typeof productStateModels.$inferSelect;
export type StatusModelRow = typeof statusModels.$inferSelect;
export type SurveyRow = typeof productSurveys.$inferSelect;

// Product state models

export const stateModelsOf = (db: Db, companyId: string) =>
  db
    .select()
    .from(productStateModels)
    .where(eq(productStateModels.companyId, companyId))
    .orderBy(asc(productStateModels.name));

export const findStateModel = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(productStateModels)
      .where(and(eq(productStateModels.companyId, companyId), eq(productStateModels.id, id)))
  )[0];

export async function saveStateModel(db: Db, row: Omit<StateModelRow, 'createdAt' | 'updatedAt'>, now: Date) {
  const [saved] = await db
    .insert(productStateModels)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [productStateModels.companyId, productStateModels.id],
      set: { name: row.name, questions: row.questions, updatedAt: now },
    })
    .returning();
  return saved;
}

export const deleteStateModel = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(productStateModels)
      .where(and(eq(productStateModels.companyId, companyId), eq(productStateModels.id, id)))
      .returning({ id: productStateModels.id })
  ).length > 0;

// Status models

export const statusModelsOf = (db: Db, companyId: string) =>
  db.select().from(statusModels).where(eq(statusModels.companyId, companyId)).orderBy(asc(statusModels.name));

export const findStatusModel = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(statusModels)
      .where(and(eq(statusModels.companyId, companyId), eq(statusModels.id, id)))
  )[0];

export async function saveStatusModel(db: Db, row: Omit<StatusModelRow, 'createdAt' | 'updatedAt'>, now: Date) {
  const [saved] = await db
    .insert(statusModels)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [statusModels.companyId, statusModels.id],
      set: { name: row.name, statuses: row.statuses, updatedAt: now },
    })
    .returning();
  return saved;
}

export const deleteStatusModel = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(statusModels)
      .where(and(eq(statusModels.companyId, companyId), eq(statusModels.id, id)))
      .returning({ id: statusModels.id })
  ).length > 0;

// Product surveys

export const surveysOf = (db: Db, companyId: string, productId?: string) =>
  db
    .select()
    .from(productSurveys)
    .where(
      and(
        eq(productSurveys.companyId, companyId),
        productId ? sql`${productSurveys.productIds} @> ${JSON.stringify([productId])}::jsonb` : undefined,
      ),
    )
    .orderBy(asc(productSurveys.name));

export const findSurvey = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(productSurveys)
      .where(and(eq(productSurveys.companyId, companyId), eq(productSurveys.id, id)))
  )[0];

export async function saveSurvey(db: Db, row: Omit<SurveyRow, 'createdAt' | 'updatedAt'>, now: Date) {
  const [saved] = await db
    .insert(productSurveys)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [productSurveys.companyId, productSurveys.id],
      set: { name: row.name, fields: row.fields, productIds: row.productIds, updatedAt: now },
    })
    .returning();
  return saved;
}

export const deleteSurvey = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(productSurveys)
      .where(and(eq(productSurveys.companyId, companyId), eq(productSurveys.id, id)))
      .returning({ id: productSurveys.id })
  ).length > 0;
