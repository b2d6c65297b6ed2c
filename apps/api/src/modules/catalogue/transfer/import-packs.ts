import { isDeepStrictEqual } from 'node:util';
import type { PriceGrid } from '@hirebase/shared';
import { notFound } from '../../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { findCompanyById } from '../../companies/index.ts';
import { type CsvRecord, importQueue, type RowOutcome, requireOneColumn, startImport } from '../../imports/index.ts';
import { type CategoryRow, listCategories } from '../repository/categories.ts';
import { insertPack, itemsOfPacks, type PackRow, replacePackItems, updatePack } from '../repository/packs.ts';
import type { PACK_TYPES } from '../schemas/packs.ts';
import { plain, RowReader } from './cells.ts';
import { PACK_COLUMNS as C, ITEM_TIMES, PACK_OFFER_COLUMNS as O } from './columns.ts';
import { readGrid } from './grid-columns.ts';
import { findPackByName, productsNamed, verticalesInUse } from './repository.ts';
import { changedFields, reject } from './rows.ts';

type PackType = (typeof PACK_TYPES)[number];

export interface PackRowValue {
  name: string;
  type?: PackType;
  items?: { name: string; quantity: number }[];
  priceGrid?: PriceGrid;
  isLcd?: boolean;
  isLld?: boolean;
  online?: boolean;
  description?: string;
}

const MAX_ITEMS = 50;
const MAX_QUANTITY = 100;
// "Casque × 2", "Casque x 2", "Casque x2", "Casque * 2"; without a quantity, one.
const ITEM = new RegExp(`^(.+?)\\s*(?:${ITEM_TIMES}|\\s[xX*])\\s*(\\d+)$`);
const TYPE_SPELLINGS: Record<string, PackType> = {
  product: 'PRODUCT',
  products: 'PRODUCT',
  produit: 'PRODUCT',
  produits: 'PRODUCT',
  category: 'CATEGORY',
  categories: 'CATEGORY',
  categorie: 'CATEGORY',
};

function readItems(reader: RowReader): PackRowValue['items'] {
  const parts = reader.list('items', C.items, 10_000);
  if (parts === undefined) return undefined;
  if (parts.length > MAX_ITEMS) return reader.fail('items', `A pack has at most ${MAX_ITEMS} items`);
  const items = parts.map((part) => {
    const match = ITEM.exec(part);
    return { name: (match ? match[1] : part).trim(), quantity: match ? Number(match[2]) : 1 };
  });
  const bad = items.find((i) => i.quantity < 1 || i.quantity > MAX_QUANTITY);
  if (bad) reader.fail('items', `"${bad.name}": a quantity goes from 1 to ${MAX_QUANTITY}`);
  const repeated = items.find((item, i) => items.findIndex((o) => plain(o.name) === plain(item.name)) !== i);
  if (repeated) reader.fail('items', `"${repeated.name}" is listed twice: raise its quantity instead`);
  return items;
}

/** Reads a row of a packs file; nothing touches the database. */
export function parsePackRow(record: CsvRecord): PackRowValue {
  const reader = new RowReader(record);
  const name = reader.text('name', C.name);
  if (!name) reader.fail('name', 'The pack name is missing');
  const value: PackRowValue = {
    name: name ?? '',
    type: reader.choice('type', C.type, TYPE_SPELLINGS),
    items: readItems(reader),
    priceGrid: readGrid(reader),
    isLcd: reader.boolean('isLCD', O.isLCD),
    isLld: reader.boolean('isLLD', O.isLLD),
    online: reader.boolean('online', O.online),
    description: reader.text('description', O.description, 5000),
  };
  return reader.done(value);
}

/** Named products of the company: name → ids. */
async function productIdsByName(ctx: Ctx, companyId: string, names: string[]) {
  const ids = new Map<string, string[]>();
  for (const p of await productsNamed(ctx.db, companyId, names)) {
    ids.set(plain(p.name), [...(ids.get(plain(p.name)) ?? []), p.id]);
  }
  return ids;
}

/** Categories by their name in any language: name → ids; a name found in several verticales means the one(s) of a
 *  verticale the shop rents, when there is one. */
async function categoryIdsByName(ctx: Ctx, companyId: string) {
  const used = new Set(await verticalesInUse(ctx.db, companyId));
  const byName = new Map<string, CategoryRow[]>();
  for (const c of await listCategories(ctx.db)) {
    for (const n of new Set(Object.values(c.name).map((n) => plain(n ?? '')))) {
      if (n) byName.set(n, [...(byName.get(n) ?? []), c]);
    }
  }
  const ids = new Map<string, string[]>();
  for (const [n, list] of byName) {
    const preferred = list.filter((c) => used.has(c.verticale));
    ids.set(
      n,
      (preferred.length > 0 ? preferred : list).map((c) => c.id),
    );
  }
  return ids;
}

/** Ids of the named products (PRODUCT pack) or categories (CATEGORY pack); unknown or ambiguous names refuse the row. */
async function resolveItems(ctx: Ctx, companyId: string, type: PackType, items: { name: string }[]) {
  const idsByName =
    type === 'PRODUCT'
      ? await productIdsByName(
          ctx,
          companyId,
          items.map((i) => i.name),
        )
      : await categoryIdsByName(ctx, companyId);
  const idsOf = (name: string) => idsByName.get(plain(name)) ?? [];
  const [one, several] = type === 'PRODUCT' ? ['product', 'products'] : ['category', 'categories'];
  const unknown = items.filter((i) => idsOf(i.name).length === 0).map((i) => `"${i.name}"`);
  if (unknown.length > 0) reject('items', `No ${one} is named ${unknown.join(', ')}`);
  const ambiguous = items.find((i) => idsOf(i.name).length > 1);
  if (ambiguous) reject('items', `Several ${several} are named "${ambiguous.name}"`);
  return items.map((i) => idsOf(i.name)[0]);
}

/** Sets the pack's items to the row's; without items in the row, an existing pack keeps its own (same type only). */
async function writeItems(ctx: Ctx, companyId: string, pack: PackRow, value: PackRowValue, before?: PackRow) {
  if (!value.items) {
    if (!before) reject('items', 'A new pack needs its items');
    if (before && before.type !== pack.type) reject('items', `Give the items of the pack for its type ${pack.type}`);
    return;
  }
  const ids = await resolveItems(ctx, companyId, pack.type, value.items);
  const wanted = value.items.map((item, i) => ({
    productId: pack.type === 'PRODUCT' ? ids[i] : null,
    categoryId: pack.type === 'CATEGORY' ? ids[i] : null,
    quantity: item.quantity,
  }));
  const current = (await itemsOfPacks(ctx.db, companyId, [pack.id])).map((i) => ({
    productId: i.productId,
    categoryId: i.categoryId,
    quantity: i.quantity,
  }));
  if (isDeepStrictEqual(current, wanted)) return;
  await replacePackItems(
    ctx.db,
    companyId,
    pack.id,
    wanted.map((item, position) => ({ ...item, companyId, id: newId(ctx.now.getTime()), packId: pack.id, position })),
  );
}

/** Writes one pack: the pack of the same name is updated (its items replaced), otherwise a pack is created. */
export async function importPackRow(ctx: Ctx, value: PackRowValue): Promise<RowOutcome> {
  const companyId = tenantOf(ctx);
  const found = await findPackByName(ctx.db, companyId, value.name);
  const settings = {
    type: value.type,
    priceGrid: value.priceGrid,
    isLcd: value.isLcd,
    isLld: value.isLld,
    online: value.online,
    description: value.description,
  };
  if (found) {
    const changes = changedFields<PackRow>(found, settings);
    const pack = changes ? await updatePack(ctx.db, companyId, found.id, changes) : found;
    await writeItems(ctx, companyId, pack, value, found);
    return 'updated';
  }
  const pack = await insertPack(ctx.db, {
    companyId,
    id: newId(ctx.now.getTime()),
    name: value.name.trim(),
    description: value.description ?? null,
    type: value.type ?? 'PRODUCT',
    priceGrid: value.priceGrid ?? reject('priceGrid', 'A new pack needs a price: fill hourly, halfDay or a day column'),
    isLcd: value.isLcd ?? true,
    isLld: value.isLld ?? false,
    online: value.online ?? true,
  });
  await writeItems(ctx, companyId, pack, value);
  return 'created';
}

/** The background import of packs (queue `import-packs`). */
export const packImportQueue = importQueue({
  kind: 'packs',
  checkHeaders: (headers) =>
    requireOneColumn(
      headers,
      ['name', ...C.name],
      'No pack name column: the file needs a header row such as name;type;items;day1 (as the packs export)',
    ),
  parser: async () => parsePackRow,
  importRow: (jobCtx, value) => importPackRow(jobCtx, value),
});

const startPackImport = (ctx: Ctx, companyId: string, file: UploadedFile | undefined) =>
  startImport(ctx, packImportQueue, companyId, file);

/** A shop imports its own packs. */
export const importOwnPacks = (ctx: StaffCtx, files: UploadedFile[]) =>
  startPackImport(
    ctx,
    ctx.companyId,
    files.find((f) => f.field === 'file'),
  );

/** An administrator imports packs into any company. */
export async function importPacksIntoCompany(ctx: Ctx, companyId: string, files: UploadedFile[]) {
  if (!(await findCompanyById(ctx.db, companyId))) throw notFound('company', companyId);
  return startPackImport(
    ctx,
    companyId,
    files.find((f) => f.field === 'file'),
  );
}
