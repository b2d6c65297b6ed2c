import type { OpeningHours } from './company-settings.ts';
import type { Language } from './identity.ts';
import type { StoreBookingView } from './store-booking.ts';

/**
 * What the server hands the online store's page renderer: everything a page shows, already chosen for the customer's
 * language. Money in integer cents, dates as ISO strings. The same object is embedded in the page for hydration.
 */
export interface StoreShopView {
  companyId: string;
  name: string;
  slug: string;
  language: Language;
  languages: Language[];
  currency: string;
  timezone: string;
  logoUrl: string | null;
  coverUrl: string | null;
  theme: {
    primaryColor: string;
    secondaryColor: string;
    backgroundColor: string;
    textColor: string;
    buttonsRadius: number;
  };
  description: string | null;
  shortDescription: string | null;
  phone: string | null;
  email: string | null;
  address: { street: string | null; zip: string | null; city: string | null; country: string | null };
  openingHours: OpeningHours;
  terms: string;
  showPricing: boolean;
}

export interface StorePhoto {
  url: string;
  thumbnailUrl: string;
}

/** A product as a card in a list: links to its page. */
export interface StoreProductCard {
  id: string;
  name: string;
  photo: StorePhoto | null;
  /** The price of one day in the store, or null when prices are hidden or the grid has no day price. */
  dayPriceCents: number | null;
  /** The card's "from" price when the shortest rental the grid prices is not one day (an hour, a half day, a week). */
  fromPrice?: { cents: number; per: 'hour' | 'halfDay' | 'days'; days: number | null } | null;
}

/** The price of a product for a period, as an order from the store would charge it. */
export interface StorePeriodPrice {
  start: string;
  end: string;
  totalCents: number;
  depositCents: number;
}

export interface StoreProductView extends StoreProductCard {
  description: string | null;
  brand: string | null;
  photos: StorePhoto[];
  category: { id: string; name: string } | null;
  /** The price for the page's default period (the next day), null when prices are hidden. */
  price: StorePeriodPrice | null;
  /** Units in the shop (serialised units in service, or the stock quantity): 0 reads as out of stock. */
  units: number;
  /** What can be booked with it from the page (packs, services, insurance). */
  booking?: StoreBookingView;
}

export interface StoreCollection {
  kind: 'category' | 'universe';
  id: string;
  name: string;
}

export type StorePage =
  | {
      kind: 'home';
      universes: { id: string; title: string; pictureUrl: string | null }[];
      categories: StoreCollection[];
      featured: StoreProductCard[];
      itemOfTheDay: StoreProductCard | null;
    }
  | { kind: 'collection'; collection: StoreCollection; products: StoreProductCard[] }
  | { kind: 'search'; query: string; products: StoreProductCard[] }
  | { kind: 'product'; product: StoreProductView }
  | { kind: 'checkout' }
  | { kind: 'order'; orderId: string }
  | { kind: 'cart' }
  | { kind: 'notFound' };

export interface StorePageView {
  /** Null only on the page of a store address that leads nowhere. */
  shop: StoreShopView | null;
  language: Language;
  page: StorePage;
  /** The page's own path (`/store/<slug>/p/<id>`), without the query. */
  path: string;
  /** The site's public origin, for canonical addresses and structured data. */
  origin: string;
  /** Shown in a frame of the shop's own site (`?embed=1`): without the chrome the host page already has. */
  embed?: boolean;
}

/** Client assets of the store's entry point, from the web build's manifest. */
export interface StoreAssets {
  /** Address of the entry script, which hydrates a page's interactive parts. */
  script: string | null;
  /** The store's style sheet, inlined in each page: no request stands before the first paint. */
  css: string;
}

/** The server renderer's entry (web build `dist-ssr/entry-server.js`): a whole HTML document. */
export type RenderStorePage = (view: StorePageView, assets: StoreAssets) => string;

/** Store paths: built in one place so pages and the server agree. */
export const storePaths = {
  home: (slug: string) => `/store/${slug}`,
  category: (slug: string, id: string) => `/store/${slug}/c/${id}`,
  universe: (slug: string, id: string) => `/store/${slug}/u/${id}`,
  product: (slug: string, id: string) => `/store/${slug}/p/${id}`,
  search: (slug: string) => `/store/${slug}/search`,
  checkout: (slug: string) => `/store/${slug}/checkout`,
  order: (slug: string, orderId: string) => `/store/${slug}/order/${orderId}`,
};
