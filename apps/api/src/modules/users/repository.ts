import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const findUserById = async (db: Db, id: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
  )[0];

export const findUserByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)))
  )[0];

/** Also finds soft-deleted users: an email stays taken until the account is purged. */
export const emailTaken = async (db: Db, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  ).length > 0;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export const userSearchCondition = (search: string) => {
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.email, like),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
  );
};
