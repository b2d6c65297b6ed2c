import { fromCents } from '@hirebase/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { packsView, photoViews, servicesView } from '../catalogue/index.ts';
import type { OpenStore } from './open-store.ts';
import { type RentalType, shownRows } from './shown-products.ts';

const rentalTypesOf = (i: { isLcd: boolean; isLld: boolean }): RentalType[] => [
  ...(i.isLcd ? ['LCD' as const] : []),
  ...(i.isLld ? ['LLD' as const] : []),
];
const rentedAs = (i: { isLcd: boolean; isLld: boolean }, rentalType?: RentalType) =>
  !rentalType || (rentalType === 'LLD' ? i.isLld : i.isLcd);

/**
 * GET /online-store/raw-items/{companyId} and /allRawItems/{companyId}/{rentalType}: everything the store sells, as
 * bare records for a checkout or a widget to build on — shown products, packs and services (the rental type's).
 */
export async function rawItems(ctx: Ctx, store: OpenStore, rentalType?: RentalType) {
  const companyId = store.company.id;
  const k = packsView;
  const s = servicesView;
  const [products, packs, services] = await Promise.all([
    shownRows(ctx, companyId, { rentalType }),
    ctx.db
      .select({ id: k.id, name: k.name, type: k.type, isLcd: k.isLcd, isLld: k.isLld, pictures: k.pictures })
      .from(k)
      .where(and(eq(k.companyId, companyId), eq(k.online, true), isNull(k.deletedAt)))
      .orderBy(asc(k.name), asc(k.id)),
    ctx.db
      .select({
        id: s.id,
        name: s.name,
        description: s.description,
        pricingMode: s.pricingMode,
        priceCents: s.priceCents,
        mandatory: s.mandatory,
        isLcd: s.isLcd,
        isLld: s.isLld,
      })
      .from(s)
      .where(and(eq(s.companyId, companyId), eq(s.online, true), isNull(s.deletedAt)))
      .orderBy(asc(s.name), asc(s.id)),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      modelId: p.modelId,
      categoryId: p.categoryId,
      stockMode: p.stockMode,
      insuranceEligible: p.insuranceEligible,
      rentalTypes: rentalTypesOf(p),
    })),
    packs: packs
      .filter((p) => rentedAs(p, rentalType))
      .map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type,
        photo: photoViews(p.pictures)[0]?.url ?? null,
        rentalTypes: rentalTypesOf(p),
      })),
    services: services
      .filter((v) => rentedAs(v, rentalType))
      .map((v) => ({
        id: v.id,
        name: v.name,
        description: v.description,
        pricingMode: v.pricingMode,
        price: fromCents(v.priceCents),
        mandatory: v.mandatory,
        rentalTypes: rentalTypesOf(v),
      })),
  };
}

/** GET /online-store/product-models/{companyId}/{rentalType}: the models of the shown products, with their photos. */
export async function productModels(ctx: Ctx, store: OpenStore, rentalType: RentalType) {
  const rows = await shownRows(ctx, store.company.id, { rentalType });
  const models = new Map<string, { row: (typeof rows)[number]; productIds: string[] }>();
  for (const row of rows) {
    const model = models.get(row.modelId);
    if (model) model.productIds.push(row.id);
    else models.set(row.modelId, { row, productIds: [row.id] });
  }
  return [...models.entries()].map(([id, { row, productIds }]) => ({
    id,
    name: row.modelName,
    brand: row.brand,
    verticale: row.verticale,
    description: row.modelDescription,
    sizes: row.sizes,
    photos: photoViews(row.pictures).map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl })),
    productIds,
  }));
}

/**
 * GET /online-store/getItemInsuranceInfo/{companyId}: how the shop offers rental insurance (off, included, as an
 * option…) and which of the shown products it may cover.
 */
export async function insuranceInfo(ctx: Ctx, store: OpenStore) {
  const rows = await shownRows(ctx, store.company.id, {});
  return {
    mode: store.settings.integrations.tulip.insuranceMode,
    productIds: rows.filter((r) => r.insuranceEligible).map((r) => r.id),
  };
}
