import type { StorePageView } from '@hirebase/shared/store-pages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shop as testShop } from './cart/test-page.ts';
import { scriptSafeJson } from './data.ts';
import { renderStorePage } from './entry-server.tsx';
import { hydrateIslands } from './islands.tsx';

// the tests' shop, open on Mondays only, with its address and terms in the footer
const shop: NonNullable<StorePageView['shop']> = {
  ...testShop,
  shortDescription: 'Location de vélos à Annecy',
  phone: '04 50 00 00 00',
  address: { street: '1 quai du Lac', zip: '74000', city: 'Annecy', country: 'FR' },
  openingHours: {
    monday: [{ from: '09:00', to: '18:00' }],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  },
  terms: 'Le matériel est rendu propre.',
};

const productId = '0190a000-0000-7000-8000-000000000002';
const view: StorePageView = {
  shop,
  language: 'fr',
  path: `/store/cycles-et-glisse/p/${productId}`,
  origin: 'https://shops.example.test',
  page: {
    kind: 'product',
    product: {
      id: productId,
      name: 'Vélo de ville Trek FX 2',
      photo: null,
      dayPriceCents: 2200,
      description: 'Vélo hybride léger.',
      brand: 'Trek',
      photos: [],
      category: null,
      price: {
        start: '2026-06-10T22:00:00.000Z',
        end: '2026-06-11T22:00:00.000Z',
        totalCents: 2200,
        depositCents: 30000,
      },
      units: 4,
    },
  },
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ASSETS = { script: '/assets/store-abc.js', css: '.card{color:red}' };

/** The page as the server sends it; `before` acts on it before its islands are hydrated as the client entry does. */
async function hydratedPage(pageView: StorePageView, before?: () => void) {
  const html = renderStorePage(pageView, ASSETS);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  before?.();
  const errors = vi.spyOn(console, 'error');
  await act(async () => hydrateIslands());
  return errors.mock.calls;
}

describe('a product page of the online store', () => {
  it('hydrates the server’s HTML without a mismatch, showing the price of the next day and the deposit', async () => {
    expect(await hydratedPage(view)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vélo de ville Trek FX 2');
    expect((screen.getByLabelText('Début de la location') as HTMLInputElement).value).toBe('2026-06-11');
    expect(screen.getByText(/22,00\s€ pour ces dates/)).toBeTruthy();
    expect(screen.getByText(/Caution : 300,00\s€/)).toBeTruthy();
  });

  it('asks the store’s price call for the dates the customer picks and shows its answer', async () => {
    const fetch = vi.fn(async () => Response.json({ price: 55.5, currency: 'EUR' }));
    vi.stubGlobal('fetch', fetch);
    await hydratedPage(view);
    fireEvent.change(screen.getByLabelText('Fin de la location'), { target: { value: '2026-06-13' } });
    await waitFor(() => expect(screen.getByText(/55,50\s€ pour ces dates/)).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe(
      `/v2/online-store/item-price/${shop.companyId}/${productId}/product?startDate=2026-06-11&endDate=2026-06-13&rentalType=LCD`,
    );
  });

  it('says so when the price cannot be worked out, and when the end comes before the start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 409 })),
    );
    await hydratedPage(view);
    fireEvent.change(screen.getByLabelText('Fin de la location'), { target: { value: '2026-06-12' } });
    await waitFor(() => expect(screen.getByText('Le prix de ces dates n’a pas pu être calculé.')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Fin de la location'), { target: { value: '2026-06-01' } });
    expect(screen.getByText('La fin doit suivre le début.')).toBeTruthy();
  });

  it('keeps dates the customer typed before the page was hydrated, and prices them', async () => {
    const fetch = vi.fn(async () => Response.json({ price: 40, currency: 'EUR' }));
    vi.stubGlobal('fetch', fetch);
    await hydratedPage(view, () => {
      (document.querySelector('input[name="end"]') as HTMLInputElement).value = '2026-06-12';
    });
    expect((screen.getByLabelText('Fin de la location') as HTMLInputElement).value).toBe('2026-06-12');
    await waitFor(() => expect(screen.getByText(/40,00\s€ pour ces dates/)).toBeTruthy());
    expect(String(fetch.mock.calls[0])).toContain('startDate=2026-06-11&endDate=2026-06-12');
  });

  it('loads the store’s script on every page of a shop (its header counts the cart), and inlines its style sheet', () => {
    const product = renderStorePage(view, ASSETS);
    expect(product).toContain('<script type="module" src="/assets/store-abc.js"></script>');
    expect(product).toContain('.card{color:red}');
    const home = renderStorePage(
      {
        ...view,
        path: '/store/cycles-et-glisse',
        page: { kind: 'home', universes: [], categories: [], featured: [], itemOfTheDay: null },
      },
      ASSETS,
    );
    // the entry alone (the header's cart count), without any island's data
    expect(home.match(/<script/g)).toHaveLength(1);
    expect(home).toContain('<script type="module" src="/assets/store-abc.js"></script>');
    expect(home).toContain('href="/store/cycles-et-glisse/cart"');
    expect(home).toContain('.card{color:red}');
    expect(home).toContain('<h1>Cycles &amp; Glisse</h1>');
  });

  it('keeps the page’s scripts closed whatever a product is called', () => {
    const name = '</script><script>alert(1)</script>';
    const json = scriptSafeJson({ name });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name });
  });
});
