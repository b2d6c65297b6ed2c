/** Where the cart page embeds its island's data (read by cart/islands.tsx). */
export const CART_DATA_ID = 'store-cart';
export const BOOKING_ISLAND = 'booking';
export const CART_ISLAND = 'cart';
