import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import {
  packsView as packs,
  productModelsView as productModels,
  productsView as products,
  servicesView as services,
} from '../catalogue/index.ts';

/*
 * Read-only queries on catalogue tables, the only ones of this module: price rules and discounts name the products
 * they concern, and the price preview needs grids. Pricing never writes to the catalogue.
 */

/** Checks that every id is a live product or pack of the company; a 400 names the first unknown one. */
export async function assertCatalogueItems(db: Db, companyId: string, ids: string[] | null | undefined, field: string) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [productRows, packRows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, unique), isNull(products.deletedAt))),
    db
      .select({ id: packs.id })
      .from(packs)
      .where(and(eq(packs.companyId, companyId), inArray(packs.id, unique), isNull(packs.deletedAt))),
  ]);
  const known = new Set([...productRows, ...packRows].map((r) => r.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw badRequest(`${field}.${index}`, `${ids[index]} is not a product or pack of this company`);
}

export const productsForPricing = (db: Db, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: products.id,
          name: products.name,
          priceGrid: products.priceGrid,
          vatRateBp: products.vatRateBp,
          depositCents: products.depositCents,
          categoryId: productModels.categoryId,
        })
        .from(products)
        .innerJoin(
          productModels,
          and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
        )
        .where(and(eq(products.companyId, companyId), inArray(products.id, ids), isNull(products.deletedAt)));

export const packsForPricing = (db: Db, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: packs.id, name: packs.name, priceGrid: packs.priceGrid })
        .from(packs)
        .where(and(eq(packs.companyId, companyId), inArray(packs.id, ids), isNull(packs.deletedAt)));

export const servicesForPricing = (db: Db, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: services.id,
          name: services.name,
          pricingMode: services.pricingMode,
          priceCents: services.priceCents,
          vatRateBp: services.vatRateBp,
        })
        .from(services)
        .where(and(eq(services.companyId, companyId), inArray(services.id, ids), isNull(services.deletedAt)));
