import type { Static } from 'typebox';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { holdTimed, releaseTimedHolds } from '../availability/index.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { insuranceModeOf } from '../insurance/index.ts';
import { cartView } from './cart-view.ts';
import { lockCartByToken, releaseCart } from './checkout-access.ts';
import { resolveLines } from './lines.ts';
import * as repo from './repository.ts';
import type { SaveCartBody } from './schemas.ts';
import { storeCompany } from './store-company.ts';
import type { StoredCartLine } from './tables.ts';
import { hashCartToken, newCartToken, readCartToken } from './token.ts';

const MINUTE = 60_000;

/**
 * POST /online-store/cart: creates the customer's cart in the store (or replaces the lines of the cart its token
 * names) and holds its products until the hold time is over, counted from now. In one transaction, under the cart's
 * row lock and the products' stock locks: the cart's former holds are released, then every line's products are
 * checked and held; a product short of stock answers 409 `notAvailable` naming it, and the cart stays as it was.
 * A token of another store's cart is ignored: a new cart is made for this store. A cart whose hold ran out is held
 * again when its products are still free; when they are not, 409 `cartExpired` says when the hold ended and names
 * the products taken meanwhile.
 */
export async function saveCart(ctx: Ctx, body: Static<typeof SaveCartBody>, token: string | undefined) {
  const company = await storeCompany(ctx, body.slug);
  const now = ctx.now.getTime();
  const settings = await settingsForRequest(ctx, company.id);
  const resolved = await resolveLines(ctx.db, company.id, body.lines, { timeZone: company.timezone, settings }, now);
  const lines: StoredCartLine[] = resolved.map(({ name: _name, startMs: _start, endMs: _end, ...line }) => line);
  const demands = resolved.flatMap((line) =>
    line.holds.map((h) => ({ productId: h.productId, quantity: h.quantity, start: line.startMs, end: line.endMs })),
  );
  const expiresAt = now + ctx.deps.config.cartHoldMinutes * MINUTE;
  // priced before anything is held: lines the shop cannot price are refused without taking the stock's locks
  const insurance = body.insurance ?? false;
  if (insurance && insuranceModeOf(settings) === 'off') {
    throw badRequest('insurance', 'This shop offers no rental insurance', { reason: 'insuranceOff' });
  }
  const view = await cartView(ctx, company, { lines, insurance, expiresAt: new Date(expiresAt) });
  const named = readCartToken(token);
  const created = await inTransaction(ctx, async (tx) => {
    const mine = named?.companyId === company.id ? named : undefined;
    const found = mine && (await repo.lockCart(tx.db, company.id, mine.cartId, hashCartToken(token!)));
    let created: string | undefined;
    let cartId: string;
    if (found) {
      cartId = found.id;
      await releaseTimedHolds(tx.db, company.id, cartId);
      await repo.updateCart(tx.db, company.id, cartId, { lines, insurance }, new Date(expiresAt));
    } else {
      cartId = newId(now);
      created = newCartToken(company.id, cartId);
      await repo.insertCart(tx.db, {
        companyId: company.id,
        id: cartId,
        tokenHash: hashCartToken(created),
        lines,
        insurance,
        expiresAt: new Date(expiresAt),
      });
    }
    const expiredAt = found && found.expiresAt.getTime() <= now ? found.expiresAt : undefined;
    await holdTimed(tx.db, company.id, { ownerId: cartId, demands, expiresAt, now }).catch((error: unknown) => {
      throw expiredAt ? expiredAndTaken(error, expiredAt) : error;
    });
    return created;
  });
  return { token: created, cart: view };
}

/** 409 `cartExpired`: when the hold ended, and the lines to send again to hold them anew. */
function cartExpired(expiredAt: Date, lines: StoredCartLine[]) {
  return conflict('cartExpired', `The cart's hold ran out at ${expiredAt.toISOString()}: save the cart again`, {
    expiredAt: expiredAt.toISOString(),
    lines: lines.map(({ kind, id, quantity, start, end, selections }) => ({
      kind,
      id,
      quantity,
      start,
      end,
      selections,
    })),
  });
}

/** A refused hold of an expired cart, told as such: the products taken meanwhile stay named in `conflicts`. */
function expiredAndTaken(error: unknown, expiredAt: Date) {
  if (!(error instanceof AppError) || error.code !== 'notAvailable') return error;
  const taken = error.details?.conflicts as { name: string | null; productId: string }[];
  const names = taken.map((c) => c.name ?? c.productId).join(', ');
  return conflict(
    'cartExpired',
    `The cart's hold ran out at ${expiredAt.toISOString()} and meanwhile ${names} was taken`,
    { expiredAt: expiredAt.toISOString(), conflicts: taken },
  );
}

/**
 * The cart a token names in this store while its hold lasts; once it ran out, 409 `cartExpired` while the cart is
 * kept (see the expiry job); else 404 (another store's token, an unknown one, an emptied cart).
 */
export async function readCart(ctx: Ctx, slug: string, token: string | undefined) {
  const company = await storeCompany(ctx, slug);
  const named = readCartToken(token);
  const cart =
    named?.companyId === company.id
      ? await repo.findCart(ctx.db, company.id, named.cartId, hashCartToken(token!))
      : undefined;
  if (!cart) throw notFound('cart');
  if (cart.expiresAt.getTime() <= ctx.now.getTime()) throw cartExpired(cart.expiresAt, cart.lines);
  return cartView(ctx, company, cart);
}

/** DELETE /online-store/checkout: empties the cart the token names and releases its holds at once; else 404. */
export async function emptyCart(ctx: Ctx, token: string | undefined) {
  return inTransaction(ctx, async (tx) => releaseCart(tx.db, await lockCartByToken(tx.db, token, ctx.now)));
}
