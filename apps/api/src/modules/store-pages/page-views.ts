import type { Language } from '@hirebase/shared';
import type {
  StoreCollection,
  StorePage,
  StoreProductCard,
  StoreProductView,
  StoreShopView,
} from '@hirebase/shared/store-pages';
import { addDays, dayOf, daySpan } from '@hirebase/shared/zone';
import type { Ctx } from '../../platform/http/context.ts';
import type { StoredSettings } from '../company-settings/index.ts';
import { bookingOptions } from './booking-options.ts';
import {
  type StoreItem,
  type StoreShopFound,
  shownProduct,
  shownProducts,
  storePrice,
  storeUniverses,
  unitsInService,
} from './loader.ts';

export function shopView({ facts, settings }: StoreShopFound, language: Language): StoreShopView {
  const { theme } = facts;
  return {
    companyId: facts.companyId,
    name: facts.name,
    slug: facts.slug,
    language,
    languages: facts.languages as Language[],
    currency: facts.currency,
    timezone: facts.timezone,
    logoUrl: facts.images.logo,
    coverUrl: facts.images.cover ?? facts.images.banner,
    theme: {
      primaryColor: theme.primaryColor,
      secondaryColor: theme.secondaryColor,
      backgroundColor: theme.backgroundColor,
      textColor: theme.textColor,
      buttonsRadius: theme.buttonsRadius,
    },
    description: facts.description,
    shortDescription: facts.shortDescription,
    phone: facts.phone,
    email: facts.email,
    address: facts.address,
    openingHours: facts.openingHours,
    terms: settings.termsConditions,
    showPricing: facts.showPricing,
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/** A card's price: the store's "from" price (null when the shop hides prices), as one day's when it is one. */
function card(item: StoreItem): StoreProductCard {
  const from = item.fromPrice;
  const per = from && from.per !== 'month' ? from.per : null;
  const oneDay = per === 'days' && from?.days === 1;
  return {
    id: item.id,
    name: item.name,
    photo: item.photo,
    dayPriceCents: from && oneDay ? cents(from.amount) : null,
    fromPrice: from && per && !oneDay ? { cents: cents(from.amount), per, days: from.days } : null,
  };
}

/** One product of the day, the same all day long for everyone: the day's number picks it among the store's products. */
function itemOfTheDay(items: StoreItem[], now: Date, timeZone: string) {
  if (items.length === 0) return null;
  const dayNumber = Math.floor(Date.parse(`${dayOf(now.getTime(), timeZone)}T00:00:00Z`) / 86_400_000);
  return items[dayNumber % items.length];
}

export async function homePage(ctx: Ctx, shop: StoreShopView, featuredIds: readonly string[]): Promise<StorePage> {
  const [all, universes] = await Promise.all([shownProducts(ctx, shop.companyId), storeUniverses(ctx, shop.companyId)]);
  const categories = new Map(all.flatMap((item) => (item.category ? [[item.category.id, item.category.name]] : [])));
  const byId = new Map(all.map((item) => [item.id, item]));
  const featured = featuredIds.flatMap((id) => byId.get(id) ?? []);
  const day = itemOfTheDay(all, ctx.now, shop.timezone);
  return {
    kind: 'home',
    universes: universes.map((u) => ({
      id: u.id,
      title: u.title,
      pictureUrl: u.pictureKey ? `/v2/files/${u.pictureKey}` : null,
    })),
    categories: [...categories]
      .map(([id, name]): StoreCollection => ({ kind: 'category', id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, shop.language)),
    featured: (featured.length ? featured : all.slice(0, 8)).map(card),
    itemOfTheDay: day ? card(day) : null,
  };
}

/** A category's page: the store's products of the shop's category, as `items?category=` lists them. */
export async function categoryPage(ctx: Ctx, shop: StoreShopView, categoryId: string): Promise<StorePage | null> {
  const items = await shownProducts(ctx, shop.companyId, { categoryId });
  const name = items[0]?.category?.name;
  if (name === undefined) return null;
  return {
    kind: 'collection',
    collection: { kind: 'category', id: categoryId, name },
    products: items.map(card),
  };
}

export async function universePage(ctx: Ctx, shop: StoreShopView, universeId: string): Promise<StorePage | null> {
  const universe = (await storeUniverses(ctx, shop.companyId)).find((u) => u.id === universeId);
  if (!universe) return null;
  const items = await shownProducts(ctx, shop.companyId, { universeId });
  return {
    kind: 'collection',
    collection: { kind: 'universe', id: universeId, name: universe.title },
    products: items.map(card),
  };
}

/** The search page: what the store's `items?search=` finds (the product's name or brand). */
export async function searchPage(ctx: Ctx, shop: StoreShopView, query: string): Promise<StorePage> {
  // control characters are dropped (a NUL byte cannot reach PostgreSQL): a page's search box never refuses text
  const words = query
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  const items = words ? await shownProducts(ctx, shop.companyId, { search: words }, 50) : [];
  return { kind: 'search', query: words, products: items.map(card) };
}

export async function productPage(
  ctx: Ctx,
  shop: StoreShopView,
  productId: string,
  settings: Pick<StoredSettings, 'closedDates' | 'bail' | 'integrations'>,
): Promise<StorePage | null> {
  const item = await shownProduct(ctx, shop.companyId, productId);
  if (!item) return null;
  const tomorrow = daySpan(addDays(dayOf(ctx.now.getTime(), shop.timezone), 1), shop.timezone);
  const [units, price, booking] = await Promise.all([
    unitsInService(ctx, shop.companyId, item.id, item.stockMode),
    shop.showPricing && item.rentalTypes.includes('LCD')
      ? storePrice(ctx, shop.companyId, item.id, new Date(tomorrow.start), new Date(tomorrow.end))
      : Promise.resolve(null),
    bookingOptions(ctx, shop.companyId, item, {
      timezone: shop.timezone,
      insuranceMode: settings.integrations.tulip.insuranceMode,
      closedDates: settings.closedDates,
      depositMaxCents: settings.bail.maxCents.lcd,
    }),
  ]);
  const product: StoreProductView = {
    ...card(item),
    description: item.description,
    brand: item.brand,
    photos: item.photos,
    category: item.category,
    price: price && {
      start: new Date(tomorrow.start).toISOString(),
      end: new Date(tomorrow.end).toISOString(),
      ...price,
    },
    units,
    booking,
  };
  return { kind: 'product', product };
}
