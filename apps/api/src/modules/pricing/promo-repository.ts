import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { newId } from '../../platform/ids.ts';
import { promoCodes, promoCodeUses } from './tables.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = Omit<PromoCodeRow, 'createdAt' | 'updatedAt' | 'deletedAt'>;

// Written out: inside a select from promo_codes, Drizzle would leave the outer column unqualified.
const usedCount = sql<number>`(select count(*)::int from promo_code_uses u where u.promo_code_id = "promo_codes"."id")`;

/** Live codes of a company (companyId) or of the platform (null), with how often each was used. */
export const promoCodesOf = (db: Db, companyId: string | null) =>
  db
    .select({ promo: promoCodes, usedCount })
    .from(promoCodes)
    .where(
      and(companyId ? eq(promoCodes.companyId, companyId) : isNull(promoCodes.companyId), isNull(promoCodes.deletedAt)),
    )
    .orderBy(asc(promoCodes.code));

/** A live code by id, within a company (companyId) or among platform codes (null). */
export const findPromoCode = async (db: Db, companyId: string | null, id: string) =>
  (
    await db
      .select({ promo: promoCodes, usedCount })
      .from(promoCodes)
      .where(
        and(
          companyId ? eq(promoCodes.companyId, companyId) : isNull(promoCodes.companyId),
          eq(promoCodes.id, id),
          isNull(promoCodes.deletedAt),
        ),
      )
  )[0];

/** The live code a customer of `companyId` typed: the company's own first, else a platform code. */
export const findPromoByCode = async (db: Db, companyId: string, code: string) =>
  (
    await db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.code, code),
          isNull(promoCodes.deletedAt),
          sql`(${promoCodes.companyId} = ${companyId} or ${promoCodes.companyId} is null)`,
        ),
      )
      .orderBy(sql`${promoCodes.companyId} nulls last`)
      .limit(1)
  )[0];

export const codeTaken = async (db: Db, companyId: string | null, code: string, exceptId?: string) =>
  (
    await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(
        and(
          companyId ? eq(promoCodes.companyId, companyId) : isNull(promoCodes.companyId),
          eq(promoCodes.code, code),
          isNull(promoCodes.deletedAt),
          exceptId ? sql`${promoCodes.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1)
  ).length > 0;

export async function insertPromoCode(db: Db, row: NewPromoCode, now: Date) {
  const [saved] = await db
    .insert(promoCodes)
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning();
  return saved;
}

export async function updatePromoCode(db: Db, row: NewPromoCode, now: Date) {
  const { id, companyId, ...changes } = row;
  const [saved] = await db
    .update(promoCodes)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(promoCodes.id, id),
        companyId ? eq(promoCodes.companyId, companyId) : isNull(promoCodes.companyId),
        isNull(promoCodes.deletedAt),
      ),
    )
    .returning();
  return saved;
}

export const softDeletePromoCode = async (db: Db, companyId: string | null, id: string, at: Date) =>
  (
    await db
      .update(promoCodes)
      .set({ deletedAt: at, updatedAt: at })
      .where(
        and(
          eq(promoCodes.id, id),
          companyId ? eq(promoCodes.companyId, companyId) : isNull(promoCodes.companyId),
          isNull(promoCodes.deletedAt),
        ),
      )
      .returning({ id: promoCodes.id })
  ).length > 0;

/** Locks a code's row until the end of the transaction (uses are counted and deletes checked under it). */
export const lockPromoCode = async (db: Db, id: string) =>
  (await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update'))[0];

/** Uses of a code other than by this order. */
export async function usesOtherThan(db: Db, promoCodeId: string, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeUses)
    .where(
      and(eq(promoCodeUses.promoCodeId, promoCodeId), sql`${promoCodeUses.orderId} is distinct from ${orderId}::uuid`),
    );
  return row.n;
}

/** Uses of a code everywhere, and by one marketplace customer. */
export async function promoUseCounts(db: Db, promoCodeId: string, rentalPlaceUserId?: string) {
  const [row] = await db
    .select({
      total: count(),
      byCustomer: rentalPlaceUserId
        ? sql<number>`count(*) filter (where ${promoCodeUses.rentalPlaceUserId} = ${rentalPlaceUserId})::int`
        : sql<number>`0`,
    })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.promoCodeId, promoCodeId));
  return { total: row.total, byCustomer: Number(row.byCustomer) };
}

export interface NewPromoUse {
  companyId: string;
  promoCodeId: string;
  orderId?: string | null;
  rentalPlaceUserId?: string | null;
  discountCents?: number;
  at: Date;
}

/** Records a use; an order already recorded for this code is not counted twice. */
export async function insertPromoUse(db: Db, use: NewPromoUse) {
  const [row] = await db
    .insert(promoCodeUses)
    .values({
      companyId: use.companyId,
      id: newId(use.at.getTime()),
      promoCodeId: use.promoCodeId,
      orderId: use.orderId ?? null,
      rentalPlaceUserId: use.rentalPlaceUserId ?? null,
      discountCents: use.discountCents ?? 0,
      at: use.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Forgets the promo code uses of an order (all of them, or all but `keepPromoCodeId`'s) in the caller's transaction. */
export async function releasePromoUses(db: Db, companyId: string, orderId: string, keepPromoCodeId?: string) {
  await db
    .delete(promoCodeUses)
    .where(
      and(
        eq(promoCodeUses.companyId, companyId),
        eq(promoCodeUses.orderId, orderId),
        keepPromoCodeId ? ne(promoCodeUses.promoCodeId, keepPromoCodeId) : undefined,
      ),
    );
}
