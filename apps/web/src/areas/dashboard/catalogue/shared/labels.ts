import { dayPrice, fromCents, toCents } from '@hirebase/shared';
import type { Category, PriceGridJson, ProductListItem } from '../../../../api/catalogue.ts';

/** A category's name in the interface language (French, then any, when it has none). */
export const categoryName = (category: Pick<Category, 'name'>, language: string) =>
  category.name[language] ?? category.name.fr ?? Object.values(category.name)[0] ?? '';

/** The price of one day from a grid (tiers, extra day), or null when the grid has no day prices. */
export function oneDayPrice(grid: PriceGridJson): number | null {
  const price = dayPrice(
    {
      days: grid.days.map((tier) => ({ days: tier.days, price: toCents(tier.price) })),
      extraDay: grid.extraDay == null ? null : toCents(grid.extraDay),
    },
    1,
  );
  return price ? fromCents(price.price) : null;
}

/** "Trek · Trek FX 2" reads better as "Trek FX 2". */
export const modelLabel = (model: Pick<ProductListItem['productModel'], 'name' | 'brand'>) =>
  model.brand && !model.name.toLowerCase().includes(model.brand.toLowerCase())
    ? `${model.brand} · ${model.name}`
    : model.name;
