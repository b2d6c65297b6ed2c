import { type AnyColumn, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { packs, productModels, products } from '../tables.ts';

/** Lookups by name for CSV imports, and whole-catalogue reads for CSV exports. */

const sameText = (column: AnyColumn, text: string) => sql`lower(btrim(${column})) = lower(btrim(${text}))`;

/** The live model of the company with this name (case-insensitive); the oldest when several have it. */
export const findModelByName = async (db: Db, companyId: string, name: string) =>
  (
    await db
      .select()
      .from(productModels)
      .where(
        and(
          eq(productModels.companyId, companyId),
          isNull(productModels.deletedAt),
          sameText(productModels.name, name),
        ),
      )
      .orderBy(asc(productModels.createdAt), asc(productModels.id))
      .limit(1)
  )[0];

/** The live product of the model with this name (case-insensitive); the oldest when several have it. */
export const findProductByName = async (db: Db, companyId: string, modelId: string, name: string) =>
  (
    await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          eq(products.modelId, modelId),
          isNull(products.deletedAt),
          sameText(products.name, name),
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(1)
  )[0];

/** Live products whose name is one of `names` (case-insensitive), with their name for matching. */
export function productsNamed(db: Db, companyId: string, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        isNull(products.deletedAt),
        inArray(
          sql`lower(btrim(${products.name}))`,
          names.map((n) => n.trim().toLowerCase()),
        ),
      ),
    );
}

/** The live pack of the company with this name (case-insensitive); the oldest when several have it. */
export const findPackByName = async (db: Db, companyId: string, name: string) =>
  (
    await db
      .select()
      .from(packs)
      .where(and(eq(packs.companyId, companyId), isNull(packs.deletedAt), sameText(packs.name, name)))
      .orderBy(asc(packs.createdAt), asc(packs.id))
      .limit(1)
  )[0];

/** The verticales of the company's live models. */
export const verticalesInUse = async (db: Db, companyId: string) =>
  (
    await db
      .selectDistinct({ verticale: productModels.verticale })
      .from(productModels)
      .where(and(eq(productModels.companyId, companyId), isNull(productModels.deletedAt)))
  ).map((r) => r.verticale);

/** Every live product of the company with its model, in catalogue order. */
export const allProductsWithModels = (db: Db, companyId: string) =>
  db
    .select({ product: products, model: productModels })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(and(eq(products.companyId, companyId), isNull(products.deletedAt)))
    .orderBy(asc(products.position), asc(products.id));

/** Every live pack of the company, by name. */
export const allPacks = (db: Db, companyId: string) =>
  db
    .select()
    .from(packs)
    .where(and(eq(packs.companyId, companyId), isNull(packs.deletedAt)))
    .orderBy(asc(packs.name), asc(packs.id));
