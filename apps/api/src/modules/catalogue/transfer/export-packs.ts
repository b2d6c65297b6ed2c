import { writeCsv } from '../../../platform/csv.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { categoriesByIds } from '../repository/categories.ts';
import { itemsOfPacks } from '../repository/packs.ts';
import { findProducts } from '../repository/products.ts';
import { LIST_SEPARATOR, yesNo } from './cells.ts';
import { ITEM_TIMES, names, PACK_COLUMNS, PACK_OFFER_COLUMNS } from './columns.ts';
import { categoryName, exportedCompany, localDay } from './export-catalogue.ts';
import { gridLayout } from './grid-columns.ts';
import { allPacks } from './repository.ts';

/** The company's packs as CSV, one row per pack with its items as `name × quantity|…` (layout in columns.ts). */
export async function exportPacksCsv(ctx: Ctx, companyId: string) {
  const company = await exportedCompany(ctx, companyId);
  const packs = await allPacks(ctx.db, companyId);
  const items = await itemsOfPacks(
    ctx.db,
    companyId,
    packs.map((p) => p.id),
  );
  const [products, categories] = await Promise.all([
    findProducts(
      ctx.db,
      companyId,
      items.map((i) => i.productId).filter((id): id is string => !!id),
    ),
    categoriesByIds(
      ctx.db,
      items.map((i) => i.categoryId).filter((id): id is string => !!id),
    ),
  ]);
  const productNames = new Map(products.map((p) => [p.product.id, p.product.name]));
  const itemName = (item: (typeof items)[number]) =>
    item.productId
      ? (productNames.get(item.productId) ?? '')
      : categoryName(categories.get(item.categoryId ?? ''), company.defaultLanguage);
  const grid = gridLayout(packs.map((p) => p.priceGrid));
  const lines = packs.map((pack) => [
    pack.name,
    pack.type,
    items
      .filter((i) => i.packId === pack.id)
      .map((i) => `${itemName(i)} ${ITEM_TIMES} ${i.quantity}`)
      .join(LIST_SEPARATOR),
    ...grid.cells(pack.priceGrid),
    yesNo(pack.isLcd),
    yesNo(pack.isLld),
    yesNo(pack.online),
    pack.description,
  ]);
  return {
    fileName: `packs-${company.slug}-${localDay(ctx.now, company.timezone)}.csv`,
    data: writeCsv([...names(PACK_COLUMNS), ...grid.headers, ...names(PACK_OFFER_COLUMNS)], lines),
  };
}
