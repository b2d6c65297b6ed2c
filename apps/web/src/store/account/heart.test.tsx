import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketplaceLoginNoted, noteMarketplaceLogin } from '../../api/marketplace-note.ts';
import { bikeId, fakeApi, productPage, settle, shop } from '../cart/test-page.ts';
import { renderStorePage } from '../entry-server.tsx';
import { startHeart } from './heart.ts';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bike = { companyId: shop.companyId, productId: bikeId };
const other = { companyId: shop.companyId, productId: '0190a000-0000-7000-8000-0000000000b9' };
const note = () => document.querySelector('[data-heart-note]')?.textContent;
const signedOut = () => ({ status: 401, body: { statusCode: 401, code: 'authenticationRequired' } });

/** The product page as the server sends it, its heart started as the client entry starts it. */
async function openProduct() {
  const html = renderStorePage(productPage(), { script: '/assets/store.js', css: '' });
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const button = document.querySelector<HTMLButtonElement>('[data-heart]');
  if (!button) throw new Error('no heart on the product page');
  startHeart(button);
  await settle();
  return { html, heart: screen.getByRole('button', { name: 'Garder Vélo dans mes favoris' }) };
}

describe('the product page’s favourite heart', () => {
  it('is the same HTML for everyone, not pressed, named after the product', async () => {
    fakeApi({ 'GET /v2/wishlist': signedOut });
    const { html, heart } = await openProduct();
    expect(html).toContain('aria-pressed="false"');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('offers a visitor the login, and changes nothing', async () => {
    const calls = fakeApi({ 'GET /v2/wishlist': signedOut });
    const { heart } = await openProduct();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    fireEvent.click(heart);
    await settle();
    expect(screen.getByText(/Connectez-vous pour garder des articles dans vos favoris/).closest('[hidden]')).toBeNull();
    const link = screen.getByRole('link', { name: 'Se connecter' });
    expect([link.getAttribute('href'), document.activeElement]).toEqual([
      `/marketplace/login?next=${encodeURIComponent(`/store/${shop.slug}/p/${bikeId}`)}`,
      link,
    ]);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('is pressed when the product is on a list; a tap takes it off every list holding it', async () => {
    noteMarketplaceLogin(true);
    const calls = fakeApi({
      'GET /v2/wishlist': () => ({
        body: {
          items: [
            { id: 'w1', name: 'Été', productCount: 1 },
            { id: 'w2', name: 'Vide', productCount: 0 },
            { id: 'w3', name: 'Vélos', productCount: 2 },
          ],
        },
      }),
      'GET /v2/wishlist/w1': () => ({ body: { id: 'w1', products: [other] } }),
      'GET /v2/wishlist/w3': () => ({ body: { id: 'w3', products: [other, bike] } }),
      'PUT /v2/wishlist': (body) => ({ body: { id: (body as { id: string }).id, products: [] } }),
    });
    const { heart } = await openProduct();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // the empty list is not read
    expect(calls.map((c) => c.path)).not.toContain('/v2/wishlist/w2');
    fireEvent.click(heart);
    await settle();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ id: 'w3', remove: [bike] }]);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(note()).toBe('Retiré de vos favoris.');
  });

  it('adds to the latest list, or makes a first one; a refusal says so and leaves the heart as it was', async () => {
    let lists: { id: string; name: string; productCount: number }[] = [];
    let refuse = false;
    const calls = fakeApi({
      'GET /v2/wishlist': () => ({ body: { items: lists } }),
      'POST /v2/wishlist': (body) => ({
        status: 201,
        body: { id: 'w9', products: (body as { products: unknown }).products },
      }),
      'PUT /v2/wishlist': () =>
        refuse
          ? { status: 409, body: { statusCode: 409, code: 'wishlistFull' } }
          : { body: { id: 'w9', products: [bike] } },
    });
    const { heart } = await openProduct();
    fireEvent.click(heart);
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Mes favoris', products: [bike] },
    ]);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(note()).toBe('Ajouté à vos favoris.');

    // another page of the same product, the list now there but the product not on it
    lists = [{ id: 'w9', name: 'Mes favoris', productCount: 0 }];
    refuse = true;
    document.body.innerHTML = '';
    const again = await openProduct();
    fireEvent.click(again.heart);
    await settle();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ id: 'w9', add: [bike] }]);
    expect(again.heart.getAttribute('aria-pressed')).toBe('false');
    expect(note()).toBe('Vos favoris n’ont pas pu être modifiés. Réessayez.');
  });

  it('asks nothing on a visitor’s page; a tap reads the lists and shows a product already kept as kept', async () => {
    const calls = fakeApi({
      'GET /v2/wishlist': () => ({ body: { items: [{ id: 'w3', name: 'Vélos', productCount: 1 }] } }),
      'GET /v2/wishlist/w3': () => ({ body: { id: 'w3', products: [bike] } }),
    });
    const { heart } = await openProduct();
    expect(calls).toEqual([]);
    fireEvent.click(heart);
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v2/wishlist', 'GET /v2/wishlist/w3']);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // the session found, the next product page reads the lists at once
    expect(marketplaceLoginNoted()).toBe(true);
  });

  it('forgets a noted login once the API answers there is no session', async () => {
    noteMarketplaceLogin(true);
    const calls = fakeApi({ 'GET /v2/wishlist': signedOut });
    await openProduct();
    expect(calls.map((c) => c.path)).toEqual(['/v2/wishlist']);
    expect(marketplaceLoginNoted()).toBe(false);
  });
});
