import { categoryKey } from '@hirebase/shared';
import type { Category, ShopCategory } from '../../../../api/catalogue.ts';
import { categoryName } from '../shared/labels.ts';

export interface SuggestionGroups {
  /** The shop's own categories, by name. */
  own: string[];
  /** Platform categories of the shop's activities the shop has no category of that name for yet. */
  platform: string[];
}

/** What the category field offers: the shop's categories first, then the platform's, each name once. */
export function categorySuggestions(
  own: ShopCategory[],
  platform: Category[],
  verticales: readonly string[],
  language: string,
): SuggestionGroups {
  const seen = new Set(own.map((c) => categoryKey(c.name)));
  const suggested: string[] = [];
  for (const category of platform) {
    if (verticales.length > 0 && !verticales.includes(category.verticale)) continue;
    const name = categoryName(category, language);
    const key = categoryKey(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    suggested.push(name);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, language);
  return { own: own.map((c) => c.name).sort(byName), platform: suggested.sort(byName) };
}

/**
 * The platform category a typed name stands for within one activity (any of its names, case and spacing aside), so
 * that a new product model is filed under it; null when there is none.
 */
export function platformCategoryOf(typed: string, platform: Category[], verticale: string | null): string | null {
  const key = categoryKey(typed);
  if (!key || !verticale) return null;
  const found = platform.find(
    (c) => c.verticale === verticale && Object.values(c.name).some((name) => categoryKey(name) === key),
  );
  return found?.id ?? null;
}

/** Whether saving will create a new category of the shop (a hint under the field says so). */
export const isNewCategory = (typed: string, own: ShopCategory[]) => {
  const key = categoryKey(typed);
  return key !== '' && !own.some((c) => categoryKey(c.name) === key);
};
