import type { StoreShopView } from '@hirebase/shared/store-pages';
import { useWords } from '../words.tsx';
import { CHECKOUT_ISLAND } from './island-data.ts';

/**
 * The server's shell of the checkout and order pages: their content depends on the customer's cart or order link,
 * which only the browser holds, so the island renders it (mount.tsx) in place of this waiting line.
 */
export function CheckoutShell({ kind }: { shop: StoreShopView; kind: 'checkout' | 'order' }) {
  const words = useWords().checkout;
  return (
    <div data-island={CHECKOUT_ISLAND} className="checkout-page">
      <h1>{kind === 'checkout' ? words.title : words.order.pageTitle}</h1>
      <p aria-live="polite">{kind === 'checkout' ? words.loading : words.order.loading}</p>
    </div>
  );
}
