import type { StorePageView } from '@hirebase/shared/store-pages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_DATA_ID, STORE_ROOT_ID, scriptSafeJson } from './data.ts';
import { renderStorePage } from './entry-server.tsx';
import { StoreApp } from './StoreApp.tsx';

const shop: NonNullable<StorePageView['shop']> = {
  companyId: '0190a000-0000-7000-8000-000000000001',
  name: 'Cycles & Glisse',
  slug: 'cycles-et-glisse',
  language: 'fr',
  languages: ['fr', 'en'],
  currency: 'EUR',
  timezone: 'Europe/Paris',
  logoUrl: null,
  coverUrl: null,
  theme: {
    primaryColor: '#0b6e4f',
    secondaryColor: '#f59e0b',
    backgroundColor: '#ffffff',
    textColor: '#111827',
    buttonsRadius: 8,
  },
  description: null,
  shortDescription: 'Location de vélos à Annecy',
  phone: '04 50 00 00 00',
  email: null,
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
  showPricing: true,
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

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The page as the server sends it, then hydrated as the store's client entry does. */
async function hydratedPage(pageView: StorePageView) {
  const html = renderStorePage(pageView, { script: null, styles: [] });
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  document.body.innerHTML = body.innerHTML;
  const data = JSON.parse(document.getElementById(STORE_DATA_ID)?.textContent ?? '');
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(document.getElementById(STORE_ROOT_ID) as HTMLElement, <StoreApp data={data} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
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
    const fetch = vi.fn(async () => Response.json({ totalTTC: 55.5 }));
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

  it('keeps the page’s scripts closed whatever a product is called', () => {
    const name = '</script><script>alert(1)</script>';
    const json = scriptSafeJson({ name });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name });
  });
});
