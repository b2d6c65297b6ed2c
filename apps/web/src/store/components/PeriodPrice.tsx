import type { StoreProductView, StoreShopView } from '@hirebase/shared/store-pages';
import { useEffect, useState } from 'react';
import { fetchPeriodPrice } from '../price-call.ts';
import { fill, money, useWords } from '../words.tsx';

/** `YYYY-MM-DD` of an instant in the shop's time zone (the same on the server and in the browser). */
export const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

type State = { kind: 'shown'; totalCents: number } | { kind: 'computing' } | { kind: 'failed' } | { kind: 'invalid' };

interface Props {
  shop: StoreShopView;
  product: StoreProductView;
  /** Days the customer changed in the server's HTML before this part was hydrated. */
  typed?: { start?: string; end?: string };
}

/**
 * The price for the dates the customer picks: starts with the server's price for the default day, asks the store's
 * price call when the dates change.
 */
export function PeriodPrice({ shop, product, typed }: Props) {
  const words = useWords();
  // not useId: the island is hydrated alone, where React's ids would differ from the whole page's on the server
  const id = `price-${product.id}`;
  const initial = product.price;
  const defaultDay = initial ? dayIn(initial.start, shop.timezone) : '';
  const [startDay, setStartDay] = useState(typed?.start ?? defaultDay);
  const [endDay, setEndDay] = useState(typed?.end ?? defaultDay);
  const [state, setState] = useState<State>(
    initial ? { kind: 'shown', totalCents: initial.totalCents } : { kind: 'failed' },
  );
  const [changed, setChanged] = useState(startDay !== defaultDay || endDay !== defaultDay);

  useEffect(() => {
    if (!changed) return;
    if (!startDay || !endDay || endDay < startDay) {
      setState({ kind: 'invalid' });
      return;
    }
    const abort = new AbortController();
    setState({ kind: 'computing' });
    fetchPeriodPrice(shop.companyId, product.id, startDay, endDay, abort.signal).then(
      (price) => setState(price ? { kind: 'shown', totalCents: price.totalCents } : { kind: 'failed' }),
      () => !abort.signal.aborted && setState({ kind: 'failed' }),
    );
    return () => abort.abort();
  }, [changed, startDay, endDay, shop.companyId, product.id]);

  if (!initial) return <p className="price">{words.product.priceOnRequest}</p>;
  const format = (cents: number) => money(cents, shop.currency, shop.language);
  return (
    <section className="period-price" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.product.priceFor}</h2>
      <div className="dates">
        <label htmlFor={`${id}-start`}>{words.product.start}</label>
        <input
          id={`${id}-start`}
          name="start"
          type="date"
          value={startDay}
          onChange={(e) => {
            setStartDay(e.target.value);
            if (endDay < e.target.value) setEndDay(e.target.value);
            setChanged(true);
          }}
        />
        <label htmlFor={`${id}-end`}>{words.product.end}</label>
        <input
          id={`${id}-end`}
          name="end"
          type="date"
          value={endDay}
          min={startDay}
          onChange={(e) => {
            setEndDay(e.target.value);
            setChanged(true);
          }}
        />
      </div>
      <p className="price" aria-live="polite">
        {state.kind === 'shown' && fill(words.product.total, { price: format(state.totalCents) })}
        {state.kind === 'computing' && words.product.computing}
        {state.kind === 'failed' && words.product.unavailablePrice}
        {state.kind === 'invalid' && words.product.endBeforeStart}
      </p>
      {initial.depositCents > 0 && (
        <p className="deposit">{fill(words.product.deposit, { price: format(initial.depositCents) })}</p>
      )}
    </section>
  );
}
