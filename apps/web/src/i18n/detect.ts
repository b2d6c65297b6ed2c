import { LANGUAGES, type Language } from '@hirebase/shared';

export const DEFAULT_LANGUAGE: Language = 'fr';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The interface language: the one the user chose on this device, else the first of the browser's preferred
 * languages that the app speaks ('en-US' → 'en'), else French.
 */
export function detectLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
