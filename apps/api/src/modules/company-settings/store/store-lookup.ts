import type { Language } from '@hirebase/shared';
import { SOCIAL_NETWORKS, type StoreScope } from '@hirebase/shared/company-settings';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { type CompanyRow, findCompanyById, findCompanyBySlug } from '../../companies/index.ts';
import * as repo from '../repository.ts';
import type { LocalizedText } from '../sections.ts';
import { cancellationView, deliveryView, imageView } from '../views.ts';

/**
 * Finds the company behind a store address. A former slug answers the company with `redirectTo` its current slug.
 * Scopes: `online-store` (any live company), `rental-place` (only companies visible in the marketplace),
 * `dashboard` (branding of the login page of a shop). Archived companies are never found.
 */
/** The company at a store address, current or former (then `redirectTo` is its current slug); 404 when none. */
export async function companyBySlug(
  ctx: Ctx,
  slug: string,
): Promise<{ company: CompanyRow; redirectTo: string | null }> {
  const live = await findCompanyBySlug(ctx.db, slug);
  if (live) return { company: live, redirectTo: null };
  const former = await repo.findFormerSlugOwner(ctx.db, slug);
  const company = former && (await findCompanyById(ctx.db, former.companyId));
  if (!company) throw notFound('store', slug);
  return { company, redirectTo: company.slug };
}

/** The text in the wanted language, else the company's default language, else any language it has. */
function pick(texts: LocalizedText, language: string, fallback: string): string | null {
  return texts[language] ?? texts[fallback] ?? Object.values(texts).find(Boolean) ?? null;
}

export async function storeBySlug(ctx: Ctx, slug: string, scope: StoreScope, wanted?: Language) {
  const { company, redirectTo } = await companyBySlug(ctx, slug.toLowerCase());
  const s = await repo.findSettings(ctx.db, company.id);
  if (company.accountStatus === 'ARCHIVED') throw notFound('store', slug);
  if (scope === 'rental-place' && !s.marketplace.visible) throw notFound('store', slug);
  const language = wanted && company.languages.includes(wanted) ? wanted : company.defaultLanguage;
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    redirectTo,
    scope,
    language,
    languages: company.languages,
    defaultLanguage: company.defaultLanguage,
    timezone: company.timezone,
    currency: company.currency,
    verticales: company.verticales,
    email: company.email,
    phone: s.onlineStore.phone ?? company.phone,
    website: s.mainInfos.website,
    address: {
      street: s.mainInfos.street,
      zip: s.mainInfos.zip,
      city: company.city,
      country: company.country,
      lat: s.mainInfos.lat,
      lng: s.mainInfos.lng,
    },
    description: pick(s.onlineStore.description, language, company.defaultLanguage),
    shortDescription: pick(s.onlineStore.shortDescription, language, company.defaultLanguage),
    socialMedia: Object.fromEntries(Object.keys(SOCIAL_NETWORKS).map((n) => [n, s.socialMedia[n as never] ?? null])),
    openingHours: s.openingHours,
    closedDates: s.closedDates,
    bookingSlots: s.bookingSlots,
    showPricing: s.onlineStore.showPricing,
    featuredIds: s.onlineStore.featuredIds,
    images: {
      logo: s.images.logo && imageView(s.images.logo),
      banner: s.images.banner && imageView(s.images.banner),
      cover: s.images.cover && imageView(s.images.cover),
    },
    gallery: s.onlineStore.gallery.map(imageView),
    theme: s.theme,
    delivery: deliveryView(s.delivery),
    cancellationPolicy: cancellationView(s.cancellation),
    rentalPlace: { visible: s.marketplace.visible },
    placeId: s.marketplace.placeId,
  };
}
