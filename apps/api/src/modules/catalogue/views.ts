import { fromCents } from '@hirebase/shared';
import { photoViews } from './photos/photo-keys.ts';
import { percentOfBasisPoints, priceGridToJson } from './price-grid.ts';
import type { CategoryRow } from './repository/categories.ts';
import type { ModelRow } from './repository/models.ts';
import type { PackItemRow, PackRow } from './repository/packs.ts';
import type { ProductRow, UnitCounts } from './repository/products.ts';
import type { ServiceRow } from './repository/services.ts';
import type { UnavailabilityRow, UnitRow } from './repository/units.ts';

const NO_UNITS: UnitCounts = { total: 0, inService: 0, byState: {} };
const centsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export const categoryView = (c: CategoryRow) => ({ id: c.id, verticale: c.verticale, name: c.name });

export const modelSummary = (m: ModelRow) => ({
  id: m.id,
  name: m.name,
  verticale: m.verticale,
  categoryId: m.categoryId,
  brand: m.brand,
  pictures: m.pictures,
  photos: photoViews(m.pictures),
  sizes: m.sizes,
});

export const modelView = (m: ModelRow, category: CategoryRow | undefined, productsCount: number) => ({
  ...modelSummary(m),
  category: category ? categoryView(category) : null,
  description: m.description,
  productsCount,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

/** Units of a QUANTITY product are its stock quantity, all in service. */
export function stockView(p: ProductRow, counts: UnitCounts = NO_UNITS) {
  if (p.stockMode === 'QUANTITY') {
    const total = p.quantity ?? 0;
    return { total, inService: total, outOfService: 0 };
  }
  return { total: counts.total, inService: counts.inService, outOfService: counts.total - counts.inService };
}

export const productView = (
  p: ProductRow,
  model: ModelRow,
  counts?: UnitCounts,
  category?: { id: string; name: string },
) => ({
  id: p.id,
  productModelId: p.modelId,
  productModel: modelSummary(model),
  category: category ?? null,
  name: p.name,
  description: p.description,
  stockMode: p.stockMode,
  quantity: p.quantity,
  priceGrid: priceGridToJson(p.priceGrid),
  deposit: fromCents(p.depositCents),
  bufferBeforeMinutes: p.bufferBeforeMinutes,
  bufferAfterMinutes: p.bufferAfterMinutes,
  isLCD: p.isLcd,
  isLLD: p.isLld,
  online: p.online,
  insuranceEligible: p.insuranceEligible,
  vatRate: percentOfBasisPoints(p.vatRateBp),
  stateModelId: p.stateModelId,
  statusModelId: p.statusModelId,
  surveyIds: p.surveyIds,
  position: p.position,
  lldMonthlyPrice: centsOrNull(p.lldMonthlyPriceCents),
  stock: stockView(p, counts),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const unavailabilityView = (u: UnavailabilityRow) => ({
  id: u.id,
  rentalType: u.rentalType,
  start: u.start.toISOString(),
  end: u.end.toISOString(),
  reason: u.reason,
});

export const unitView = (u: UnitRow, unavailabilities: UnavailabilityRow[] = []) => ({
  id: u.id,
  productId: u.productId,
  serialNumber: u.serialNumber,
  qrCodeValue: u.qrCodeValue,
  state: u.state,
  inService: u.inService,
  status: u.status,
  notes: u.notes,
  size: u.size,
  unavailabilities: unavailabilities.filter((x) => x.subProductId === u.id).map(unavailabilityView),
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

export const unitWithProductView = (u: UnitRow, p: ProductRow, unavailabilities: UnavailabilityRow[] = []) => ({
  ...unitView(u, unavailabilities),
  product: { id: p.id, name: p.name, productModelId: p.modelId, stockMode: p.stockMode },
});

export const packView = (
  pack: PackRow,
  items: PackItemRow[],
  products: Map<string, ProductRow>,
  categories: Map<string, CategoryRow>,
) => ({
  id: pack.id,
  name: pack.name,
  description: pack.description,
  type: pack.type,
  items: items
    .filter((i) => i.packId === pack.id)
    .map((i) => {
      const product = i.productId ? products.get(i.productId) : undefined;
      const category = i.categoryId ? categories.get(i.categoryId) : undefined;
      return {
        id: i.id,
        productId: i.productId,
        product: product ? { id: product.id, name: product.name, productModelId: product.modelId } : null,
        categoryId: i.categoryId,
        category: category ? categoryView(category) : null,
        quantity: i.quantity,
      };
    }),
  priceGrid: priceGridToJson(pack.priceGrid),
  isLCD: pack.isLcd,
  isLLD: pack.isLld,
  online: pack.online,
  pictures: pack.pictures,
  createdAt: pack.createdAt.toISOString(),
  updatedAt: pack.updatedAt.toISOString(),
});

export const serviceView = (s: ServiceRow) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  pricingMode: s.pricingMode,
  price: fromCents(s.priceCents),
  vatRate: percentOfBasisPoints(s.vatRateBp),
  isLCD: s.isLcd,
  isLLD: s.isLld,
  online: s.online,
  mandatory: s.mandatory,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});
