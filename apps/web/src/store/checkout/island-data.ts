import type { StorePageView, StoreShopView } from '@hirebase/shared/store-pages';
import type { StoreMessages } from '../../i18n/areas/store/fr.ts';

/** What the checkout and order pages embed for their island (the order's token is read from the address). */
export interface CheckoutIslandData {
  kind: 'checkout' | 'order';
  shop: StoreShopView;
  orderId: string | null;
  words: StoreMessages;
}

export const CHECKOUT_DATA_ID = 'store-checkout';
export const CHECKOUT_ISLAND = 'checkout';

export function checkoutIslandData(view: StorePageView, words: StoreMessages): CheckoutIslandData | null {
  const { shop, page } = view;
  if (!shop) return null;
  if (page.kind === 'checkout') return { kind: 'checkout', shop, orderId: null, words };
  if (page.kind === 'order') return { kind: 'order', shop, orderId: page.orderId, words };
  return null;
}
