import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
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

/**
 * Whether the managing place manages the company; with `lock`, the link is held until the transaction ends, so that
 * its removal (which ends the sessions opened there) waits for a session being opened there.
 */
export async function isCompanyOfB2bAccount(db: Db, b2bAccountId: string, companyId: string, lock = false) {
  const query = db
    .select({ id: b2bAccountCompanies.companyId })
    .from(b2bAccountCompanies)
    .where(and(eq(b2bAccountCompanies.b2bAccountId, b2bAccountId), eq(b2bAccountCompanies.companyId, companyId)));
  return (await (lock ? query.for('share') : query)).length > 0;
}

/** Sets the companies a managing place manages; answers the ids it no longer manages. */
export async function setCompaniesOfB2bAccount(db: Db, b2bAccountId: string, companyIds: string[]) {
  const removed = await db
    .delete(b2bAccountCompanies)
    .where(
      and(
        eq(b2bAccountCompanies.b2bAccountId, b2bAccountId),
        companyIds.length ? notInArray(b2bAccountCompanies.companyId, companyIds) : undefined,
      ),
    )
    .returning({ companyId: b2bAccountCompanies.companyId });
  if (companyIds.length) {
    await db
      .insert(b2bAccountCompanies)
      .values(companyIds.map((companyId) => ({ b2bAccountId, companyId })))
      .onConflictDoNothing();
  }
  return removed.map((r) => r.companyId);
}

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
