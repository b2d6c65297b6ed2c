import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { companiesView as companies } from '../companies/index.ts';
import { b2bAccountCompanies, b2bAccounts, rentalPlaceUsers } from './tables.ts';

export type RentalPlaceUserRow = typeof rentalPlaceUsers.$inferSelect;
export type B2bAccountRow = typeof b2bAccounts.$inferSelect;

const byEmail = (column: typeof rentalPlaceUsers.email | typeof b2bAccounts.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

export const findRentalPlaceUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(rentalPlaceUsers).where(byEmail(rentalPlaceUsers.email, email)))[0];

export const findRentalPlaceUserById = async (db: Db, id: string) =>
  (await db.select().from(rentalPlaceUsers).where(eq(rentalPlaceUsers.id, id)))[0];

export async function insertRentalPlaceUser(db: Db, values: typeof rentalPlaceUsers.$inferInsert) {
  const [row] = await db.insert(rentalPlaceUsers).values(values).returning();
  return row;
}

export async function updateRentalPlaceUser(db: Db, id: string, values: Partial<typeof rentalPlaceUsers.$inferInsert>) {
  const [row] = await db
    .update(rentalPlaceUsers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rentalPlaceUsers.id, id))
    .returning();
  return row;
}

export const findB2bAccountByEmail = async (db: Db, email: string) =>
  (await db.select().from(b2bAccounts).where(byEmail(b2bAccounts.email, email)))[0];

export const findB2bAccountById = async (db: Db, id: string) =>
  (await db.select().from(b2bAccounts).where(eq(b2bAccounts.id, id)))[0];

export async function insertB2bAccount(db: Db, values: typeof b2bAccounts.$inferInsert, companyIds: string[]) {
  const [row] = await db.insert(b2bAccounts).values(values).returning();
  if (companyIds.length) {
    await db.insert(b2bAccountCompanies).values(companyIds.map((companyId) => ({ b2bAccountId: row.id, companyId })));
  }
  return row;
}

export const companiesOfB2bAccount = (db: Db, b2bAccountId: string) =>
  db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, accountStatus: companies.accountStatus })
    .from(b2bAccountCompanies)
    .innerJoin(companies, eq(companies.id, b2bAccountCompanies.companyId))
    .where(eq(b2bAccountCompanies.b2bAccountId, b2bAccountId))
    .orderBy(companies.name);

export const isCompanyOfB2bAccount = async (db: Db, b2bAccountId: string, companyId: string) =>
  (
    await db
      .select({ id: b2bAccountCompanies.companyId })
      .from(b2bAccountCompanies)
      .where(and(eq(b2bAccountCompanies.b2bAccountId, b2bAccountId), eq(b2bAccountCompanies.companyId, companyId)))
  ).length > 0;

export const existingCompanyIds = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : (await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map((r) => r.id);

export async function updateB2bAccount(db: Db, id: string, values: Partial<typeof b2bAccounts.$inferInsert>) {
  const [row] = await db
    .update(b2bAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(b2bAccounts.id, id))
    .returning();
  return row;
}
