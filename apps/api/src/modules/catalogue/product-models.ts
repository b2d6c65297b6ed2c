import { VERTICALES } from '@hirebase/shared';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { categoriesByIds } from './repository/categories.ts';
import type { ModelRow } from './repository/models.ts';
import * as repo from './repository/models.ts';
import type { ProductModelBody } from './schemas/models.ts';
import { modelView } from './views.ts';

export type ModelInput = Static<typeof ProductModelBody>;

export const modelListSpec = defineListSpec({
  paging: 'page',
  extra: {
    search: { type: 'string', description: 'Part of the name or brand' },
    verticale: { type: 'enum', values: VERTICALES },
    categoryId: { type: 'uuid' },
  },
});

async function viewsOf(ctx: Ctx, companyId: string, rows: ModelRow[]) {
  const ids = rows.map((r) => r.id);
  const [categories, counts] = await Promise.all([
    categoriesByIds(
      ctx.db,
      rows.map((r) => r.categoryId).filter((id): id is string => !!id),
    ),
    repo.productCounts(ctx.db, companyId, ids),
  ]);
  return rows.map((r) => modelView(r, r.categoryId ? categories.get(r.categoryId) : undefined, counts.get(r.id) ?? 0));
}

/** The category exists and is of the verticale; it stays until the model is saved (a delete waits, then sees it). */
async function checkCategory(ctx: Ctx, categoryId: string | null | undefined, verticale: string, field: string) {
  if (!categoryId) return;
  const category = (await categoriesByIds(ctx.db, [categoryId], 'share')).get(categoryId);
  if (!category) throw notFound('category', categoryId);
  if (category.verticale !== verticale) {
    throw badRequest(field, `The category belongs to ${category.verticale}, not to ${verticale}`);
  }
}

const modelValues = (input: ModelInput) => ({
  name: input.name.trim(),
  verticale: input.verticale,
  categoryId: input.categoryId ?? null,
  brand: input.brand?.trim() || null,
  description: input.description ?? null,
  // saving over a model without naming its pictures keeps them (they are managed by the photo calls)
  ...(input.pictures || !input.id ? { pictures: input.pictures ?? [] } : {}),
  sizes: [...new Set((input.sizes ?? []).map((s) => s.trim()).filter(Boolean))],
});

/**
 * Creates a model, or replaces the one named by `id` (the contract saves models with the create call). `at` is where
 * the model sits in the body (`newProductModel.` when a product brings it), for the field a refusal names.
 */
export async function saveProductModel(ctx: StaffCtx, input: ModelInput, at = '') {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await checkCategory(tx, input.categoryId, input.verticale, `${at}categoryId`);
    const row = input.id
      ? await repo.updateModel(tx.db, companyId, input.id, modelValues(input))
      : await repo.insertModel(tx.db, { companyId, id: newId(tx.now.getTime()), ...modelValues(input) });
    if (!row) throw notFound('productModel', input.id);
    return (await viewsOf(tx, companyId, [row]))[0];
  });
}

export async function getProductModel(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const row = await repo.findModel(ctx.db, companyId, id);
  if (!row) throw notFound('productModel', id);
  return (await viewsOf(ctx, companyId, [row]))[0];
}

export async function listProductModels(ctx: StaffCtx, query: ParsedListQuery) {
  const companyId = ctx.companyId;
  const extra = query.extra as { search?: string; verticale?: string; categoryId?: string };
  const { rows, total } = await repo.listModels(ctx.db, companyId, extra, query);
  return paginated(await viewsOf(ctx, companyId, rows), total, query);
}

/** Copies a model (not its products) under the name "… (copy)" unless another is given. */
export async function duplicateProductModel(ctx: StaffCtx, id: string, name?: string) {
  const companyId = ctx.companyId;
  const source = await repo.findModel(ctx.db, companyId, id);
  if (!source) throw notFound('productModel', id);
  const { companyId: _c, id: _i, createdAt: _ca, updatedAt: _ua, deletedAt: _d, ...copy } = source;
  const row = await repo.insertModel(ctx.db, {
    ...copy,
    companyId,
    id: newId(ctx.now.getTime()),
    name: name?.trim() || `${source.name} (copy)`,
  });
  return (await viewsOf(ctx, companyId, [row]))[0];
}

/**
 * A model still used by products cannot go: delete or move its products first. Its row is locked before the count:
 * a product created on it meanwhile (which keeps the row as read) is counted, or finds it gone.
 */
export async function deleteProductModel(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.findModel(tx.db, companyId, id, 'update'))) throw notFound('productModel', id);
    const used = await repo.countLiveProductsOfModel(tx.db, companyId, id);
    if (used > 0) {
      throw conflict('productModelInUse', `${used} product(s) still use this model`, { products: used });
    }
    await repo.softDeleteModel(tx.db, companyId, id, tx.now);
    await audit(tx, { action: 'productModel.delete', entity: 'productModel', entityId: id });
    return { ok: true as const };
  });
}
