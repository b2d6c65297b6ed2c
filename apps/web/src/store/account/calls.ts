/*
 * The marketplace customer's calls from the store's pages, on `fetch` alone (the store's script carries no API
 * client). The session is the API's httpOnly cookie of marketplace logins, sent with every same-site call.
 */

import { noteMarketplaceLogin } from '../../api/marketplace-note.ts';

/** The API's error shape; a network failure reads as status 0. */
export interface AccountError {
  statusCode: number;
  code: string;
  message?: string;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; error: AccountError };

/** The logged-in marketplace customer, as the checkout fills its details from it. */
export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
}

export interface WishlistSummary {
  id: string;
  name: string;
  productCount: number;
}

export interface Wishlist {
  id: string;
  products: { companyId: string; productId: string }[];
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`/v2${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: { statusCode: 0, code: 'network' } };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: json as T };
  const error = json && typeof json === 'object' && 'code' in json ? (json as AccountError) : null;
  return { ok: false, error: error ?? { statusCode: response.status, code: 'unknown' } };
}

/** The customer of the marketplace session; an error (401) without one. */
export const currentAccount = () => call<Account>('GET', '/rental-place-user/me');

/** Opens a marketplace session (the API sets its cookie); `connectTo` says a customer or a managing place. */
export async function logIn(email: string, password: string) {
  const answer = await call<{ connectTo: 'rental_place' | 'rp_b2b' }>('POST', '/login/rental-place', {
    email,
    password,
  });
  if (answer.ok) noteMarketplaceLogin(answer.value.connectTo === 'rental_place');
  return answer;
}

export async function logOut() {
  noteMarketplaceLogin(false);
  return call<unknown>('POST', '/login/user/disconnect/rental-place');
}

/** The customer's lists, last changed first (a customer keeps at most 100). */
export const wishlists = () => call<{ items: WishlistSummary[] }>('GET', '/wishlist?limit=100');
export const wishlist = (id: string) => call<Wishlist>('GET', `/wishlist/${encodeURIComponent(id)}`);
export const createWishlist = (name: string, products: Wishlist['products']) =>
  call<Wishlist>('POST', '/wishlist', { name, products });
export const changeWishlist = (id: string, change: { add?: Wishlist['products']; remove?: Wishlist['products'] }) =>
  call<Wishlist>('PUT', '/wishlist', { id, ...change });

/** The checkout's details an account fills in: what it has (an empty one leaves what was typed). */
export const accountDetails = (account: Account) =>
  Object.fromEntries(
    (['firstName', 'lastName', 'email', 'phone'] as const)
      .map((key) => [key, account[key]?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  ) as Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;

const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'];

/** The language the account asks its mails in, when the store speaks it. */
export const languageOf = (account: Account | null) =>
  account && LANGUAGES.includes(account.language) ? account.language : null;
