import type { StoreCartView } from '@hirebase/shared/store-booking';

/*
 * The browser remembers the customer's last cart of each store (its lines as the cart call last answered them):
 * the header counts its lines without a call, and once the hold has run out the cart page can still show the lines
 * and hold them again. The server's cart stays the truth; this is only what the customer last saw.
 */

const keyOf = (slug: string) => `hb-cart:${slug}`;

export interface RememberedCart {
  lines: StoreCartView['lines'];
  currency: string;
  /** The insurance as the cart offered it: an expired cart held again keeps the customer's choice. */
  insurance?: StoreCartView['insurance'];
  total: number;
  deposit: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private mode, blocked cookies): the cart works without memory
  }
}

export function rememberedCart(slug: string): RememberedCart | null {
  const text = storage()?.getItem(keyOf(slug));
  if (!text) return null;
  try {
    const cart = JSON.parse(text) as RememberedCart;
    return Array.isArray(cart.lines) && cart.lines.length > 0 ? cart : null;
  } catch {
    return null;
  }
}

/** Keeps the cart's lines as the cart call answered them (a cart without lines is forgotten). */
export function rememberCart(slug: string, cart: StoreCartView): void {
  if (cart.lines.length === 0) {
    forgetCart(slug);
    return;
  }
  const kept: RememberedCart = {
    lines: cart.lines,
    currency: cart.currency,
    insurance: cart.insurance ?? null,
    total: cart.total,
    deposit: cart.deposit,
  };
  storage()?.setItem(keyOf(slug), JSON.stringify(kept));
  showCartCount(slug);
}

/** Forgets the store's cart: emptied, or turned into an order (the checkout calls this once the order is made). */
export function forgetCart(slug: string): void {
  storage()?.removeItem(keyOf(slug));
  showCartCount(slug);
}

/** The header's cart link shows how many lines the remembered cart has (nothing when none). */
export function showCartCount(slug?: string): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = link?.querySelector<HTMLElement>('[data-cart-count]');
  const store = slug ?? link?.dataset.slug;
  if (!link || !badge || !store) return;
  const count = rememberedCart(store)?.lines.length ?? 0;
  badge.textContent = count > 0 ? String(count) : '';
  badge.hidden = count === 0;
  const label = link.dataset.countLabel;
  if (count > 0 && label) link.setAttribute('aria-label', label.replace('{{count}}', String(count)));
  else link.removeAttribute('aria-label');
}
