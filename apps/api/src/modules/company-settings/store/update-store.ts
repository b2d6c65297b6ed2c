import { type SocialNetwork, socialLinkProblem } from '@hirebase/shared/company-settings';
import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { productIdsOfCompany } from '../../catalogue/index.ts';
import type {
  CheckoutModeBody,
  FeaturedIdsBody,
  NewsletterBody,
  OnlineStoreDescriptionBody,
  OpinionBoosterBody,
  OrderReminderBody,
  PhoneNumberBody,
  PlaceIdBody,
  RentalPlaceBody,
  ShowPricingBody,
  SocialMediaBody,
} from '../schemas.ts';
import type { LocalizedText, StoredSocialMedia } from '../sections.ts';
import { changeSettings } from '../service.ts';
import { linkOrNull, trimmedOrNull } from '../updates/validate.ts';

/** Drops languages left blank, so the store falls back to another language instead of showing nothing. */
const localized = (texts: LocalizedText | undefined): LocalizedText =>
  Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text?.trim()));

export function updateOnlineStoreDescription(ctx: Ctx, body: Static<typeof OnlineStoreDescriptionBody>) {
  return changeSettings(ctx, 'onlineStoreDescription', ({ current }) => ({
    onlineStore: {
      ...current.onlineStore,
      description: localized(body.description),
      shortDescription: body.shortDescription ? localized(body.shortDescription) : current.onlineStore.shortDescription,
    },
  }));
}

export function updateOnlineStorePhone(ctx: Ctx, body: Static<typeof PhoneNumberBody>) {
  return changeSettings(ctx, 'onlineStorePhone', ({ current }) => ({
    onlineStore: { ...current.onlineStore, phone: trimmedOrNull(body.phone) },
  }));
}

/**
 * Products shown first in the online store, in this order: products of the shop. One deleted since it was chosen
 * may stay until it is removed (the store skips it): the catalogue owns its items.
 */
export async function updateFeaturedIds(ctx: Ctx, body: Static<typeof FeaturedIdsBody>) {
  const ids = body.featuredIds.map((id) => id.toLowerCase());
  const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (duplicate >= 0) throw badRequest(`featuredIds.${duplicate}`, 'An item is featured twice');
  const known = await productIdsOfCompany(ctx, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw badRequest(`featuredIds.${unknown}`, `${ids[unknown]} is not a product of this shop`);
  return changeSettings(ctx, 'featuredIds', ({ current }) => ({
    onlineStore: { ...current.onlineStore, featuredIds: ids },
  }));
}

export function updateShowPricing(ctx: Ctx, body: Static<typeof ShowPricingBody>) {
  return changeSettings(ctx, 'showPricing', ({ current }) => ({
    onlineStore: { ...current.onlineStore, showPricing: body.showPricing },
  }));
}

/** How the online store's checkout ends (paid online, on site, or a request the shop approves). */
export function updateCheckoutMode(ctx: Ctx, body: Static<typeof CheckoutModeBody>) {
  return changeSettings(ctx, 'checkoutMode', ({ current }) => ({
    onlineStore: { ...current.onlineStore, checkoutMode: body.checkoutMode },
  }));
}

/** Replaces the links: a network left out or null is removed. Each link must point to its network. */
export function updateSocialMedia(ctx: Ctx, body: Static<typeof SocialMediaBody>) {
  const socialMedia: StoredSocialMedia = {};
  for (const [network, raw] of Object.entries(body) as [SocialNetwork, string | null | undefined][]) {
    const value = raw?.trim();
    if (!value) continue;
    const problem = socialLinkProblem(network, value);
    if (problem) throw badRequest(network, problem);
    socialMedia[network] = new URL(value).toString();
  }
  return changeSettings(ctx, 'socialMedia', () => ({ socialMedia }));
}

export function updateOrderReminder(ctx: Ctx, body: Static<typeof OrderReminderBody>) {
  return changeSettings(ctx, 'orderReminder', ({ current }) => ({
    notifications: { ...current.notifications, orderReminder: body },
  }));
}

/** After an order ends, asks the customer for a review at `reviewUrl` (required to enable it). */
export function updateOpinionBooster(ctx: Ctx, body: Static<typeof OpinionBoosterBody>) {
  const reviewUrl = linkOrNull('reviewUrl', body.reviewUrl);
  if (body.enabled && !reviewUrl) throw badRequest('reviewUrl', 'A review link is needed to ask for reviews');
  return changeSettings(ctx, 'opinionBooster', ({ current }) => ({
    notifications: {
      ...current.notifications,
      opinionBooster: { enabled: body.enabled, delayHours: body.delayHours, reviewUrl },
    },
  }));
}

export function updateNewsletter(ctx: Ctx, body: Static<typeof NewsletterBody>) {
  const lists = [...new Set(body.platformLists ?? [])];
  return changeSettings(ctx, 'newsletterSubscription', ({ current }) => ({
    newsletter: {
      customerOptIn: body.customerOptIn,
      platformLists: body.platformLists ? lists : current.newsletter.platformLists,
    },
  }));
}

export function updateRentalPlace(ctx: Ctx, body: Static<typeof RentalPlaceBody>) {
  return changeSettings(ctx, 'rentalPlace', ({ current }) => ({
    marketplace: { ...current.marketplace, visible: body.visible },
  }));
}

export function updatePlaceId(ctx: Ctx, body: Static<typeof PlaceIdBody>) {
  return changeSettings(ctx, 'placeId', ({ current }) => ({
    marketplace: { ...current.marketplace, placeId: body.placeId },
  }));
}
