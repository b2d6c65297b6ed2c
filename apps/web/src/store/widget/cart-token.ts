/*
 * A cart made inside the embedded store (a frame on the shop's own site) cannot rely on the `hb_cart` cookie:
 * browsers do not keep a site's cookies in a frame of another site. There the cart's token is kept in the frame's
 * session storage and sent as the `x-cart-token` header; opening the checkout in the top window hands it over in the
 * address's fragment (`#cart=<token>`), which is never sent to a server nor logged.
 */
export const CART_TOKEN_KEY = 'hb_cart_token';
const FRAGMENT = /(?:^#|&)cart=([A-Za-z0-9_-]{20,200})(?:&|$)/;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings)
  }
}

/**
 * The token as this page knows it. Browsers that keep no storage at all for another site's frame (Chromium blocking
 * third-party cookies, Safari) leave only this: the framed page's links then carry it to the next page's fragment.
 */
let pageToken: string | null = null;

export const storedCartToken = (): string | null => storage()?.getItem(CART_TOKEN_KEY) ?? pageToken;

export function storeCartToken(token: string): void {
  pageToken = token;
  try {
    storage()?.setItem(CART_TOKEN_KEY, token);
  } catch {
    // storage full or refused: the page's own copy serves
  }
}

/** Takes a token handed over in the page's fragment into storage, and takes it out of the address bar. */
export function adoptFragmentToken(): void {
  if (typeof location === 'undefined') return;
  const found = FRAGMENT.exec(location.hash);
  if (!found) return;
  storeCartToken(found[1]);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The header naming the cart when the page knows its token (else the cookie names it). */
export function cartTokenHeaders(): Record<string, string> {
  const token = storedCartToken();
  return token ? { 'x-cart-token': token } : {};
}

/** A link to the checkout, or to the next page of the framed store, that carries the cart's token along (when known). */
export function withCartToken(href: string): string {
  const token = storedCartToken();
  return token ? `${href.split('#')[0]}#cart=${token}` : href;
}
