import type { StorePageView } from '@hirebase/shared/store-pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutView, shop } from '../checkout/fixtures.ts';
import { renderStorePage } from '../entry-server.tsx';
import { adoptFragmentToken, CART_TOKEN_KEY, cartTokenHeaders } from './cart-token.ts';
import { framedLink } from './frame.ts';

const HERE = `https://shops.example.test/store/${shop.slug}?embed=1`;
const ASSETS = { script: '/assets/store.js', css: '' };
const home: StorePageView = {
  ...checkoutView,
  path: `/store/${shop.slug}`,
  page: { kind: 'home', universes: [], categories: [], featured: [], itemOfTheDay: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the store in a frame of a shop’s site', () => {
  it('keeps the store’s links in the frame with embed=1', () => {
    expect(framedLink(`/store/${shop.slug}/p/abc?lang=en`, HERE)).toEqual({
      href: `https://shops.example.test/store/${shop.slug}/p/abc?lang=en&embed=1`,
      top: false,
    });
    expect(framedLink(`/store/${shop.slug}/search?q=v%C3%A9lo&embed=1`, HERE)?.href).toBe(
      `https://shops.example.test/store/${shop.slug}/search?q=v%C3%A9lo&embed=1`,
    );
  });

  it('opens the checkout in the top window, without embed=1, carrying the cart’s token when the frame holds it', () => {
    expect(framedLink(`/store/${shop.slug}/checkout?embed=1`, HERE)).toEqual({
      href: `https://shops.example.test/store/${shop.slug}/checkout`,
      top: true,
    });
    sessionStorage.setItem(CART_TOKEN_KEY, 'T'.repeat(75));
    expect(framedLink(`/store/${shop.slug}/checkout`, HERE)?.href).toBe(
      `https://shops.example.test/store/${shop.slug}/checkout#cart=${'T'.repeat(75)}`,
    );
  });

  it('carries the cart’s token from page to page of the frame when the browser gives the frame no storage', () => {
    const token = 'K'.repeat(75);
    // Chromium blocking third-party cookies, or Safari: reading the frame's storage throws
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(framedLink(`/store/${shop.slug}/cart`, HERE)?.href).toBe(
      `https://shops.example.test/store/${shop.slug}/cart?embed=1`,
    );
    history.replaceState(null, '', `/store/${shop.slug}/cart?embed=1#cart=${token}`);
    adoptFragmentToken();
    expect(window.location.hash).toBe('');
    expect(cartTokenHeaders()).toEqual({ 'x-cart-token': token });
    expect(framedLink(`/store/${shop.slug}/p/abc`, HERE)?.href).toBe(
      `https://shops.example.test/store/${shop.slug}/p/abc?embed=1#cart=${token}`,
    );
    expect(framedLink(`/store/${shop.slug}/checkout`, HERE)?.href).toBe(
      `https://shops.example.test/store/${shop.slug}/checkout#cart=${token}`,
    );
  });

  it('leaves links to other sites and to the rest of this one alone', () => {
    expect(framedLink('https://elsewhere.example/store/x', HERE)).toBeNull();
    expect(framedLink('/your-order/x/y?token=z', HERE)).toBeNull();
    expect(framedLink('mailto:shop@example.com', HERE)).toBeNull();
  });

  it('drops the shop’s brand and footer the host page already shows, and loads the script that sizes the frame', () => {
    const framed = renderStorePage({ ...home, embed: true }, ASSETS);
    const page = renderStorePage(home, ASSETS);
    expect(framed).toContain('class="embedded"');
    expect(framed).not.toContain('<footer');
    expect(framed).toContain('<script type="module" src="/assets/store.js"></script>');
    expect(page).toContain('<footer');
    expect(page).not.toContain('class="embedded"');
  });
});
