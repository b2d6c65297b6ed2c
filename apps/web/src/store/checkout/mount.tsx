import { createRoot } from 'react-dom/client';
import { adoptFragmentToken } from '../widget/cart-token.ts';
import { WordsProvider } from '../words.tsx';
import './checkout.css';
import { CheckoutIsland } from './CheckoutIsland.tsx';
import { CHECKOUT_DATA_ID, type CheckoutIslandData } from './island-data.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';

/** Renders the checkout or order page's content in the browser, from the data the page embeds. */
export function mountCheckout(element: HTMLElement, navigate = (url: string) => window.location.assign(url)): void {
  const json = document.getElementById(CHECKOUT_DATA_ID)?.textContent;
  if (!json) return;
  const data = JSON.parse(json) as CheckoutIslandData;
  adoptFragmentToken();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  createRoot(element).render(
    <WordsProvider words={data.words}>
      {data.kind === 'checkout' ? (
        <CheckoutIsland shop={data.shop} navigate={navigate} />
      ) : (
        <OrderConfirmation shop={data.shop} orderId={data.orderId ?? ''} token={token} />
      )}
    </WordsProvider>,
  );
}
