import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { preparedOn } from '../../platform/db/prepared.ts';
import { type Ctx, cachedForRequest } from '../../platform/http/context.ts';
import { companySlugHistoryView as companySlugHistory } from '../company-settings/index.ts';
import { companies } from './tables.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

const companyById = preparedOn((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .prepare('company_by_id'),
);

export const findCompanyById = async (db: Db, id: string) => (await companyById(db).execute({ id }))[0];

/** The company, read once per request however many services ask. */
export const companyForRequest = (ctx: Ctx, id: string) =>
  cachedForRequest(
    ctx,
    `company:${id}`,
    () => findCompanyById(ctx.db, id),
    () => [`companies:${id}`],
  );

/** The company's time zone (Europe/Paris when it has none), read once per request. */
export const companyTimeZone = async (ctx: Ctx, id: string) =>
  (await companyForRequest(ctx, id))?.timezone ?? 'Europe/Paris';

export const findCompanyBySlug = async (db: Db, slug: string) =>
  (await db.select().from(companies).where(eq(companies.slug, slug)))[0];

export const nameTaken = async (db: Db, name: string) =>
  (
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(sql`lower(${companies.name})`, name.trim().toLowerCase()))
  ).length > 0;

export const slugTaken = async (db: Db, slug: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug))).length > 0;

/** Taken by a company now, or kept as a redirect by the company that used it before. */
export const slugReserved = async (db: Db, slug: string) =>
  (await slugTaken(db, slug)) ||
  (await db.select({ slug: companySlugHistory.slug }).from(companySlugHistory).where(eq(companySlugHistory.slug, slug)))
    .length > 0;

export async function insertCompany(db: Db, values: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row;
}

export async function updateCompany(db: Db, id: string, values: Partial<NewCompany>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}
