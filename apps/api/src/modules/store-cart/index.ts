// The public entry of the store-cart module: what other modules may use.

export { cartView } from './cart-view.ts';
export type { LockedCart } from './checkout-access.ts';
export { extendCartHold, lockCartByToken, releaseCart, takeCartLines } from './checkout-access.ts';
export { cartExpiryJob } from './expiry-job.ts';
export { storeCartRoutes } from './routes.ts';
export { readCart } from './save-cart.ts';
export { CartView } from './schemas.ts';
export { cartTokenOf, hashCartToken } from './token.ts';
