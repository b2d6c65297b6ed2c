import type { AccessMap } from '@hirebase/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { rowOf } from '../../platform/db/read-view.ts';
import { companiesView as companies } from '../companies/index.ts';
import { usersView as users } from '../users/index.ts';
import { memberships } from './tables.ts';

export type MembershipRow = typeof memberships.$inferSelect;

export const findMembership = async (db: Db, companyId: string, userId: string) =>
  (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
  )[0];

/** The companies a user works in, oldest membership first, with what login needs to choose one. */
export const membershipsOfUser = (db: Db, userId: string) =>
  db
    .select({
      companyId: memberships.companyId,
      isManager: memberships.isManager,
      name: companies.name,
      slug: companies.slug,
      accountStatus: companies.accountStatus,
      trialEndsAt: companies.trialEndsAt,
      subscriptionPending: companies.subscriptionPending,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt));

export const employeesOfCompany = (db: Db, companyId: string) =>
  db
    .select({
      user: rowOf(users),
      isManager: memberships.isManager,
      access: memberships.access,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), sql`${users.deletedAt} is null`))
    .orderBy(asc(users.lastName), asc(users.firstName));

export async function upsertMembership(
  db: Db,
  values: { companyId: string; userId: string; isManager: boolean; access: AccessMap },
) {
  const [row] = await db
    .insert(memberships)
    .values(values)
    .onConflictDoUpdate({
      target: [memberships.companyId, memberships.userId],
      set: { isManager: values.isManager, access: values.access, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

export async function deleteMembership(db: Db, companyId: string, userId: string) {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .returning();
  return rows.length > 0;
}

/**
 * Locks the manager memberships of the company until the end of the transaction and counts them: two changes that
 * each leave one manager (two managers removing each other) run one after the other, and the second sees the first.
 */
export const lockAndCountManagers = async (db: Db, companyId: string) =>
  (
    await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.isManager, true)))
      .for('update')
  ).length;

/** Ends every membership of a user (the account is deleted). */
export const removeMembershipsOfUser = (db: Db, userId: string) =>
  db.delete(memberships).where(eq(memberships.userId, userId));
