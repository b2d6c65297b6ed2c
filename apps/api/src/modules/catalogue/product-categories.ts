import { categoryKey, cleanCategoryName } from '@hirebase/shared';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './repository/product-categories.ts';

const view = (row: repo.ProductCategoryRow) => ({ id: row.id, name: row.name });

/** The company's own categories (never another company's), those containing `search` when given. */
export async function listProductCategories(ctx: StaffCtx, search: string | undefined, limit: number) {
  const text = search ? cleanCategoryName(search) : '';
  return (await repo.listProductCategories(ctx.db, ctx.companyId, text || undefined, limit)).map(view);
}

/**
 * The id of the category a product names (null for none): the company's category of that name, case and spacing
 * aside, created in the caller's transaction when there is none (so a refused product leaves no category behind).
 */
export async function categoryIdFor(ctx: Ctx, companyId: string, typed: string | null | undefined) {
  const name = typed ? cleanCategoryName(typed) : '';
  if (!name) return null;
  const row = await repo.findOrCreateProductCategory(ctx.db, {
    companyId,
    id: newId(ctx.now.getTime()),
    name,
    nameKey: categoryKey(name),
  });
  return row.id;
}

/** Category views of products, by category id. */
export async function productCategoryViews(ctx: Ctx, companyId: string, ids: (string | null)[]) {
  const rows = await repo.productCategoriesByIds(
    ctx.db,
    companyId,
    ids.filter((id): id is string => !!id),
  );
  return new Map([...rows].map(([id, row]) => [id, view(row)]));
}
