import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors.ts';
import { extendTimedHolds, releaseTimedHolds, timedHoldsOf } from '../availability/index.ts';
import * as repo from './repository.ts';
import type { StoredCartLine } from './tables.ts';
import { hashCartToken, readCartToken } from './token.ts';

/** A cart as the checkout reads it, locked for the rest of the caller's transaction. */
export interface LockedCart {
  companyId: string;
  id: string;
  lines: StoredCartLine[];
  /** The customer took the shop's rental insurance. */
  insurance: boolean;
  expiresAt: Date;
  /** The hold is over (the products may have gone to someone else): the cart must be sent again. */
  expired: boolean;
  /** What the cart holds in the stock now (none once expired and cleaned). */
  holds: { productId: string; quantity: number; start: number; end: number }[];
}

/**
 * The cart a token names, its row locked until the caller's transaction ends (two checkouts of one cart queue), in
 * the store of `companyId` when given; 404 otherwise. Lock order: the cart, then the products' stock locks.
 */
export async function lockCartByToken(
  db: Db,
  token: string | undefined,
  now: Date,
  companyId?: string,
): Promise<LockedCart> {
  const named = readCartToken(token);
  if (!named || (companyId && named.companyId !== companyId)) throw notFound('cart');
  const cart = await repo.lockCart(db, named.companyId, named.cartId, hashCartToken(token!));
  if (!cart) throw notFound('cart');
  const holds = await timedHoldsOf(db, cart.companyId, [cart.id]);
  return {
    companyId: cart.companyId,
    id: cart.id,
    lines: cart.lines,
    insurance: cart.insurance,
    expiresAt: cart.expiresAt,
    expired: cart.expiresAt.getTime() <= now.getTime(),
    holds: holds.map(({ productId, quantity, start, end }) => ({ productId, quantity, start, end })),
  };
}

/**
 * Turns a locked cart into an order inside the caller's transaction: releases its holds and deletes it, answering
 * its lines for the caller to book in the same transaction (the order's own stock check, under the same product
 * locks, then finds the units the cart held free for it). Rolled back with the caller's transaction.
 */
export async function takeCartLines(db: Db, cart: Pick<LockedCart, 'companyId' | 'id'>) {
  await releaseTimedHolds(db, cart.companyId, cart.id);
  return (await repo.deleteCart(db, cart.companyId, cart.id))?.lines ?? [];
}

/** Releases a locked cart's holds and deletes it, in the caller's transaction (an abandoned checkout). */
export async function releaseCart(db: Db, cart: Pick<LockedCart, 'companyId' | 'id'>) {
  const released = await releaseTimedHolds(db, cart.companyId, cart.id);
  await repo.deleteCart(db, cart.companyId, cart.id);
  return { released };
}

/** Keeps a locked cart's holds until `until` (a card payment under way), in the caller's transaction. */
export async function extendCartHold(db: Db, cart: Pick<LockedCart, 'companyId' | 'id'>, until: Date) {
  await extendTimedHolds(db, cart.companyId, cart.id, until.getTime());
  await repo.setCartExpiry(db, cart.companyId, cart.id, until);
}
