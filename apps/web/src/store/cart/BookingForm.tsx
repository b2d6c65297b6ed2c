import {
  packDepositCents,
  type StoreBookingView,
  storeCartPath,
  withinDepositCeiling,
} from '@hirebase/shared/store-booking';
import type { StoreProductView, StoreShopView } from '@hirebase/shared/store-pages';
import { useEffect, useState } from 'react';
import { dayIn } from '../components/PeriodPrice.tsx';
import { fill, money, useWords } from '../words.tsx';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import { addToCart } from './add-to-cart.ts';
import { type PackChoice, PackOptions, ServiceOptions } from './BookingOptions.tsx';
import { type CalendarDay, type CartRefusal, fetchCalendar, fetchItemPrice, fetchMaximum } from './calls.ts';
import { choiceText, lastDayOf, monthOf, openTimes } from './days.ts';
import { OtherPeriod, splitBound } from './OtherPeriod.tsx';
import { RefusalText } from './RefusalText.tsx';

/** Most units one line offers to choose. */
const MAX_CHOICE = 20;
const FALLBACK_TIMES = Array.from(
  { length: 25 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

type Price = { kind: 'shown'; cents: number; depositCents: number } | { kind: 'computing' } | { kind: 'failed' };
type Adding =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; minutes: number }
  | { kind: 'refused'; refusal: CartRefusal };

interface Props {
  shop: StoreShopView;
  product: StoreProductView;
  booking: StoreBookingView;
}

/**
 * Booking a product from its page: days on a calendar of availability (and times when it rents by the hour), the
 * quantity up to what is free, the product alone or one of its packs, services, then its price and "Add to cart".
 */
export function BookingForm({ shop, product, booking }: Props) {
  const words = useWords();
  const id = `booking-${product.id}`;
  const initialDay = product.price ? dayIn(product.price.start, shop.timezone) : null;
  const [focused, setFocused] = useState(initialDay ?? booking.today);
  const [start, setStart] = useState<string | null>(initialDay);
  const [end, setEnd] = useState<string | null>(initialDay);
  const [choosingEnd, setChoosingEnd] = useState(false);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [endTime, setEndTime] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [pack, setPack] = useState<PackChoice | null>(null);
  const [services, setServices] = useState<ReadonlySet<string>>(new Set());
  const [insured, setInsured] = useState(false);
  const [days, setDays] = useState<ReadonlyMap<string, CalendarDay>>(new Map());
  const [calendarState, setCalendarState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [maximum, setMaximum] = useState<number | null>(null);
  const [price, setPrice] = useState<Price | null>(
    product.price ? { kind: 'shown', cents: product.price.totalCents, depositCents: product.price.depositCents } : null,
  );
  const [adding, setAdding] = useState<Adding>({ kind: 'idle' });
  const [changed, setChanged] = useState(false);
  const month = monthOf(focused);

  const startTimes = start && booking.byTheHour ? withFallback(openTimes(shop.openingHours, start)) : [];
  const endTimes =
    end && booking.byTheHour
      ? withFallback(openTimes(shop.openingHours, end)).filter((t) => end !== start || !startTime || t > startTime)
      : [];
  const chosenStartTime = booking.byTheHour
    ? startTime && startTimes.includes(startTime)
      ? startTime
      : (startTimes[0] ?? null)
    : null;
  const chosenEndTime = booking.byTheHour
    ? endTime && endTimes.includes(endTime)
      ? endTime
      : (endTimes.at(-1) ?? null)
    : null;
  const complete = !!start && !!end && !choosingEnd && (!booking.byTheHour || (!!chosenStartTime && !!chosenEndTime));
  const startValue = start && (chosenStartTime ? `${start}T${chosenStartTime}` : start);
  const endValue = end && (chosenEndTime ? `${end}T${chosenEndTime}` : end);

  // the month's availability, read once the page is in use (never on the server)
  useEffect(() => {
    const first = `${month}-01` < booking.today ? booking.today : `${month}-01`;
    if (days.has(first)) return;
    const abort = new AbortController();
    setCalendarState('loading');
    fetchCalendar(shop.slug, product.id, first, lastDayOf(month), abort.signal).then(
      (read) => {
        if (!read) return setCalendarState('failed');
        setDays((known) => new Map([...known, ...read.map((d) => [d.day, d] as const)]));
        setCalendarState('idle');
      },
      () => !abort.signal.aborted && setCalendarState('failed'),
    );
    return () => abort.abort();
  }, [month, booking.today, shop.slug, product.id, days]);

  // the most units free and the price, for the chosen period
  useEffect(() => {
    if (!complete || !startValue || !endValue || !changed) return;
    const abort = new AbortController();
    setMaximum(null);
    setPrice({ kind: 'computing' });
    fetchMaximum(shop.slug, product.id, startValue, endValue, abort.signal).then(setMaximum, () => undefined);
    const [itemType, itemId] = pack ? (['pack', pack.id] as const) : (['product', product.id] as const);
    fetchItemPrice(shop.companyId, itemType, itemId, startValue, endValue, abort.signal).then(
      (read) => setPrice(read ? { kind: 'shown', ...read } : { kind: 'failed' }),
      () => !abort.signal.aborted && setPrice({ kind: 'failed' }),
    );
    return () => abort.abort();
  }, [complete, startValue, endValue, changed, pack?.id, shop.slug, shop.companyId, product.id, pack]);

  // the calendar's `open` is about a day-long rental starting that day (its end the next morning): whether the shop
  // opens on a day comes from its week's hours and its closed dates here
  const weekOpen = Object.values(shop.openingHours).some((ranges) => ranges.length > 0);
  const closedDay = (day: string) =>
    (weekOpen && openTimes(shop.openingHours, day).length === 0) ||
    booking.closedDates.some((range) => range.start <= day && day <= range.end);
  const disabled = (day: string) => {
    if (closedDay(day)) return true;
    if (choosingEnd && start && day >= start) return false;
    const state = days.get(day);
    return !!state && state.available < 1;
  };

  function pick(day: string) {
    setChanged(true);
    setAdding({ kind: 'idle' });
    if (choosingEnd && start && day >= start) {
      setEnd(day);
      setChoosingEnd(false);
    } else {
      setStart(day);
      setEnd(null);
      setChoosingEnd(true);
    }
  }

  const limit = Math.max(1, Math.min(maximum ?? MAX_CHOICE, MAX_CHOICE));
  const none = complete && maximum === 0;
  const format = (cents: number) => money(cents, shop.currency, shop.language);
  // the price call has no pack choices, so a pack's deposit is worked out here for the products chosen
  const packOffer = pack && booking.packs.find((p) => p.id === pack.id);
  const depositCents = packOffer
    ? packDepositCents(packOffer, pack.selections, booking.depositMaxCents)
    : price?.kind === 'shown'
      ? price.depositCents
      : 0;

  /** Chooses the cart's period, which the customer was told the cart holds. */
  function choosePeriod(period: { start: string; end: string }) {
    const from = splitBound(period.start);
    const to = splitBound(period.end);
    setStart(from.day);
    setEnd(to.day);
    setStartTime(from.time);
    setEndTime(to.time);
    setChoosingEnd(false);
    setFocused(from.day);
    setChanged(true);
    setAdding({ kind: 'idle' });
  }

  /** What the calendar asks for next, or the period chosen. */
  function stepText() {
    if (choosingEnd) return words.booking.chooseEnd;
    if (!start || !end) return words.booking.chooseStart;
    return fill(words.booking.chosen, {
      start: choiceText(start, chosenStartTime, shop.language),
      end: choiceText(end, chosenEndTime, shop.language),
    });
  }

  async function add() {
    if (!complete || !startValue || !endValue || none) return;
    setAdding({ kind: 'adding' });
    const result = await addToCart(shop, {
      productId: product.id,
      pack: pack && {
        id: pack.id,
        selections: Object.entries(pack.selections).map(([packItemId, productId]) => ({ packItemId, productId })),
      },
      quantity: Math.min(quantity, limit),
      start: startValue,
      end: endValue,
      services: booking.services.filter((s) => s.mandatory || services.has(s.id)),
      ...(insured ? { insurance: true } : {}),
    }).catch(() => ({ ok: false as const, refusal: { kind: 'failed' as const } }));
    setAdding(
      result.ok
        ? { kind: 'added', minutes: Math.round(result.cart.secondsLeft / 60) }
        : { kind: 'refused', refusal: result.refusal },
    );
  }

  return (
    <section className="booking" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.booking.title}</h2>
      <AvailabilityCalendar
        id={id}
        language={shop.language}
        month={month}
        today={booking.today}
        focused={focused}
        start={start}
        end={end}
        disabled={disabled}
        onFocus={setFocused}
        onPick={pick}
        busy={calendarState === 'loading'}
        ready={days.has(`${month}-01` < booking.today ? booking.today : `${month}-01`)}
      />
      <p className="hint" aria-live="polite">
        {calendarState === 'loading' && words.booking.loading}
        {calendarState === 'failed' && words.booking.loadFailed}
        {calendarState === 'idle' && stepText()}
      </p>
      {booking.byTheHour && start && end && !choosingEnd && (
        <div className="times">
          <TimeSelect
            id={`${id}-start-time`}
            label={words.booking.startTime}
            times={startTimes}
            value={chosenStartTime}
            onChange={(t) => {
              setStartTime(t);
              setChanged(true);
            }}
          />
          <TimeSelect
            id={`${id}-end-time`}
            label={words.booking.endTime}
            times={endTimes}
            value={chosenEndTime}
            onChange={(t) => {
              setEndTime(t);
              setChanged(true);
            }}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-quantity`}>{words.booking.quantity}</label>
        <select
          id={`${id}-quantity`}
          value={Math.min(quantity, limit)}
          onChange={(e) => setQuantity(Number(e.target.value))}
        >
          {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {complete && maximum !== null && maximum > 0 && (
          <span className="hint">{fill(words.booking.maximum, { count: maximum })}</span>
        )}
      </div>
      {none && <p className="refused">{words.booking.noneFree}</p>}
      <PackOptions
        id={id}
        productName={product.name}
        productId={product.id}
        packs={booking.packs}
        showDeposit={shop.showPricing}
        currency={shop.currency}
        language={shop.language}
        chosen={pack}
        onChange={(choice) => {
          setPack(choice);
          setChanged(true);
        }}
      />
      <ServiceOptions
        booking={booking}
        chosen={services}
        insured={insured}
        onInsured={setInsured}
        currency={shop.currency}
        language={shop.language}
        onToggle={(serviceId) =>
          setServices((now) => {
            const next = new Set(now);
            if (!next.delete(serviceId)) next.add(serviceId);
            return next;
          })
        }
      />
      {shop.showPricing && (
        <p className="price" aria-live="polite">
          {!complete && words.booking.chooseDates}
          {complete &&
            price?.kind === 'shown' &&
            fill(words.product.total, { price: format(price.cents * Math.min(quantity, limit)) })}
          {complete && price?.kind === 'computing' && words.booking.computing}
          {complete && price?.kind === 'failed' && words.booking.noPrice}
        </p>
      )}
      {shop.showPricing && complete && price?.kind === 'shown' && depositCents > 0 && (
        <p className="deposit">
          {fill(words.booking.deposit, {
            price: format(withinDepositCeiling(depositCents * Math.min(quantity, limit), booking.depositMaxCents)),
          })}
        </p>
      )}
      <button
        type="button"
        className="primary"
        onClick={add}
        aria-disabled={!complete || none || adding.kind === 'adding' || undefined}
      >
        {adding.kind === 'adding' ? words.booking.adding : words.booking.add}
      </button>
      <div aria-live="polite" className="status">
        {adding.kind === 'added' && (
          <p className="added">
            {fill(words.booking.added, { minutes: adding.minutes })}{' '}
            <a href={storeCartPath(shop.slug)}>{words.booking.seeCart}</a>
          </p>
        )}
        {adding.kind === 'refused' &&
          (adding.refusal.kind === 'otherPeriod' ? (
            <OtherPeriod
              start={adding.refusal.start}
              end={adding.refusal.end}
              language={shop.language}
              onUse={() => adding.refusal.kind === 'otherPeriod' && choosePeriod(adding.refusal)}
            />
          ) : (
            <RefusalText refusal={adding.refusal} />
          ))}
      </div>
    </section>
  );
}

const withFallback = (times: string[]) => (times.length ? times : FALLBACK_TIMES);

function TimeSelect(props: {
  id: string;
  label: string;
  times: string[];
  value: string | null;
  onChange: (time: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)}>
        {props.times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
