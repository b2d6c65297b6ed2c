import type { StoreShopView } from '@hirebase/shared/store-pages';
import { hydrateRoot } from 'react-dom/client';
import type { StoreMessages } from '../../i18n/areas/store/fr.ts';
import { ISLAND_DATA_ID, type IslandData } from '../data.ts';
import { WordsProvider } from '../words.tsx';
import { BookingForm } from './BookingForm.tsx';
import { CartPanel } from './CartPanel.tsx';
import { BOOKING_ISLAND, CART_DATA_ID } from './island-ids.ts';

/** What the cart's page embeds for its island: the shop and its words, nothing of any customer's cart. */
export interface CartIslandData {
  shop: StoreShopView;
  words: StoreMessages;
}

/** Hydrates a product page's booking form and the cart page's cart, from the data their page embeds. */
export function hydrateCartIslands(): void {
  const cart = document.querySelector('[data-island="cart"]');
  const cartJson = document.getElementById(CART_DATA_ID)?.textContent;
  if (cart && cartJson) {
    const data = JSON.parse(cartJson) as CartIslandData;
    hydrateRoot(
      cart,
      <WordsProvider words={data.words}>
        <CartPanel shop={data.shop} />
      </WordsProvider>,
    );
  }
  const booking = document.querySelector(`[data-island="${BOOKING_ISLAND}"]`);
  const json = document.getElementById(ISLAND_DATA_ID)?.textContent;
  if (booking && json) {
    const data = JSON.parse(json) as IslandData;
    if (!data.product.booking) return;
    hydrateRoot(
      booking,
      <WordsProvider words={data.words}>
        <BookingForm shop={data.shop} product={data.product} booking={data.product.booking} />
      </WordsProvider>,
    );
  }
}
