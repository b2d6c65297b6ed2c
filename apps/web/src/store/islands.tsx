import { hydrateRoot } from 'react-dom/client';
import { hydrateCartIslands } from './cart/islands.tsx';
import { PeriodPrice } from './components/PeriodPrice.tsx';
import { ISLAND_DATA_ID, type IslandData, PERIOD_PRICE_ISLAND } from './data.ts';
import { WordsProvider } from './words.tsx';

/** The value the customer may already have typed in a field of the server's HTML before React took it over. */
const typed = (root: Element, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** Hydrates the page's islands from the data it embeds. */
export function hydrateIslands(): void {
  hydrateCartIslands();
  const json = document.getElementById(ISLAND_DATA_ID)?.textContent;
  const element = document.querySelector(`[data-island="${PERIOD_PRICE_ISLAND}"]`);
  if (!json || !element) return;
  const data = JSON.parse(json) as IslandData;
  hydrateRoot(
    element,
    <WordsProvider words={data.words}>
      <PeriodPrice
        shop={data.shop}
        product={data.product}
        typed={{ start: typed(element, 'start'), end: typed(element, 'end') }}
      />
    </WordsProvider>,
  );
}
