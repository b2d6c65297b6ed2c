import type { Language } from '@hirebase/shared';
import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { photoViews } from '../catalogue/index.ts';
import { imageView } from '../company-settings/index.ts';
import { isUuid, type OpenStore, openStore, openStoreBySlug } from './open-store.ts';
import { countShown, type ShownFilter, shownItems, shownRows } from './shown-products.ts';

/** The text in the wanted language, else the shop's default language, else any language it has. */
export function pickText(texts: Partial<Record<string, string>>, language: string, fallback: string) {
  return texts[language] ?? texts[fallback] ?? Object.values(texts).find(Boolean) ?? null;
}

/**
 * The store at an address, as its pages show it: the company, its look and what it tells customers. A former slug
 * answers the store with `movedTo` its current slug (pages redirect). 404 when there is no such store or it is off.
 */
export async function storeOfSlug(ctx: Ctx, slug: string, wanted?: Language) {
  const store = await openStoreBySlug(ctx, slug);
  return { ...storeFacts(store, wanted), movedTo: store.movedTo };
}

/** What a store shows of its settings, in the wanted language when the shop offers it. */
export function storeFacts({ company, settings: s }: OpenStore, wanted?: string) {
  const language = wanted && company.languages.includes(wanted) ? wanted : company.defaultLanguage;
  const image = (i: (typeof s.images)['logo']) => (i ? imageView(i).url : null);
  return {
    companyId: company.id,
    name: company.name,
    slug: company.slug,
    language,
    languages: company.languages,
    currency: company.currency,
    timezone: company.timezone,
    description: pickText(s.onlineStore.description, language, company.defaultLanguage),
    shortDescription: pickText(s.onlineStore.shortDescription, language, company.defaultLanguage),
    showPricing: s.onlineStore.showPricing,
    phone: s.onlineStore.phone ?? company.phone,
    email: company.email,
    address: {
      street: s.mainInfos.street,
      zip: s.mainInfos.zip,
      city: company.city,
      country: company.country,
    },
    openingHours: s.openingHours,
    theme: s.theme,
    images: { logo: image(s.images.logo), banner: image(s.images.banner), cover: image(s.images.cover) },
  };
}

export interface Page {
  page: number;
  limit: number;
}

/** The products a store shows (first photo, "from" price, category and universes), a page at a time. */
export async function storeProducts(ctx: Ctx, companyId: string, filter: ShownFilter = {}, page?: Page) {
  const store = await openStore(ctx, companyId);
  return shownProductsOf(ctx, store, filter, page ?? { page: 1, limit: 50 });
}

export async function shownProductsOf(ctx: Ctx, store: OpenStore, filter: ShownFilter, page: Page) {
  const companyId = store.company.id;
  const [rows, total] = await Promise.all([
    shownRows(ctx, companyId, filter, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    countShown(ctx, companyId, filter),
  ]);
  return { items: await shownItems(ctx, store, rows), total, page: page.page, limit: page.limit };
}

/** One product the store shows, with all its photos and sizes; 404 when the store does not show it. */
export async function storeProduct(ctx: Ctx, companyId: string, productId: string) {
  const store = await openStore(ctx, companyId);
  return shownProductOf(ctx, store, productId);
}

export async function shownProductOf(ctx: Ctx, store: OpenStore, productId: string) {
  const [row] = isUuid(productId) ? await shownRows(ctx, store.company.id, { ids: [productId.toLowerCase()] }) : [];
  if (!row) throw notFound('product', productId);
  const [item] = await shownItems(ctx, store, [row]);
  return {
    ...item!,
    photos: photoViews(row.pictures).map((ph) => ({ url: ph.url, thumbnailUrl: ph.thumbnailUrl })),
    sizes: row.sizes,
  };
}
