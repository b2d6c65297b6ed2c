import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { priceGridToCents } from './price-grid.ts';
import { categoriesByIds } from './repository/categories.ts';
import type { NewPack, PackRow } from './repository/packs.ts';
import * as repo from './repository/packs.ts';
import { findProducts } from './repository/products.ts';
import { PACK_TYPES, type PackBody } from './schemas/packs.ts';
import { packView } from './views.ts';

export type PackInput = Static<typeof PackBody>;

export const packListSpec = defineListSpec({
  paging: 'page',
  extra: {
    search: { type: 'string', description: 'Part of the name' },
    type: { type: 'enum', values: PACK_TYPES },
    online: { type: 'boolean' },
  },
});

/** Pack views with their items, the products and categories they name. */
async function viewsOf(ctx: Ctx, companyId: string, rows: PackRow[]) {
  const items = await repo.itemsOfPacks(
    ctx.db,
    companyId,
    rows.map((r) => r.id),
  );
  const productIds = items.map((i) => i.productId).filter((id): id is string => !!id);
  const categoryIds = items.map((i) => i.categoryId).filter((id): id is string => !!id);
  const [products, categories] = await Promise.all([
    findProducts(ctx.db, companyId, productIds),
    categoriesByIds(ctx.db, categoryIds),
  ]);
  const productMap = new Map(products.map((p) => [p.product.id, p.product]));
  return rows.map((r) => packView(r, items, productMap, categories));
}

/** Items of a PRODUCT pack name live products of the company; those of a CATEGORY pack name categories. */
async function checkedItems(ctx: Ctx, companyId: string, input: PackInput) {
  const isProduct = input.type === 'PRODUCT';
  const targets = input.items.map((item, i) => {
    const target = isProduct ? item.productId : item.categoryId;
    const wrong = isProduct ? item.categoryId : item.productId;
    if (!target || wrong) {
      throw badRequest(
        `items[${i}]`,
        isProduct ? 'Items of a PRODUCT pack name a productId' : 'Items of a CATEGORY pack name a categoryId',
      );
    }
    return target;
  });
  const repeated = targets.find((t, i) => targets.indexOf(t) !== i);
  if (repeated) throw badRequest('items', `${repeated} is listed twice: raise its quantity instead`);
  // the products stay as read until the pack is saved: a product delete waits, then sees the pack
  const found = isProduct
    ? new Set((await findProducts(ctx.db, companyId, targets, 'share')).map((p) => p.product.id))
    : new Set((await categoriesByIds(ctx.db, targets, 'share')).keys());
  const missing = targets.find((t) => !found.has(t));
  if (missing) throw notFound(isProduct ? 'product' : 'category', missing);
  return targets.map((target, i) => ({
    companyId,
    id: newId(ctx.now.getTime()),
    productId: isProduct ? target : null,
    categoryId: isProduct ? null : target,
    quantity: input.items[i].quantity ?? 1,
    position: i,
  }));
}

const packValues = (input: PackInput): Omit<NewPack, 'companyId' | 'id'> => ({
  name: input.name.trim(),
  description: input.description ?? null,
  type: input.type as PackRow['type'],
  priceGrid: priceGridToCents(input.priceGrid),
  isLcd: input.isLCD ?? true,
  isLld: input.isLLD ?? false,
  online: input.online ?? true,
  pictures: input.pictures ?? [],
});

/** Creates a pack, or replaces the one named by `id` (the contract saves packs with the create call). */
export async function savePack(ctx: StaffCtx, input: PackInput) {
  const companyId = ctx.companyId;
  const values = packValues(input);
  return inTransaction(ctx, async (tx) => {
    const items = await checkedItems(tx, companyId, input);
    const row = input.id
      ? await repo.updatePack(tx.db, companyId, input.id, values)
      : await repo.insertPack(tx.db, { companyId, id: newId(tx.now.getTime()), ...values });
    if (!row) throw notFound('pack', input.id);
    await repo.replacePackItems(
      tx.db,
      companyId,
      row.id,
      items.map((i) => ({ ...i, packId: row.id })),
    );
    return (await viewsOf(tx, companyId, [row]))[0];
  });
}

export async function getPack(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const row = await repo.findPack(ctx.db, companyId, id);
  if (!row) throw notFound('pack', id);
  return (await viewsOf(ctx, companyId, [row]))[0];
}

export async function listPacks(ctx: StaffCtx, query: ParsedListQuery, onlyLLD = false) {
  const companyId = ctx.companyId;
  const filter = { ...(query.extra as repo.PackFilter), ...(onlyLLD ? { isLLD: true } : {}) };
  const { rows, total } = await repo.listPacks(ctx.db, companyId, filter, query);
  return paginated(await viewsOf(ctx, companyId, rows), total, query);
}

/** Packs whose name contains the text (for pickers): the first 20 by name. */
export async function packsByName(ctx: StaffCtx, search: string) {
  const companyId = ctx.companyId;
  const { rows } = await repo.listPacks(ctx.db, companyId, { search }, { limit: 20, offset: 0 });
  return viewsOf(ctx, companyId, rows);
}

/** Copies the pack with its items as "… (copy)". */
export async function duplicatePack(ctx: StaffCtx, id: string, name?: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    const source = await repo.findPack(tx.db, companyId, id);
    if (!source) throw notFound('pack', id);
    const { createdAt: _c, updatedAt: _u, deletedAt: _d, ...copy } = source;
    const row = await repo.insertPack(tx.db, {
      ...copy,
      id: newId(tx.now.getTime()),
      name: name?.trim() || `${source.name} (copy)`,
    });
    const items = await repo.itemsOfPacks(tx.db, companyId, [id]);
    await repo.replacePackItems(
      tx.db,
      companyId,
      row.id,
      items.map((i) => ({ ...i, id: newId(tx.now.getTime()), packId: row.id })),
    );
    return (await viewsOf(tx, companyId, [row]))[0];
  });
}

/** Refused while an order that has not ended has the pack (409 `inUseByOrders`), checked under the pack's lock. */
export async function deletePack(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const pack = await repo.findPack(tx.db, companyId, id);
    if (!pack) throw notFound('pack', id);
    await refuseWhileNeeded(tx.db, companyId, 'pack', [id], pack.name);
    await repo.softDeletePack(tx.db, companyId, id, tx.now);
    await audit(tx, { action: 'pack.delete', entity: 'pack', entityId: id });
    return { ok: true as const };
  });
}
