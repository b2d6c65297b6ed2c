import type { StoreShopView } from '@hirebase/shared/store-pages';
import { fill, useWords } from '../words.tsx';
import type { CartLine, CartView } from './contract.ts';
import { amount, when } from './format.ts';

/** The lines of a cart or an order: name, quantity, period and price. */
export function Lines({ shop, lines, currency }: { shop: StoreShopView; lines: CartLine[]; currency?: string }) {
  const words = useWords().checkout;
  return (
    <ul className="lines">
      {lines.map((line) => (
        <li key={`${line.kind}-${line.id}-${line.start}-${line.end}`}>
          <span className="line-name">
            {line.name} <span className="quantity">{fill(words.summary.quantity, { quantity: line.quantity })}</span>
          </span>
          <span className="line-period">
            {fill(words.summary.period, { start: when(line.start, shop), end: when(line.end, shop) })}
          </span>
          <span className="line-price">{amount(line.total, shop, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Labelled amounts (total, deposit…), the ones at zero left out except the first. */
export function Totals({ rows }: { rows: { label: string; value: string; zero: boolean }[] }) {
  return (
    <dl className="totals">
      {rows
        .filter((row, index) => index === 0 || !row.zero)
        .map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The insurance the total holds, as a row of the totals (left out when not taken or inside the prices). */
export const insuranceRow = (cart: Pick<CartView, 'insurance'>, label: string, money: (amount: number) => string) => {
  const shown = !!cart.insurance?.chosen && cart.insurance.shown;
  return { label, value: money(shown ? cart.insurance!.amount : 0), zero: !shown };
};
