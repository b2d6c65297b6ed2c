import { publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { CART_KEPT_DAYS } from './expiry-job.ts';
import { emptyCart, readCart, saveCart } from './save-cart.ts';
import { CartParams, CartView, EmptiedCart, SaveCartBody, SavedCart } from './schemas.ts';
import { CART_COOKIE, cartTokenOf } from './token.ts';

/**
 * Saves of carts by one client: a cart holds stock that no one else may take, so a client (a script) may not keep
 * re-holding a shop's whole stock. A customer changing their cart now and then stays far below.
 */
export const CART_SAVES_PER_CLIENT = { bucket: 'storeCartSave', max: 60, windowMs: 15 * 60_000 };

/** A week: the cookie outlives a hold so that a customer back later finds (or replaces) the same cart. */
const COOKIE_SECONDS = CART_KEPT_DAYS * 24 * 3600;

/** The online store's cart: its products are held for the customer while they check out. */
export const storeCartRoutes = [
  route({
    method: 'POST',
    url: '/online-store/cart',
    operationId: 'saveOnlineStoreCart',
    summary:
      "Creates the customer's cart in a store, or replaces the lines of the cart its token names (`x-cart-token` " +
      'header or `hb_cart` cookie), and holds their products for the hold time from now; 409 `notAvailable` names ' +
      'a product another customer or the counter took',
    access: publicAccess,
    perClient: CART_SAVES_PER_CLIENT,
    errors: ['notFound', 'notAvailable', 'shopClosed', 'cartExpired'],
    schema: { body: SaveCartBody, response: { 200: SavedCart } },
    handler: async (ctx, { body, http }) => {
      const saved = await saveCart(ctx, body, cartTokenOf(http));
      if (saved.token) http.setCookie(CART_COOKIE, saved.token, COOKIE_SECONDS);
      http.header('cache-control', 'private, no-store');
      return saved;
    },
  }),
  route({
    method: 'GET',
    url: '/online-store/cart/:slug',
    operationId: 'getOnlineStoreCart',
    summary:
      "The customer's cart in this store (from its token): lines priced now, total, deposit and the hold's end; once " +
      'the hold ran out, 409 `cartExpired` with `expiredAt` and the lines to save again',
    access: publicAccess,
    errors: ['notFound', 'cartExpired'],
    schema: { params: CartParams, response: { 200: CartView } },
    handler: async (ctx, { params, http }) => {
      http.header('cache-control', 'private, no-store');
      return readCart(ctx, params.slug, cartTokenOf(http));
    },
  }),
  route({
    method: 'DELETE',
    url: '/online-store/checkout',
    operationId: 'emptyOnlineStoreCart',
    summary: 'Empties the cart the token names and releases its holds at once',
    access: publicAccess,
    errors: ['notFound'],
    schema: { response: { 200: EmptiedCart } },
    handler: async (ctx, { http }) => {
      const emptied = await emptyCart(ctx, cartTokenOf(http));
      http.clearCookie(CART_COOKIE);
      return emptied;
    },
  }),
];
