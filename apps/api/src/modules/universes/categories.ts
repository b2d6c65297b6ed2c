import type { Language } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { paginated } from '../../platform/query/list-query.ts';
import {
  categoriesByIds,
  createVerticaleCategory,
  deleteVerticaleCategory,
  findModel,
  listVerticaleCategories,
  updateModel,
} from '../catalogue/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { categoryUses, modelsWithoutCategory } from './catalogue-reads.ts';

export const listCategories = (ctx: Ctx, verticale?: string) => listVerticaleCategories(ctx, verticale);

/** GET /company/verticales: the company's verticales, each with the categories its models can use. */
export async function companyVerticales(ctx: StaffCtx) {
  const company = await findCompanyById(ctx.db, ctx.companyId);
  if (!company) throw notFound('company');
  const categories = await listVerticaleCategories(ctx);
  return company.verticales.map((verticale) => ({
    verticale,
    categories: categories.filter((c) => c.verticale === verticale),
  }));
}

export async function createCategory(ctx: Ctx, input: { verticale: string; name: Partial<Record<Language, string>> }) {
  const name = Object.fromEntries(
    Object.entries(input.name)
      .map(([lang, text]) => [lang, text?.trim()])
      .filter(([, text]) => text),
  ) as Partial<Record<Language, string>>;
  if (Object.keys(name).length === 0) throw badRequest('name', 'Give the name in at least one language');
  return inTransaction(ctx, async (tx) => {
    const created = await createVerticaleCategory(tx, { verticale: input.verticale, name });
    await audit(tx, { companyId: null, action: 'category.create', entity: 'verticaleCategory', entityId: created.id });
    return created;
  });
}

/** A category still used by live models or by pack items cannot be deleted (409 with the counts). */
export async function deleteCategory(ctx: Ctx, id: string) {
  return inTransaction(ctx, async (tx) => {
    // locked first: a model or pack item taking the category meanwhile is counted, or finds it gone
    if ((await categoriesByIds(tx.db, [id], 'update')).size === 0) throw notFound('verticale category', id);
    const uses = await categoryUses(tx.db, id);
    if (uses.models > 0 || uses.packItems > 0)
      throw conflict(
        'categoryInUse',
        `This category is used by ${uses.models} model(s) and ${uses.packItems} pack item(s)`,
        uses,
      );
    await deleteVerticaleCategory(tx, id);
    await audit(tx, { companyId: null, action: 'category.delete', entity: 'verticaleCategory', entityId: id });
    return { ok: true as const };
  });
}

/** An administrator classifies a model of a company; the category must belong to the model's verticale. */
export async function setModelCategory(ctx: Ctx, modelId: string, input: { companyId: string; categoryId: string }) {
  return inTransaction(ctx, async (tx) => {
    const model = await findModel(tx.db, input.companyId, modelId);
    if (!model) throw notFound('product model', modelId);
    const category = (await categoriesByIds(tx.db, [input.categoryId], 'share')).get(input.categoryId);
    if (!category) throw notFound('verticale category', input.categoryId);
    if (category.verticale !== model.verticale)
      throw badRequest('categoryId', `This category belongs to ${category.verticale}, the model to ${model.verticale}`);
    const updated = (await updateModel(tx.db, input.companyId, modelId, { categoryId: category.id }))!;
    await audit(tx, {
      companyId: input.companyId,
      action: 'productModel.category',
      entity: 'productModel',
      entityId: modelId,
      from: model.categoryId,
      to: category.id,
    });
    return {
      id: updated.id,
      companyId: updated.companyId,
      name: updated.name,
      verticale: updated.verticale,
      categoryId: updated.categoryId,
      category: { id: category.id, verticale: category.verticale, name: category.name },
    };
  });
}

const PAGE_SIZE = 50;

export async function listModelsWithoutCategory(ctx: Ctx, input: { companyId?: string; page?: number }) {
  const page = input.page ?? 1;
  const { rows, total } = await modelsWithoutCategory(
    ctx.db,
    { companyId: input.companyId },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return paginated(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, page },
  );
}
