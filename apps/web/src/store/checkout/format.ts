import type { StoreShopView } from '@hirebase/shared/store-pages';
import { money } from '../words.tsx';

/** Money the checkout calls answer in major units, as the customer reads it. */
export const amount = (major: number, shop: Pick<StoreShopView, 'currency' | 'language'>, currency?: string) =>
  money(Math.round(major * 100), currency ?? shop.currency, shop.language);

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

/** A rental's start or end in the shop's time zone: the day, and the time when it is not midnight. */
export function when(iso: string, shop: Pick<StoreShopView, 'timezone' | 'language'>): string {
  const locale = LOCALES[shop.language] ?? shop.language;
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: shop.timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return new Intl.DateTimeFormat(locale, {
    timeZone: shop.timezone,
    dateStyle: 'medium',
    ...(time === '00:00' ? {} : { timeStyle: 'short' }),
  }).format(date);
}
