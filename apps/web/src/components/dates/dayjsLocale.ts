import type { Language } from '@hirebase/shared';
import dayjs from 'dayjs';
import i18n, { followLanguage } from '../../i18n/index.ts';

const locales: Record<Language, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  en: async () => undefined,
  es: () => import('dayjs/locale/es'),
  pt: () => import('dayjs/locale/pt'),
  it: () => import('dayjs/locale/it'),
};

let following: Promise<unknown> | undefined;

/**
 * dayjs in the interface language (month and day names of the pickers' calendars): its locale loads with the first
 * date field, and with each language the person switches to. Pages without a date field, such as the login, carry
 * neither dayjs nor its locales.
 */
export function dayjsFollowsLanguage(): Promise<unknown> {
  if (!following) {
    i18n.on('languageChanged', (language) => dayjs.locale(language));
    following = followLanguage((language) => locales[language]()).then(() => dayjs.locale(i18n.language));
  }
  return following;
}
