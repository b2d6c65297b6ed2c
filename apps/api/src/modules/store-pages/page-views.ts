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
import {
  categoryNames,
  type findStoreShop,
  modelIdsOfUniverse,
  photosOf,
  productFilters,
  type StoreProductRow,
  storeCategoryIds,
  storePrice,
  storeProducts,
  storeUniverses,
  unitsInService,
} from './loader.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findStoreShop>>>;

/** The text in the wanted language, else the shop's default language, else any it has. */
const pick = (texts: Record<string, string | undefined>, language: string, fallback: string) =>
  texts[language] ?? texts[fallback] ?? Object.values(texts).find(Boolean) ?? null;

export function shopView({ shop, settings }: Found, language: Language): StoreShopView {
  const { theme } = settings;
  return {
    companyId: shop.id,
    name: shop.name,
    slug: shop.slug,
    language,
    languages: shop.languages as Language[],
    currency: shop.currency,
    timezone: shop.timezone,
    logoUrl: shop.images.logo?.url ?? null,
    coverUrl: shop.images.cover?.url ?? shop.images.banner?.url ?? null,
    theme: {
      primaryColor: theme.primaryColor,
      secondaryColor: theme.secondaryColor,
      backgroundColor: theme.backgroundColor,
      textColor: theme.textColor,
      buttonsRadius: theme.buttonsRadius,
    },
    description: pick(settings.onlineStore.description, language, shop.defaultLanguage),
    shortDescription: pick(settings.onlineStore.shortDescription, language, shop.defaultLanguage),
    phone: shop.phone,
    email: shop.email,
    address: {
      street: shop.address.street,
      zip: shop.address.zip,
      city: shop.address.city,
      country: shop.address.country,
    },
    openingHours: shop.openingHours,
    terms: settings.termsConditions,
    showPricing: shop.showPricing,
  };
}

/** The price of one day from the grid's first tier of one day; null when the grid has none. */
function dayPriceOf(row: StoreProductRow): number | null {
  const tier = row.priceGrid.days.find((d) => d.days === 1);
  return tier ? tier.price : null;
}

function card(row: StoreProductRow, shop: StoreShopView): StoreProductCard {
  const [photo] = photosOf(row.pictures);
  return {
    id: row.id,
    name: row.name,
    photo: photo ? { url: photo.url, thumbnailUrl: photo.thumbnailUrl } : null,
    dayPriceCents: shop.showPricing ? dayPriceOf(row) : null,
  };
}

/** One product of the day, the same all day long for everyone: the day's number picks it among the store's products. */
function itemOfTheDay(rows: StoreProductRow[], now: Date, timeZone: string) {
  if (rows.length === 0) return null;
  const dayNumber = Math.floor(Date.parse(`${dayOf(now.getTime(), timeZone)}T00:00:00Z`) / 86_400_000);
  return rows[dayNumber % rows.length];
}

export async function homePage(ctx: Ctx, shop: StoreShopView, featuredIds: readonly string[]): Promise<StorePage> {
  const [all, universes, categoryCounts] = await Promise.all([
    storeProducts(ctx, shop.companyId),
    storeUniverses(ctx, shop.companyId),
    storeCategoryIds(ctx, shop.companyId),
  ]);
  const names = await categoryNames(ctx, [...categoryCounts.keys()], shop.language);
  const byId = new Map(all.map((row) => [row.id, row]));
  const featured = featuredIds.flatMap((id) => byId.get(id) ?? []);
  const day = itemOfTheDay(all, ctx.now, shop.timezone);
  return {
    kind: 'home',
    universes: universes.map((u) => ({
      id: u.id,
      title: u.title,
      pictureUrl: u.pictureKey ? `/v2/files/${u.pictureKey}` : null,
    })),
    categories: [...names]
      .map(([id, name]): StoreCollection => ({ kind: 'category', id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, shop.language)),
    featured: (featured.length ? featured : all.slice(0, 8)).map((row) => card(row, shop)),
    itemOfTheDay: day ? card(day, shop) : null,
  };
}

export async function categoryPage(ctx: Ctx, shop: StoreShopView, categoryId: string): Promise<StorePage | null> {
  const name = (await categoryNames(ctx, [categoryId], shop.language)).get(categoryId);
  if (name === undefined) return null;
  const rows = await storeProducts(ctx, shop.companyId, productFilters.category(categoryId));
  if (rows.length === 0) return null;
  return {
    kind: 'collection',
    collection: { kind: 'category', id: categoryId, name },
    products: rows.map((row) => card(row, shop)),
  };
}

export async function universePage(ctx: Ctx, shop: StoreShopView, universeId: string): Promise<StorePage | null> {
  const universe = (await storeUniverses(ctx, shop.companyId)).find((u) => u.id === universeId);
  if (!universe) return null;
  const modelIds = await modelIdsOfUniverse(ctx, shop.companyId, universeId);
  const rows = await storeProducts(ctx, shop.companyId, productFilters.models(modelIds));
  return {
    kind: 'collection',
    collection: { kind: 'universe', id: universeId, name: universe.title },
    products: rows.map((row) => card(row, shop)),
  };
}

export async function searchPage(ctx: Ctx, shop: StoreShopView, query: string): Promise<StorePage> {
  // control characters are dropped (a NUL byte cannot reach PostgreSQL): a page's search box never refuses text
  const words = query
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  const rows = words ? await storeProducts(ctx, shop.companyId, productFilters.text(words), 50) : [];
  return { kind: 'search', query: words, products: rows.map((row) => card(row, shop)) };
}

export async function productPage(ctx: Ctx, shop: StoreShopView, productId: string): Promise<StorePage | null> {
  const [row] = await storeProducts(ctx, shop.companyId, productFilters.ids([productId]), 1);
  if (!row) return null;
  const tomorrow = daySpan(addDays(dayOf(ctx.now.getTime(), shop.timezone), 1), shop.timezone);
  const [units, categories, price] = await Promise.all([
    unitsInService(ctx, shop.companyId, row),
    row.categoryId ? categoryNames(ctx, [row.categoryId], shop.language) : new Map<string, string>(),
    shop.showPricing
      ? storePrice(ctx, shop.companyId, row.id, new Date(tomorrow.start), new Date(tomorrow.end))
      : Promise.resolve(null),
  ]);
  const categoryName = row.categoryId ? categories.get(row.categoryId) : undefined;
  const product: StoreProductView = {
    ...card(row, shop),
    description: row.description ?? row.modelDescription,
    brand: row.brand,
    photos: photosOf(row.pictures).map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl })),
    category: row.categoryId && categoryName ? { id: row.categoryId, name: categoryName } : null,
    price: price && {
      start: new Date(tomorrow.start).toISOString(),
      end: new Date(tomorrow.end).toISOString(),
      ...price,
    },
    units,
  };
  return { kind: 'product', product };
}
