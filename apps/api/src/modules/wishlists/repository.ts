import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { productsView } from '../catalogue/index.ts';
import { companiesView } from '../companies/index.ts';
import { wishlistItems, wishlists } from './tables.ts';

export type WishlistRow = typeof wishlists.$inferSelect;
export interface ProductRef {
  companyId: string;
  productId: string;
}

/** Serialises, until the transaction ends, the writes of one customer's lists (their count, names and sizes). */
export async function lockOwner(db: Db, rentalPlaceUserId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wishlists:${rentalPlaceUserId}`}, 0))`);
}

export async function findWishlist(db: Db, rentalPlaceUserId: string, id: string) {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.rentalPlaceUserId, rentalPlaceUserId)));
  return row;
}

export async function countWishlists(db: Db, rentalPlaceUserId: string) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(wishlists)
    .where(eq(wishlists.rentalPlaceUserId, rentalPlaceUserId));
  return total;
}

/** Whether another of the customer's lists has this name, whatever its case. */
export async function nameTaken(db: Db, rentalPlaceUserId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.rentalPlaceUserId, rentalPlaceUserId),
        sql`lower(${wishlists.name}) = lower(${name})`,
        exceptId ? ne(wishlists.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertWishlist(db: Db, row: typeof wishlists.$inferInsert) {
  const [created] = await db.insert(wishlists).values(row).returning();
  return created;
}

export async function updateWishlist(db: Db, id: string, values: { name?: string; updatedAt: Date }) {
  const [updated] = await db.update(wishlists).set(values).where(eq(wishlists.id, id)).returning();
  return updated;
}

export async function deleteWishlist(db: Db, id: string) {
  // Items go with their list (on delete cascade), in every shop at once.
  await db.delete(wishlists).where(eq(wishlists.id, id));
}

const refCondition = (refs: ProductRef[]) =>
  or(...refs.map((r) => and(eq(wishlistItems.companyId, r.companyId), eq(wishlistItems.productId, r.productId))));

export async function addItems(db: Db, wishlistId: string, refs: ProductRef[], addedAt: Date) {
  if (refs.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(refs.map((r) => ({ ...r, wishlistId, addedAt })))
    .onConflictDoNothing();
}

export async function removeItems(db: Db, wishlistId: string, refs: ProductRef[]) {
  if (refs.length === 0) return 0;
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), refCondition(refs)))
    .returning({ productId: wishlistItems.productId });
  return removed.length;
}

export async function countItems(db: Db, wishlistIds: string[]) {
  if (wishlistIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ wishlistId: wishlistItems.wishlistId, total: count() })
    .from(wishlistItems)
    .where(inArray(wishlistItems.wishlistId, wishlistIds))
    .groupBy(wishlistItems.wishlistId);
  return new Map(rows.map((r) => [r.wishlistId, r.total]));
}

const productFacts = {
  companyId: productsView.companyId,
  productId: productsView.id,
  name: productsView.name,
  online: productsView.online,
  deletedAt: productsView.deletedAt,
  shopName: companiesView.name,
  shopSlug: companiesView.slug,
  shopArchivedAt: companiesView.archivedAt,
};

/** The products of a list with what their shops show of them now, latest added first. */
export function itemsOf(db: Db, wishlistId: string) {
  return db
    .select({ ...productFacts, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(
      productsView,
      and(eq(productsView.companyId, wishlistItems.companyId), eq(productsView.id, wishlistItems.productId)),
    )
    .innerJoin(companiesView, eq(companiesView.id, wishlistItems.companyId))
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(desc(wishlistItems.addedAt), wishlistItems.companyId, wishlistItems.productId);
}

/** The products named, as their shops have them (missing ones are not returned). */
export function productsByRefs(db: Db, refs: ProductRef[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .select(productFacts)
    .from(productsView)
    .innerJoin(companiesView, eq(companiesView.id, productsView.companyId))
    .where(or(...refs.map((r) => and(eq(productsView.companyId, r.companyId), eq(productsView.id, r.productId)))));
}

/** Which products a list holds. */
export function itemKeys(db: Db, wishlistId: string): Promise<ProductRef[]> {
  return db
    .select({ companyId: wishlistItems.companyId, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId));
}
