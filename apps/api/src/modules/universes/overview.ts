import type { StaffCtx } from '../../platform/http/route.ts';
import { categoriesByIds } from '../catalogue/index.ts';
import {
  modelCountsByCategory,
  packAndServiceCounts,
  productCountsByCategory,
  unitCountsByCategory,
} from './catalogue-reads.ts';

interface Counts {
  models: number;
  products: number;
  productsOnline: number;
  productsOffline: number;
  units: number;
  unitsInService: number;
  unitsOutOfService: number;
}

const zero = (): Counts => ({
  models: 0,
  products: 0,
  productsOnline: 0,
  productsOffline: 0,
  units: 0,
  unitsInService: 0,
  unitsOutOfService: 0,
});

function add(into: Counts, from: Partial<Counts>) {
  for (const [key, value] of Object.entries(from) as [keyof Counts, number][]) into[key] += value;
}

/**
 * GET /catalogue/getCatalogueOverview: the catalogue in figures, per verticale and category (models without a
 * category under `categoryId: null`), with totals. Units of QUANTITY products are their stock, all in service.
 */
export async function catalogueOverview(ctx: StaffCtx) {
  const companyId = ctx.companyId;
  const [models, products, units, others] = await Promise.all([
    modelCountsByCategory(ctx.db, companyId),
    productCountsByCategory(ctx.db, companyId),
    unitCountsByCategory(ctx.db, companyId),
    packAndServiceCounts(ctx.db, companyId),
  ]);
  const cells = new Map<string, { verticale: string; categoryId: string | null; counts: Counts }>();
  const cell = (verticale: string, categoryId: string | null) => {
    const key = `${verticale}/${categoryId ?? ''}`;
    const found = cells.get(key) ?? { verticale, categoryId, counts: zero() };
    cells.set(key, found);
    return found.counts;
  };
  for (const m of models) add(cell(m.verticale, m.categoryId), { models: m.models });
  for (const p of products) {
    add(cell(p.verticale, p.categoryId), {
      products: p.products,
      productsOnline: p.online,
      productsOffline: p.products - p.online,
      units: p.quantityUnits,
      unitsInService: p.quantityUnits,
    });
  }
  for (const u of units) {
    add(cell(u.verticale, u.categoryId), {
      units: u.units,
      unitsInService: u.inService,
      unitsOutOfService: u.units - u.inService,
    });
  }
  const names = await categoriesByIds(
    ctx.db,
    [...cells.values()].flatMap((c) => (c.categoryId ? [c.categoryId] : [])),
  );
  const totals = zero();
  const verticales = new Map<string, Counts & { verticale: string; categories: unknown[] }>();
  for (const { verticale, categoryId, counts } of [...cells.values()].sort((a, b) =>
    a.verticale.localeCompare(b.verticale),
  )) {
    const v = verticales.get(verticale) ?? { verticale, ...zero(), categories: [] };
    verticales.set(verticale, v);
    add(v, counts);
    add(totals, counts);
    v.categories.push({ categoryId, name: categoryId ? (names.get(categoryId)?.name ?? {}) : null, ...counts });
  }
  return {
    totals: {
      ...totals,
      packs: others.packs.total,
      packsOnline: others.packs.online,
      services: others.services.total,
      servicesOnline: others.services.online,
    },
    verticales: [...verticales.values()],
  };
}
