import type { Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import { surveysOf } from '../states-surveys/index.ts';
import type { LockedCart } from '../store-cart/index.ts';
import { surveyQuestions } from './checkout-inputs.ts';

/** The items a cart names and the products it holds (a pack's products): what the product surveys ask about. */
export const cartItemIds = (cart: Pick<LockedCart, 'lines'>) =>
  new Set(
    cart.lines.flatMap((l) => [l.id, ...l.holds.map((h) => h.productId), ...l.selections.map((s) => s.productId)]),
  );

/** The survey questions the products of a cart ask. */
export const questionsOfCart = async (db: Db, cart: Pick<LockedCart, 'companyId' | 'lines'>) =>
  surveyQuestions(await surveysOf(db, cart.companyId), cartItemIds(cart));

/** A cart whose hold is over cannot be checked out: its products may be someone else's by now. */
export function requireLiveCart(cart: LockedCart) {
  if (cart.expired) {
    throw conflict('cartExpired', 'The time to check out this cart is over: save it again', {
      expiredAt: cart.expiresAt.toISOString(),
    });
  }
  return cart;
}
