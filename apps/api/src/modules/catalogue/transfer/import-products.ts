import { notFound } from '../../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { findCompanyById } from '../../companies/index.ts';
import { importQueue, type RowOutcome, requireOneColumn, startImport } from '../../imports/index.ts';
import { listCategories } from '../repository/categories.ts';
import { insertModel, type ModelRow, updateModel } from '../repository/models.ts';
import { insertProduct, nextPosition, type ProductRow, unitCounts, updateProducts } from '../repository/products.ts';
import { plain } from './cells.ts';
import { MODEL_COLUMNS, PRODUCT_COLUMNS } from './columns.ts';
import { upsertUnit } from './import-units.ts';
import { type ProductRowValue, parseProductRow } from './parse-product-row.ts';
import { findModelByName, findProductByName } from './repository.ts';
import { changedFields, reject } from './rows.ts';

/** A verticale category named `name` in any language. */
async function categoryIdOf(ctx: Ctx, verticale: string, name: string) {
  const wanted = plain(name);
  const found = (await listCategories(ctx.db, verticale)).find((c) =>
    Object.values(c.name).some((n) => plain(n ?? '') === wanted),
  );
  return found?.id ?? reject('category', `"${name}" is not a category of ${verticale}`);
}

/** The model named in the row (created when missing; its verticale, category, brand and sizes as the row gives). */
async function upsertModel(ctx: Ctx, companyId: string, input: ProductRowValue['model']) {
  const found = await findModelByName(ctx.db, companyId, input.name);
  const verticale =
    input.verticale ??
    found?.verticale ??
    reject('verticale', `The model "${input.name}" does not exist yet: give its verticale`);
  const categoryId =
    input.category !== undefined
      ? await categoryIdOf(ctx, verticale, input.category)
      : found?.verticale === verticale
        ? found.categoryId
        : null;
  if (!found) {
    const model = await insertModel(ctx.db, {
      companyId,
      id: newId(ctx.now.getTime()),
      name: input.name.trim(),
      verticale,
      categoryId,
      brand: input.brand ?? null,
      sizes: input.sizes ?? [],
    });
    return { model, created: true };
  }
  const changes = changedFields<ModelRow>(found, {
    verticale,
    categoryId,
    brand: input.brand,
    sizes: input.sizes,
  });
  return { model: changes ? await updateModel(ctx.db, companyId, found.id, changes) : found, created: false };
}

/**
 * The product named in the row under its model: created with the row's settings (defaults for the others), or
 * updated with the settings the row gives. The stock mode follows the product's rules: a QUANTITY product has a
 * quantity and no units; a product with units cannot become QUANTITY.
 */
async function upsertProduct(
  ctx: Ctx,
  companyId: string,
  model: ModelRow,
  input: ProductRowValue['product'],
  withUnit: boolean,
) {
  const found = await findProductByName(ctx.db, companyId, model.id, input.name);
  const stockMode = input.stockMode ?? found?.stockMode ?? (input.quantity !== undefined ? 'QUANTITY' : 'SERIALIZED');
  if (stockMode === 'QUANTITY' && withUnit) {
    reject('serialNumber', `"${input.name}" is counted by quantity: it has no units, leave the unit columns empty`);
  }
  if (stockMode === 'SERIALIZED' && input.quantity !== undefined) {
    reject('quantity', `"${input.name}" counts its units (SERIALIZED): leave the quantity empty`);
  }
  const quantity =
    stockMode === 'SERIALIZED'
      ? null
      : (input.quantity ??
        (found?.stockMode === 'QUANTITY' ? found.quantity : null) ??
        reject('quantity', 'A QUANTITY product needs its stock quantity'));
  if (found?.stockMode === 'SERIALIZED' && stockMode === 'QUANTITY') {
    if (((await unitCounts(ctx.db, companyId, [found.id])).get(found.id)?.total ?? 0) > 0) {
      reject('stockMode', `"${input.name}" has units: it cannot switch to a stock quantity`);
    }
  }
  const { name, stockMode: _s, quantity: _q, ...settings } = input;
  if (!found) {
    const product = await insertProduct(ctx.db, {
      companyId,
      id: newId(ctx.now.getTime()),
      modelId: model.id,
      name: name.trim(),
      stockMode,
      quantity,
      priceGrid:
        settings.priceGrid ?? reject('priceGrid', 'A new product needs a price: fill hourly, halfDay or a day column'),
      depositCents: settings.depositCents ?? 0,
      bufferBeforeMinutes: settings.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: settings.bufferAfterMinutes ?? 0,
      isLcd: settings.isLcd ?? true,
      isLld: settings.isLld ?? false,
      online: settings.online ?? true,
      insuranceEligible: settings.insuranceEligible ?? false,
      vatRateBp: settings.vatRateBp ?? null,
      lldMonthlyPriceCents: settings.lldMonthlyPriceCents ?? null,
      position: await nextPosition(ctx.db, companyId),
    });
    return { product, created: true };
  }
  const changes = changedFields<ProductRow>(found, { ...settings, stockMode, quantity });
  if (changes) await updateProducts(ctx.db, companyId, [found.id], changes);
  return { product: { ...found, ...changes }, created: false };
}

/** Writes one row: its model, its product and its unit, each matched first so that a file imports only once. */
export async function importProductRow(ctx: Ctx, value: ProductRowValue, row = 0): Promise<RowOutcome> {
  const companyId = tenantOf(ctx);
  const { model, created: newModel } = await upsertModel(ctx, companyId, value.model);
  const { product, created: newProduct } = await upsertProduct(ctx, companyId, model, value.product, !!value.unit);
  const newUnit = value.unit ? await upsertUnit(ctx, companyId, { product, model, row }, value.unit) : false;
  return newModel || newProduct || newUnit ? 'created' : 'updated';
}

/** The background import of products (queue `import-products`). */
export const productImportQueue = importQueue({
  kind: 'products',
  checkHeaders: (headers) => {
    const hint = 'the file needs a header row such as modelName;verticale;productName;day1 (as the catalogue export)';
    requireOneColumn(headers, ['modelName', ...MODEL_COLUMNS.modelName], `No model name column: ${hint}`);
    requireOneColumn(headers, ['productName', ...PRODUCT_COLUMNS.productName], `No product name column: ${hint}`);
  },
  parser: async () => parseProductRow,
  importRow: importProductRow,
});

const startProductImport = (ctx: Ctx, companyId: string, file: UploadedFile | undefined) =>
  startImport(ctx, productImportQueue, companyId, file);

/** A shop imports its own products. */
export const importOwnProducts = (ctx: StaffCtx, files: UploadedFile[]) =>
  startProductImport(
    ctx,
    ctx.companyId,
    files.find((f) => f.field === 'file'),
  );

/** An administrator imports products into any company. */
export async function importProductsIntoCompany(ctx: Ctx, companyId: string, files: UploadedFile[]) {
  if (!(await findCompanyById(ctx.db, companyId))) throw notFound('company', companyId);
  return startProductImport(
    ctx,
    companyId,
    files.find((f) => f.field === 'file'),
  );
}
