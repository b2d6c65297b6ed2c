import type { StoreBookingView } from '@hirebase/shared/store-booking';
import type { StorePageView, StoreShopView } from '@hirebase/shared/store-pages';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { renderStorePage } from '../entry-server.tsx';
import { hydrateIslands } from '../islands.tsx';

/** A shop of the tests: open Monday to Saturday 09:00–18:00, closed on Sundays. */
export const shop: StoreShopView = {
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
  shortDescription: null,
  phone: null,
  email: null,
  address: { street: null, zip: null, city: null, country: null },
  openingHours: {
    monday: [{ from: '09:00', to: '18:00' }],
    tuesday: [{ from: '09:00', to: '18:00' }],
    wednesday: [{ from: '09:00', to: '18:00' }],
    thursday: [{ from: '09:00', to: '18:00' }],
    friday: [{ from: '09:00', to: '18:00' }],
    saturday: [{ from: '09:00', to: '18:00' }],
    sunday: [],
  },
  terms: '',
  showPricing: true,
};

export const bikeId = '0190a000-0000-7000-8000-000000000002';
export const helmetId = '0190a000-0000-7000-8000-000000000003';
export const packId = '0190a000-0000-7000-8000-000000000004';
export const packItemId = '0190a000-0000-7000-8000-000000000005';
export const lockId = '0190a000-0000-7000-8000-000000000006';
export const deliveryId = '0190a000-0000-7000-8000-000000000007';

export const booking: StoreBookingView = {
  bookable: true,
  today: '2026-06-10',
  byTheHour: false,
  packs: [
    {
      id: packId,
      name: 'Pack balade',
      items: [
        {
          id: '0190a000-0000-7000-8000-000000000008',
          quantity: 1,
          product: { id: bikeId, name: 'Vélo', depositCents: 15000 },
          choices: null,
        },
        {
          id: packItemId,
          quantity: 1,
          product: null,
          choices: [
            { id: helmetId, name: 'Casque M', depositCents: 1000 },
            { id: '0190a000-0000-7000-8000-000000000009', name: 'Casque L', depositCents: 2500 },
          ],
        },
      ],
      depositCents: 16000,
    },
  ],
  services: [
    { id: lockId, name: 'Antivol', description: null, pricingMode: 'PER_ITEM', priceCents: 300, mandatory: false },
    {
      id: deliveryId,
      name: 'Livraison',
      description: null,
      pricingMode: 'PER_ORDER',
      priceCents: 1500,
      mandatory: false,
    },
  ],
  insurance: 'included',
  closedDates: [],
  depositMaxCents: null,
};

export function productPage(changes: Partial<StoreBookingView> = {}): StorePageView {
  return {
    shop,
    language: 'fr',
    path: `/store/${shop.slug}/p/${bikeId}`,
    origin: 'https://shops.example.test',
    page: {
      kind: 'product',
      product: {
        id: bikeId,
        name: 'Vélo',
        photo: null,
        dayPriceCents: 2200,
        description: null,
        brand: null,
        photos: [],
        category: null,
        price: {
          start: '2026-06-10T22:00:00.000Z',
          end: '2026-06-11T22:00:00.000Z',
          totalCents: 2200,
          depositCents: 15000,
        },
        units: 3,
        booking: { ...booking, ...changes },
      },
    },
  };
}

export const cartPage: StorePageView = {
  shop,
  language: 'fr',
  path: `/store/${shop.slug}/cart`,
  origin: 'https://shops.example.test',
  page: { kind: 'cart' },
};

const ASSETS = { script: '/assets/store-abc.js', css: '' };

/** The page as the server sends it, before any script runs. */
export function serverPage(view: StorePageView) {
  const html = renderStorePage(view, ASSETS);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

/** The page as the server sends it, hydrated as the client entry does; the console errors hydration logged. */
export async function hydratedPage(view: StorePageView) {
  serverPage(view);
  const errors = vi.spyOn(console, 'error');
  await act(async () => hydrateIslands());
  return errors.mock.calls;
}

/** Lets the calls the page made (answered at once by the tests' fetch) reach the screen. */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

type Answer = { status?: number; body: unknown };

/** A fetch answering by method and path; every call is kept with its body. */
export function fakeApi(routes: Record<string, (body: unknown, url: URL) => Answer>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'https://shops.example.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return Response.json({ code: 'notFound' }, { status: 404 });
    const answer = route(body, url);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** A month of the calendar call's answer: every day free, but for the days listed. */
export function calendarDays(url: URL, unavailable: string[] = [], closed: string[] = []) {
  const first = url.searchParams.get('startDateSearch')!;
  const last = url.searchParams.get('endDateSearch')!;
  const days = [];
  for (
    let day = first;
    day <= last;
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  ) {
    const open = !closed.includes(day);
    const available = unavailable.includes(day) ? 0 : 3;
    days.push({
      day,
      startDate: `${day}T07:00:00Z`,
      endDate: `${day}T16:00:00Z`,
      available,
      open,
      bookable: open && available > 0,
    });
  }
  return { productId: bikeId, timeZone: 'Europe/Paris', quantity: 1, total: 3, days };
}
