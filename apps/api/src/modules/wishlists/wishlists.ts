import type { Static } from 'typebox';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './repository.ts';
import {
  type CreateWishlistBody,
  MAX_PRODUCTS,
  MAX_WISHLISTS,
  type UNAVAILABLE_REASONS,
  type UpdateWishlistBody,
} from './schemas.ts';

type ProductRef = repo.ProductRef;
type ProductFacts = Awaited<ReturnType<typeof repo.productsByRefs>>[number];

/** The marketplace customer of the session: wishlists are theirs alone. */
export function ownerOf(ctx: Ctx): string {
  if (ctx.actor.kind !== 'rentalPlaceUser') throw forbidden('Only a marketplace customer has wishlists');
  return ctx.actor.rentalPlaceUserId;
}

function cleanName(name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('name', 'The name of the list cannot be blank.');
  return trimmed;
}

const keyOf = (r: ProductRef) => `${r.companyId}/${r.productId}`;
const distinct = (refs: ProductRef[]) => [...new Map(refs.map((r) => [keyOf(r), r])).values()];

/** Why a shop's product cannot be booked now, or null when its store shows it. */
export function unavailableReason(p: Pick<ProductFacts, 'online' | 'deletedAt' | 'shopArchivedAt'>) {
  const reason: (typeof UNAVAILABLE_REASONS)[number] | null = p.shopArchivedAt
    ? 'SHOP_CLOSED'
    : p.deletedAt
      ? 'ARCHIVED'
      : p.online
        ? null
        : 'HIDDEN';
  return reason;
}

/** Products are put on a list from their store: one the store does not show is, to the customer, one that does not exist. */
async function checkShown(db: Db, refs: ProductRef[]) {
  const found = new Map((await repo.productsByRefs(db, refs)).map((p) => [keyOf(p), p]));
  for (const ref of refs) {
    const product = found.get(keyOf(ref));
    if (!product || unavailableReason(product)) throw notFound('product', ref.productId);
  }
}

export async function wishlistView(db: Db, row: repo.WishlistRow) {
  const items = await repo.itemsOf(db, row.id);
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    products: items.map((item) => {
      const reason = unavailableReason(item);
      return {
        companyId: item.companyId,
        productId: item.productId,
        name: item.name,
        shopName: item.shopName,
        shopSlug: item.shopSlug,
        available: reason === null,
        unavailableReason: reason,
        addedAt: item.addedAt.toISOString(),
      };
    }),
  };
}

async function ownWishlist(db: Db, owner: string, id: string) {
  const row = await repo.findWishlist(db, owner, id);
  if (!row) throw notFound('wishlist', id);
  return row;
}

async function checkNameFree(db: Db, owner: string, name: string, exceptId?: string) {
  if (await repo.nameTaken(db, owner, name, exceptId)) {
    throw conflict('alreadyExists', 'You already have a list with this name', { field: 'name' });
  }
}

/** GET /wishlist/{wishlistId} */
export async function getWishlist(ctx: Ctx, id: string) {
  return wishlistView(ctx.db, await ownWishlist(ctx.db, ownerOf(ctx), id));
}

/** POST /wishlist: a new list, with products shown in their stores. */
export async function createWishlist(ctx: Ctx, body: Static<typeof CreateWishlistBody>) {
  const owner = ownerOf(ctx);
  const name = cleanName(body.name);
  const refs = distinct(body.products ?? []);
  return inTransaction(ctx, async (tx) => {
    await repo.lockOwner(tx.db, owner);
    if ((await repo.countWishlists(tx.db, owner)) >= MAX_WISHLISTS) {
      throw conflict('tooManyWishlists', `You can keep ${MAX_WISHLISTS} wishlists at most`, { max: MAX_WISHLISTS });
    }
    await checkNameFree(tx.db, owner, name);
    await checkShown(tx.db, refs);
    const row = await repo.insertWishlist(tx.db, {
      id: newId(ctx.now.getTime()),
      rentalPlaceUserId: owner,
      name,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await repo.addItems(tx.db, row.id, refs, ctx.now);
    return wishlistView(tx.db, row);
  });
}

/**
 * PUT /wishlist: renames a list and adds or takes off products. A product already on the list stays as it is (even
 * when its store no longer shows it); a new one must be shown in its store.
 */
export async function updateWishlist(ctx: Ctx, body: Static<typeof UpdateWishlistBody>) {
  const owner = ownerOf(ctx);
  const name = body.name === undefined ? undefined : cleanName(body.name);
  const add = distinct(body.add ?? []);
  const remove = distinct(body.remove ?? []);
  const removing = new Set(remove.map(keyOf));
  if (add.some((r) => removing.has(keyOf(r)))) {
    throw badRequest('remove', 'A product cannot be both added to and taken off the list.');
  }
  return inTransaction(ctx, async (tx) => {
    await repo.lockOwner(tx.db, owner);
    const row = await ownWishlist(tx.db, owner, body.id);
    if (name !== undefined) await checkNameFree(tx.db, owner, name, row.id);
    const onList = new Set((await repo.itemKeys(tx.db, row.id)).map(keyOf));
    const added = add.filter((r) => !onList.has(keyOf(r)));
    await checkShown(tx.db, added);
    const kept = [...onList].filter((key) => !removing.has(key)).length;
    if (kept + added.length > MAX_PRODUCTS) {
      throw conflict('wishlistFull', `A wishlist holds ${MAX_PRODUCTS} products at most`, { max: MAX_PRODUCTS });
    }
    await repo.removeItems(tx.db, row.id, remove);
    await repo.addItems(tx.db, row.id, added, ctx.now);
    const updated = await repo.updateWishlist(tx.db, row.id, { ...(name ? { name } : {}), updatedAt: ctx.now });
    return wishlistView(tx.db, updated);
  });
}

/** DELETE /wishlist/{wishlistId}: the list and its products (not the products of the shops). */
export async function deleteWishlist(ctx: Ctx, id: string) {
  const owner = ownerOf(ctx);
  return inTransaction(ctx, async (tx) => {
    await repo.lockOwner(tx.db, owner);
    await ownWishlist(tx.db, owner, id);
    await repo.deleteWishlist(tx.db, id);
    return { ok: true as const };
  });
}
