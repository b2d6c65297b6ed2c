import type { StorePageView, StoreProductView, StoreShopView } from '@hirebase/shared/store-pages';
import type { StoreMessages } from '../i18n/areas/store/fr.ts';

/** What a store page renders from on the server: its view model and its words. */
export interface StoreData {
  view: StorePageView;
  words: StoreMessages;
}

/** What a page embeds for its interactive parts (islands): only what they show, and their words. */
export interface IslandData {
  shop: StoreShopView;
  product: StoreProductView;
  words: StoreMessages;
}

export const ISLAND_DATA_ID = 'store-islands';
export const PERIOD_PRICE_ISLAND = 'period-price';

/**
 * JSON that may sit inside a `<script>` element: `<`, `>` and `&` are escaped, so no text (a product named
 * `</script><script>…`) can end the element; JSON.parse reads the escapes back.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
