import type { StorePage } from '@hirebase/shared/store-pages';

/*
 * The checkout and an order's confirmation are shells: what they show comes from the customer's cart (its cookie or
 * token) and the order link's token, which the browser reads from the checkout calls once the page is open.
 */
export const checkoutPage = (): StorePage => ({ kind: 'checkout' });

export const orderPage = (orderId: string): StorePage => ({ kind: 'order', orderId });
