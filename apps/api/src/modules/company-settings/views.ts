import { fromCents } from '@hirebase/shared';
import { cancellationRules } from '@hirebase/shared/cancellation';
import { BAIL_MAX_KINDS, SOCIAL_NETWORKS } from '@hirebase/shared/company-settings';
import type { CompanyRow } from '../companies/index.ts';
import type { StoredDelivery, StoredImage, StoredPartPayment, StoredSettings } from './sections.ts';

/** Where a stored image is served from (GET /files/…). */
export const fileUrl = (key: string) => `/v2/files/${key}`;
export const imageView = (image: StoredImage) => ({ key: image.key, url: fileUrl(image.key), name: image.name });

const fromCentsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));
/** Basis points → percent (550 → 5.5). */
export const percentOfBp = (basisPoints: number) => basisPoints / 100;

/** The shop's insurance price in major units; a shop that never set it reads a share of 0 %. */
function insurancePriceView(s: StoredSettings) {
  const p = s.integrations.tulip.price ?? { method: 'SHARE' as const, shareBp: 0, dayCents: 0, minimumCents: null };
  return {
    method: p.method,
    percent: percentOfBp(p.shareBp),
    perItemDay: fromCents(p.dayCents),
    minimum: p.minimumCents === null ? null : fromCents(p.minimumCents),
  };
}

function partPaymentView(p: StoredPartPayment) {
  return {
    enabled: p.enabled,
    type: p.share?.type ?? null,
    value: !p.share
      ? null
      : p.share.type === 'PERCENTAGE'
        ? percentOfBp(p.share.basisPoints)
        : fromCents(p.share.cents),
  };
}

export function deliveryView(d: StoredDelivery) {
  const free = d.freeDeliveryMinimum;
  return {
    enabled: d.enabled,
    pricingType: d.pricingType,
    price: fromCents(d.priceCents),
    minimumPrice: fromCentsOrNull(d.minimumPriceCents),
    maxDistanceKm: d.maxDistanceKm,
    freeDeliveryMinimum: !free
      ? null
      : free.type === 'MINUTES'
        ? { type: free.type, value: free.minutes }
        : { type: free.type, value: fromCents(free.subtotalCents) },
  };
}

export function cancellationView(s: StoredSettings['cancellation']) {
  return { policy: s.policy, rules: cancellationRules(s.policy, s.customRules) };
}

/** The settings answer: identity fields from the company row, every section converted to API units. */
export function settingsView(
  company: CompanyRow,
  s: StoredSettings & { updatedAt?: Date | null },
  formerSlugs: string[],
) {
  return {
    companyId: company.id,
    slug: company.slug,
    formerSlugs,
    timezone: company.timezone,
    currency: company.currency,
    languages: company.languages,
    defaultLanguage: company.defaultLanguage,
    mainInfos: {
      name: company.name,
      description: s.mainInfos.description,
      email: company.email,
      phone: company.phone,
      website: s.mainInfos.website,
      address: {
        street: s.mainInfos.street,
        zip: s.mainInfos.zip,
        city: company.city,
        country: company.country,
        lat: s.mainInfos.lat,
        lng: s.mainInfos.lng,
      },
    },
    socialMedia: Object.fromEntries(Object.keys(SOCIAL_NETWORKS).map((n) => [n, s.socialMedia[n as never] ?? null])),
    vat: { rate: percentOfBp(s.vat.rentalBp), workshopRate: percentOfBp(s.vat.workshopBp), name: s.vat.name },
    openingHours: s.openingHours,
    closedDates: s.closedDates,
    lowSeasonDates: s.lowSeasonDates,
    bookingSlots: s.bookingSlots,
    delivery: deliveryView(s.delivery),
    cancellationPolicy: cancellationView(s.cancellation),
    bail: {
      access: s.bail.access,
      max: Object.fromEntries(BAIL_MAX_KINDS.map((k) => [k, fromCentsOrNull(s.bail.maxCents[k] ?? null)])),
    },
    partPayment: { order: partPaymentView(s.partPayment.order), event: partPaymentView(s.partPayment.event) },
    legal: {
      termsConditions: s.termsConditions,
      termsConditionsLLD: s.termsConditionsLld,
      eventCGU: s.eventCgu,
      customerTextRGPD: s.customerTextRgpd,
    },
    documents: s.documents,
    mailSender: s.mailSender,
    onlineStore: { ...s.onlineStore, gallery: s.onlineStore.gallery.map(imageView) },
    images: {
      logo: s.images.logo && imageView(s.images.logo),
      banner: s.images.banner && imageView(s.images.banner),
      cover: s.images.cover && imageView(s.images.cover),
    },
    orderReminder: s.notifications.orderReminder,
    opinionBooster: s.notifications.opinionBooster,
    newsletterSubscription: s.newsletter,
    categoryDiscounts: s.categoryDiscounts.map((c) => ({
      ...c,
      ranges: c.ranges.map((r) => ({
        ...r,
        value: r.type === 'AMOUNT' ? fromCents(r.value) : percentOfBp(r.value),
      })),
    })),
    events: s.events,
    rentalPlace: { visible: s.marketplace.visible },
    placeId: s.marketplace.placeId,
    theme: s.theme,
    integrations: {
      tulip: { linked: !!s.integrations.tulip.linkedId, ...s.integrations.tulip, price: insurancePriceView(s) },
      square: s.integrations.square,
      ancv: s.integrations.ancv,
    },
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}

export type SettingsAnswer = ReturnType<typeof settingsView>;
