import type { StoreCartLineInput, StoreCartView } from '@hirebase/shared/store-booking';
import { cartTokenHeaders, storeCartToken } from '../widget/cart-token.ts';
import { periodInput } from './days.ts';

/*
 * The store's public calls a product page and the cart page make, same origin: the cart's token travels as the
 * httpOnly cookie the API sets (`hb_cart`), never through this code.
 */

/** The headers of every call from the store's pages (a cart's token, where the page holds one, joins them here). */
const headers = (extra: Record<string, string> = {}) => ({
  accept: 'application/json',
  ...cartTokenHeaders(),
  ...extra,
});

/** Why a cart call was refused, as the page words it. */
export type CartRefusal =
  | { kind: 'taken'; names: string[] }
  | { kind: 'closed' }
  | { kind: 'gone' }
  /** The cart holds lines of another period (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`): one booking takes one period. */
  | { kind: 'otherPeriod'; start: string; end: string }
  | { kind: 'failed' };

/** The refusal an answer carries: 409 names the products someone else took, 400 `shopClosed` the shop's hours. */
async function refusalOf(response: Response): Promise<CartRefusal> {
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    details?: { conflicts?: { name?: string | null; productId: string }[] };
  };
  if (response.status === 409 && body.code === 'notAvailable') {
    return { kind: 'taken', names: (body.details?.conflicts ?? []).map((c) => c.name ?? c.productId) };
  }
  if (body.code === 'shopClosed') return { kind: 'closed' };
  if (response.status === 404) return { kind: 'gone' };
  return { kind: 'failed' };
}

export type CartAnswer = { ok: true; cart: StoreCartView; token?: string } | { ok: false; refusal: CartRefusal };

/** The customer's cart in this store while its hold lasts; `gone` when there is none or its hold ran out. */
export async function readCart(slug: string, signal?: AbortSignal): Promise<CartAnswer> {
  const response = await fetch(`/v2/online-store/cart/${encodeURIComponent(slug)}`, {
    signal,
    headers: headers(),
  });
  if (!response.ok) return { ok: false, refusal: await refusalOf(response) };
  return { ok: true, cart: (await response.json()) as StoreCartView };
}

/**
 * Sends the whole cart: its lines replace the cart's and are held again from now (none empties it), with the
 * customer's choice of the shop's rental insurance when it is theirs to make.
 */
export async function saveCart(slug: string, lines: StoreCartLineInput[], insurance?: boolean): Promise<CartAnswer> {
  const response = await fetch('/v2/online-store/cart', {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify(insurance === undefined ? { slug, lines } : { slug, lines, insurance }),
  });
  if (!response.ok) return { ok: false, refusal: await refusalOf(response) };
  const { cart, token } = (await response.json()) as { cart: StoreCartView; token?: string };
  // the token comes only when the call made the cart; the page keeps using the cookie the API set with it, except in
  // a frame of another site, where browsers drop that cookie and the page keeps the token itself
  if (token && window.parent !== window) storeCartToken(token);
  return { ok: true, cart, ...(token ? { token } : {}) };
}

/** Empties the cart and releases its holds at once (a cart already gone is as good). */
export async function emptyCart(): Promise<boolean> {
  const response = await fetch('/v2/online-store/checkout', {
    method: 'DELETE',
    headers: headers(),
  });
  return response.ok || response.status === 404;
}

/** A cart line as the cart call takes it back, from the cart's answer (in the shop's time zone). */
/** The insurance choice a cart keeps when it is sent again: the customer's own, where the shop lets them choose. */
export const insuranceChoice = (cart: Pick<StoreCartView, 'insurance'>) =>
  cart.insurance?.optional ? cart.insurance.chosen : undefined;

export const lineInput = (line: StoreCartView['lines'][number], timeZone: string): StoreCartLineInput => ({
  kind: line.kind,
  id: line.id,
  quantity: line.quantity,
  ...periodInput(line.start, line.end, timeZone),
  ...(line.selections.length ? { selections: line.selections } : {}),
});

export interface CalendarDay {
  day: string;
  available: number;
  open: boolean;
  bookable: boolean;
}

/** The days of [first, last] on which a one-day rental of the product can start. */
export async function fetchCalendar(
  slug: string,
  productId: string,
  first: string,
  last: string,
  signal?: AbortSignal,
): Promise<CalendarDay[] | null> {
  const query = new URLSearchParams({ slug, productId, startDateSearch: first, endDateSearch: last });
  const response = await fetch(`/v2/online-store/product-availability-v2?${query}`, {
    signal,
    headers: headers(),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { days: CalendarDay[] }).days;
}

/** The most units of the product one rental over [start, end] can take (0 when the shop is closed then). */
export async function fetchMaximum(slug: string, productId: string, start: string, end: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ slug, productId, startDate: start, endDate: end });
  const response = await fetch(`/v2/online-store/maximum-product-availability?${query}`, {
    signal,
    headers: headers(),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { maximum: number }).maximum;
}

/** What one product or pack costs over [start, end] and its deposit, in cents; null when the store cannot say. */
export async function fetchItemPrice(
  companyId: string,
  itemType: 'product' | 'pack',
  id: string,
  start: string,
  end: string,
  signal?: AbortSignal,
): Promise<{ cents: number; depositCents: number } | null> {
  const query = new URLSearchParams({ startDate: start, endDate: end, rentalType: 'LCD' });
  const response = await fetch(`/v2/online-store/item-price/${companyId}/${id}/${itemType}?${query}`, {
    signal,
    headers: headers(),
  });
  if (!response.ok) return null;
  const { price, deposit } = (await response.json()) as { price?: unknown; deposit?: unknown };
  if (typeof price !== 'number') return null;
  return { cents: Math.round(price * 100), depositCents: typeof deposit === 'number' ? Math.round(deposit * 100) : 0 };
}
