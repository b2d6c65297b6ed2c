import type { Language } from '@hirebase/shared';
import type { Ctx } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './repository/categories.ts';
import { categoryView } from './views.ts';

/**
 * Verticale categories are global (platform data). These use cases serve the calls that list and administer
 * them; the catalogue owns the table because models and category packs refer to it.
 */
export async function listVerticaleCategories(ctx: Ctx, verticale?: string) {
  return (await repo.listCategories(ctx.db, verticale)).map(categoryView);
}

export async function createVerticaleCategory(
  ctx: Ctx,
  input: { verticale: string; name: Partial<Record<Language, string>> },
) {
  return categoryView(
    await repo.insertCategory(ctx.db, { id: newId(ctx.now.getTime()), verticale: input.verticale, name: input.name }),
  );
}

/** Models lose the category (set null); a category still named by a pack cannot be deleted (409). */
export const deleteVerticaleCategory = (ctx: Ctx, id: string) => repo.deleteCategory(ctx.db, id);
