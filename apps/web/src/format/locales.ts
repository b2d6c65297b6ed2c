import type { Language } from '@hirebase/shared';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/detect.ts';

/**
 * The regional conventions behind each interface language: English is written the British way (day before month,
 * 24-hour clock), as every other language of the app, so one date reads the same on every screen and in every
 * language: 26/11/2026 14:30.
 */
export const INTL_LOCALES: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-PT',
  it: 'it-IT',
};

/** The dayjs patterns of date fields: the same text as the format helpers write. */
export const DATE_PATTERN = 'DD/MM/YYYY';
export const TIME_PATTERN = 'HH:mm';
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;

export const languageOf = (language: string | undefined): Language => {
  const base = language?.slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
};

/** The Intl locale of an interface language ('en' → 'en-GB'); unknown languages fall back to the default one. */
export const intlLocale = (language: string | undefined): string => INTL_LOCALES[languageOf(language)];
