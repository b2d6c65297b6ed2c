import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { newId } from '../../platform/ids.ts';
import { customerModels } from './tables.ts';

export type CustomerModelRow = typeof customerModels.$inferSelect;
export type NewCustomerModel = typeof customerModels.$inferInsert;

const byId = (companyId: string, id: string) => and(eq(customerModels.companyId, companyId), eq(customerModels.id, id));

export const findModel = async (db: Db, companyId: string, id: string) =>
  (await db.select().from(customerModels).where(byId(companyId, id)))[0];

export const findDefaultModel = async (db: Db, companyId: string) =>
  (
    await db
      .select()
      .from(customerModels)
      .where(and(eq(customerModels.companyId, companyId), eq(customerModels.isDefault, true)))
  )[0];

/** The company's default model, created empty the first time it is needed. */
export async function ensureDefaultModel(db: Db, companyId: string, now: Date): Promise<CustomerModelRow> {
  const found = await findDefaultModel(db, companyId);
  if (found) return found;
  await db
    .insert(customerModels)
    .values({ companyId, id: newId(now.getTime()), name: 'Default', fields: [], isDefault: true })
    .onConflictDoNothing();
  return (await findDefaultModel(db, companyId))!;
}

export const listModels = (db: Db, companyId: string) =>
  db
    .select()
    .from(customerModels)
    .where(eq(customerModels.companyId, companyId))
    .orderBy(desc(customerModels.isDefault), asc(sql`lower(${customerModels.name})`), asc(customerModels.id));

export async function insertModel(db: Db, values: NewCustomerModel): Promise<CustomerModelRow> {
  const [row] = await db.insert(customerModels).values(values).returning();
  return row;
}

export async function updateModel(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<Pick<NewCustomerModel, 'name' | 'fields' | 'isDefault'>>,
) {
  const [row] = await db
    .update(customerModels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(byId(companyId, id))
    .returning();
  return row;
}

/** Before another model becomes the default: the partial unique index allows one default per company. */
export async function clearDefault(db: Db, companyId: string, exceptId: string) {
  await db
    .update(customerModels)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(eq(customerModels.companyId, companyId), eq(customerModels.isDefault, true), ne(customerModels.id, exceptId)),
    );
}
