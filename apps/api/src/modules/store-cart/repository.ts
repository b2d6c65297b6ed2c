import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { type StoredCartLine, storeCarts } from './tables.ts';

export type CartRow = typeof storeCarts.$inferSelect;

/** The cart with this id and token hash in the company, its row locked until the transaction ends. */
export async function lockCart(db: Db, companyId: string, cartId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(storeCarts)
    .where(and(eq(storeCarts.companyId, companyId), eq(storeCarts.id, cartId), eq(storeCarts.tokenHash, tokenHash)))
    .for('update');
  return row;
}

export async function findCart(db: Db, companyId: string, cartId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(storeCarts)
    .where(and(eq(storeCarts.companyId, companyId), eq(storeCarts.id, cartId), eq(storeCarts.tokenHash, tokenHash)));
  return row;
}

export async function insertCart(
  db: Db,
  values: {
    companyId: string;
    id: string;
    tokenHash: string;
    lines: StoredCartLine[];
    insurance: boolean;
    expiresAt: Date;
  },
) {
  await db.insert(storeCarts).values(values);
}

export async function updateCart(
  db: Db,
  companyId: string,
  cartId: string,
  cart: { lines: StoredCartLine[]; insurance: boolean },
  expiresAt: Date,
) {
  await db
    .update(storeCarts)
    .set({ ...cart, expiresAt, updatedAt: sql`now()` })
    .where(and(eq(storeCarts.companyId, companyId), eq(storeCarts.id, cartId)));
}

export async function deleteCart(db: Db, companyId: string, cartId: string) {
  const [row] = await db
    .delete(storeCarts)
    .where(and(eq(storeCarts.companyId, companyId), eq(storeCarts.id, cartId)))
    .returning();
  return row;
}

export async function setCartExpiry(db: Db, companyId: string, cartId: string, expiresAt: Date) {
  await db
    .update(storeCarts)
    .set({ expiresAt, updatedAt: sql`now()` })
    .where(and(eq(storeCarts.companyId, companyId), eq(storeCarts.id, cartId)));
}

/** Carts whose hold ended by `now`, across companies, at most `limit`: deleted and answered. */
export async function deleteExpiredCarts(db: Db, now: Date, limit: number) {
  const expired = db
    .select({ companyId: storeCarts.companyId, id: storeCarts.id })
    .from(storeCarts)
    .where(lte(storeCarts.expiresAt, now))
    .limit(limit);
  return db
    .delete(storeCarts)
    .where(and(sql`(${storeCarts.companyId}, ${storeCarts.id}) in (${expired})`, lte(storeCarts.expiresAt, now)))
    .returning({ companyId: storeCarts.companyId, id: storeCarts.id });
}
