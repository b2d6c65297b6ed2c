import { createContext, type ReactNode, useContext } from 'react';
import type { StoreMessages } from '../i18n/areas/store/fr.ts';

/**
 * The store's words in the page's language. The server picks them (server-words.ts) and embeds them in the page: the
 * client bundle carries no word files and no i18n library.
 */
const WordsContext = createContext<StoreMessages | null>(null);

export function WordsProvider({ words, children }: { words: StoreMessages; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

export function useWords(): StoreMessages {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords outside WordsProvider');
  return words;
}

/** `{{name}}` placeholders replaced by their values. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

/** Integer cents as the customer reads money in their language. */
export const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(LOCALES[language] ?? language, { style: 'currency', currency }).format(cents / 100);
