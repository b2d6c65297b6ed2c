import type { StoreShopView } from '@hirebase/shared/store-pages';
import { CartPanel } from '../cart/CartPanel.tsx';
import { CART_ISLAND } from '../cart/island-ids.ts';
import { useWords } from '../words.tsx';

/** The cart's page: a light shell whose cart is read in the browser (the page stays the same for everyone). */
export function CartPage({ shop }: { shop: StoreShopView }) {
  const words = useWords();
  return (
    <>
      <h1>{words.cart.title}</h1>
      <div data-island={CART_ISLAND}>
        <CartPanel shop={shop} />
      </div>
    </>
  );
}
