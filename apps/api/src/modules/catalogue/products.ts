import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { isUuid, newId } from '../../platform/ids.ts';
import { findCompanyById } from '../companies/index.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { basisPointsOf, centsOf, optionalCents, priceGridToCents } from './price-grid.ts';
import { categoryIdFor, productCategoryViews } from './product-categories.ts';
import { saveProductModel } from './product-models.ts';
import { findModel } from './repository/models.ts';
import type { NewProduct, ProductWithModel } from './repository/products.ts';
import * as repo from './repository/products.ts';
import { unavailabilitiesOf, unitsOfProducts } from './repository/units.ts';
import type { ProductBody, ProductPatch, ProductsBulkPatch } from './schemas/products.ts';
import { productView, unitView } from './views.ts';

export type ProductInput = Static<typeof ProductBody>;
export type ProductChanges = Static<typeof ProductPatch>;
type NewModelInput = NonNullable<ProductInput['newProductModel']>;

/** Which of `ids` are products of the session's company (deleted ones included: they may still be named). */
export const productIdsOfCompany = (ctx: Ctx, ids: string[]) => repo.productIdsAmong(ctx.db, tenantOf(ctx), ids);

/** Product views with their stock figures, in the given order. */
export async function productViews(ctx: Ctx, companyId: string, rows: ProductWithModel[]) {
  const [counts, categories] = await Promise.all([
    repo.unitCounts(
      ctx.db,
      companyId,
      rows.map((r) => r.product.id),
    ),
    productCategoryViews(
      ctx,
      companyId,
      rows.map((r) => r.product.categoryId),
    ),
  ]);
  return rows.map((r) =>
    productView(
      r.product,
      r.model,
      counts.get(r.product.id),
      r.product.categoryId ? categories.get(r.product.categoryId) : undefined,
    ),
  );
}

/** The live product and its model, or 404; `lock` also locks the product's row until the end of the transaction. */
export async function loadProduct(ctx: Ctx, companyId: string, id: string, lock?: repo.RowLock) {
  const found = await repo.findProduct(ctx.db, companyId, id, lock);
  if (!found) throw notFound('product', id);
  return found;
}

/** The columns a set of (already validated) changes writes; only the fields present. */
function changedValues(changes: ProductChanges): Partial<NewProduct> {
  const v: Partial<NewProduct> = {};
  if (changes.productModelId !== undefined) v.modelId = changes.productModelId;
  if (changes.name !== undefined) v.name = changes.name.trim();
  if (changes.description !== undefined) v.description = changes.description;
  if (changes.stockMode !== undefined) v.stockMode = changes.stockMode as NewProduct['stockMode'];
  if (changes.quantity !== undefined) v.quantity = changes.quantity;
  if (changes.position !== undefined) v.position = changes.position;
  if (changes.priceGrid !== undefined) v.priceGrid = priceGridToCents(changes.priceGrid);
  if (changes.deposit !== undefined) v.depositCents = centsOf('deposit', changes.deposit);
  if (changes.bufferBeforeMinutes !== undefined) v.bufferBeforeMinutes = changes.bufferBeforeMinutes;
  if (changes.bufferAfterMinutes !== undefined) v.bufferAfterMinutes = changes.bufferAfterMinutes;
  if (changes.isLCD !== undefined) v.isLcd = changes.isLCD;
  if (changes.isLLD !== undefined) v.isLld = changes.isLLD;
  if (changes.online !== undefined) v.online = changes.online;
  if (changes.insuranceEligible !== undefined) v.insuranceEligible = changes.insuranceEligible;
  if (changes.vatRate !== undefined) v.vatRateBp = basisPointsOf('vatRate', changes.vatRate);
  if (changes.stateModelId !== undefined) v.stateModelId = changes.stateModelId;
  if (changes.statusModelId !== undefined) v.statusModelId = changes.statusModelId;
  if (changes.surveyIds !== undefined) v.surveyIds = [...new Set(changes.surveyIds)];
  if (changes.lldMonthlyPrice !== undefined)
    v.lldMonthlyPriceCents = optionalCents('lldMonthlyPrice', changes.lldMonthlyPrice);
  return v;
}

/** A full product (create, PUT): every omitted setting takes its default. */
function fullValues(input: ProductInput): Partial<NewProduct> {
  return changedValues({
    description: null,
    stockMode: 'SERIALIZED',
    deposit: 0,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    isLCD: true,
    isLLD: false,
    online: true,
    insuranceEligible: false,
    vatRate: null,
    stateModelId: null,
    statusModelId: null,
    surveyIds: [],
    lldMonthlyPrice: null,
    ...input,
  });
}

/** Stock mode rules: a QUANTITY product has a quantity and no units; a SERIALIZED one counts its units. */
async function checkStock(ctx: Ctx, companyId: string, values: Partial<NewProduct>, productId?: string) {
  if (values.stockMode === 'SERIALIZED') {
    if (values.quantity !== undefined && values.quantity !== null) {
      throw badRequest('quantity', 'A SERIALIZED product counts its units: it has no stock quantity');
    }
    values.quantity = null;
    return;
  }
  if (values.stockMode !== 'QUANTITY') return;
  if (values.quantity === undefined || values.quantity === null) {
    throw badRequest('quantity', 'A QUANTITY product needs its stock quantity');
  }
  if (productId && ((await repo.unitCounts(ctx.db, companyId, [productId])).get(productId)?.total ?? 0) > 0) {
    throw conflict('productHasUnits', 'This product has units: it cannot switch to a stock quantity');
  }
}

/** The model is live; it stays so until the product is saved (a model delete waits, then counts the product). */
async function checkModel(ctx: Ctx, companyId: string, modelId: string | undefined) {
  if (modelId && !(await findModel(ctx.db, companyId, modelId, 'share'))) throw notFound('productModel', modelId);
}

/** A new model is the product's: its name unless given, the company's first verticale unless given. */
async function createModelFor(tx: Ctx, companyId: string, productName: string, model: NewModelInput) {
  const verticale = model.verticale ?? (await findCompanyById(tx.db, companyId))?.verticales[0];
  if (!verticale) throw badRequest('newProductModel.verticale', 'The company has no verticale: name the model one');
  const saved = await saveProductModel(
    { ...tx, companyId },
    {
      name: model.name?.trim() || productName.trim(),
      verticale: verticale as NonNullable<NewModelInput['verticale']>,
      categoryId: model.categoryId ?? null,
      brand: model.brand ?? null,
    },
    'newProductModel.',
  );
  return saved.id;
}

/** The model of a created or replaced product: the existing one it names, or the one it describes, created now. */
async function modelIdFor(tx: Ctx, companyId: string, input: ProductInput) {
  if (input.productModelId && input.newProductModel) {
    throw badRequest('newProductModel', 'Name an existing product model or describe a new one, not both');
  }
  if (input.newProductModel) return createModelFor(tx, companyId, input.name, input.newProductModel);
  if (!input.productModelId) {
    throw badRequest('productModelId', 'Name an existing product model, or describe a new one in newProductModel');
  }
  await checkModel(tx, companyId, input.productModelId);
  return input.productModelId;
}

/**
 * One transaction writes the product with what it brings along — a new product model, a new category — so a
 * refused field leaves none of them behind.
 */
export async function createProduct(ctx: StaffCtx, input: ProductInput) {
  const companyId = ctx.companyId;
  const values = fullValues(input);
  return inTransaction(ctx, async (tx) => {
    values.modelId = await modelIdFor(tx, companyId, input);
    values.categoryId = await categoryIdFor(tx, companyId, input.category);
    await checkStock(tx, companyId, values);
    const row = await repo.insertProduct(tx.db, {
      ...(values as NewProduct),
      companyId,
      id: newId(tx.now.getTime()),
      position: input.position ?? (await repo.nextPosition(tx.db, companyId)),
    });
    return getProduct(tx, row.id);
  });
}

/** PUT replaces every setting (omitted ones back to their defaults); PATCH changes only what it names. */
export async function updateProduct(ctx: StaffCtx, id: string, changes: ProductChanges, replace = false) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    // locked: units added meanwhile are counted before a switch to a stock quantity (they keep the row as read)
    const current = await loadProduct(tx, companyId, id, 'update');
    const values = replace
      ? fullValues({ position: current.product.position, ...(changes as ProductInput) })
      : changedValues(changes);
    if (values.quantity !== undefined && values.stockMode === undefined) values.stockMode = current.product.stockMode;
    if (replace) values.modelId = await modelIdFor(tx, companyId, changes as ProductInput);
    else await checkModel(tx, companyId, values.modelId);
    if (replace || changes.category !== undefined)
      values.categoryId = await categoryIdFor(tx, companyId, changes.category);
    await checkStock(tx, companyId, values, id);
    await repo.updateProducts(tx.db, companyId, [id], values);
    return getProduct(tx, id);
  });
}

/** Ids from `?ids=a,b` or `?ids=a&ids=b`. */
export function parseIds(raw: string[]): string[] {
  const ids = [...new Set(raw.flatMap((s) => s.split(',')).map((s) => s.trim()))];
  const bad = ids.find((id) => !isUuid(id));
  if (bad !== undefined) throw badRequest('ids', `"${bad}" is not a product id`);
  if (ids.length > 500) throw badRequest('ids', 'At most 500 products at once');
  return ids;
}

/** The same changes on several products; all of them must exist, or nothing changes. */
export async function updateProducts(ctx: StaffCtx, ids: string[], changes: Static<typeof ProductsBulkPatch>) {
  const companyId = ctx.companyId;
  const values = changedValues(changes);
  return inTransaction(ctx, async (tx) => {
    const found = new Set((await repo.findProducts(tx.db, companyId, ids)).map((r) => r.product.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw notFound('product', missing);
    await checkModel(tx, companyId, values.modelId);
    await repo.updateProducts(tx.db, companyId, ids, values);
    await audit(tx, { action: 'product.bulkUpdate', entity: 'product', data: { ids, fields: Object.keys(changes) } });
    return productViews(tx, companyId, await repo.findProducts(tx.db, companyId, ids));
  });
}

/** The product with its units and their unavailability periods. */
export async function getProduct(ctx: Ctx, id: string) {
  const companyId = tenantOf(ctx);
  const found = await loadProduct(ctx, companyId, id);
  const units = await unitsOfProducts(ctx.db, companyId, [id]);
  const periods = await unavailabilitiesOf(
    ctx.db,
    companyId,
    units.map((u) => u.unit.id),
  );
  const [view] = await productViews(ctx, companyId, [found]);
  return { ...view, subProducts: units.map((u) => unitView(u.unit, periods)) };
}

export async function productsOfModel(ctx: StaffCtx, modelId: string) {
  const companyId = ctx.companyId;
  if (!(await findModel(ctx.db, companyId, modelId))) throw notFound('productModel', modelId);
  return productViews(ctx, companyId, await repo.productsOfModel(ctx.db, companyId, modelId));
}

/** Copies the offer (grid, deposit, settings) as "… (copy)", without units and with no stock. */
export async function duplicateProduct(ctx: StaffCtx, id: string, name?: string) {
  const companyId = ctx.companyId;
  const { product } = await loadProduct(ctx, companyId, id);
  const { createdAt: _c, updatedAt: _u, deletedAt: _d, ...copy } = product;
  const row = await repo.insertProduct(ctx.db, {
    ...copy,
    id: newId(ctx.now.getTime()),
    name: name?.trim() || `${product.name} (copy)`,
    quantity: product.stockMode === 'QUANTITY' ? 0 : null,
    position: await repo.nextPosition(ctx.db, companyId),
  });
  return getProduct(ctx, row.id);
}

/**
 * Soft delete of the product and its units; refused while a pack still contains it or an order that has not ended
 * needs it (409 `inUseByOrders`). Under the product's lock and its row's, so no order or pack takes it meanwhile.
 */
export async function deleteProduct(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const { product } = await loadProduct(tx, companyId, id, 'update');
    await refuseWhileNeeded(tx.db, companyId, 'product', [id], product.name);
    const inPacks = await repo.packsContaining(tx.db, companyId, id);
    if (inPacks.length > 0) {
      throw conflict('productInPacks', `The product is in ${inPacks.map((p) => p.name).join(', ')}`, {
        packs: inPacks,
      });
    }
    await repo.softDeleteProduct(tx.db, companyId, id, tx.now);
    await audit(tx, { action: 'product.delete', entity: 'product', entityId: id });
    return { ok: true as const };
  });
}
