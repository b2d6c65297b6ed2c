import type { Language } from '@hirebase/shared';

/** Languages of an Accept-Language header, most wanted first (`fr-CH;q=0.9` reads as `fr`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.split('-')[0].toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language);
}

/** The page's language: `?lang=` when the shop speaks it, else the browser's first one it speaks, else its own. */
export function storeLanguage(
  shop: { languages: string[]; defaultLanguage: string },
  queryLang: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const wanted = [queryLang?.toLowerCase(), ...acceptedLanguages(acceptLanguage)];
  return (wanted.find((l) => l && shop.languages.includes(l)) ?? shop.defaultLanguage) as Language;
}
