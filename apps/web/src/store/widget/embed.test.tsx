import type { StorePageView } from '@hirebase/shared/store-pages';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutView, shop } from '../checkout/fixtures.ts';
import { renderStorePage } from '../entry-server.tsx';
import { CART_TOKEN_KEY } from './cart-token.ts';
import { framedLink } from './frame.ts';

const HERE = `https://shops.example.test/store/${shop.slug}?embed=1`;
const ASSETS = { script: '/assets/store.js', css: '' };
const home: StorePageView = {
  ...checkoutView,
  path: `/store/${shop.slug}`,
  page: { kind: 'home', universes: [], categories: [], featured: [], itemOfTheDay: null },
};

afterEach(() => sessionStorage.clear());

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
