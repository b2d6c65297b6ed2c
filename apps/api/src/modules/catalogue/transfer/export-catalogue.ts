import { dayOf } from '@hirebase/shared/zone';
import { writeCsv } from '../../../platform/csv.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { findCompanyById } from '../../companies/index.ts';
import { type CategoryRow, categoriesByIds } from '../repository/categories.ts';
import { type UnitRow, unitsOfProducts } from '../repository/units.ts';
import { amountCell, LIST_SEPARATOR, numberCell, yesNo } from './cells.ts';
import { MODEL_COLUMNS, names, OFFER_COLUMNS, PRODUCT_COLUMNS, UNIT_COLUMNS } from './columns.ts';
import { gridLayout } from './grid-columns.ts';
import { allProductsWithModels } from './repository.ts';

/** "2026-03-14" in the company's time zone, for file names. */
export const localDay = (at: Date, timeZone: string) => dayOf(at.getTime(), timeZone);

/** A category's name in the language asked, else French, else any. */
export const categoryName = (category: CategoryRow | undefined, language: string) =>
  category
    ? ((category.name as Record<string, string>)[language] ?? category.name.fr ?? Object.values(category.name)[0] ?? '')
    : '';

/** The company whose catalogue is exported: 404 when there is none. */
export async function exportedCompany(ctx: Ctx, companyId: string) {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company) throw notFound('company', companyId);
  return company;
}

const NO_UNIT = names(UNIT_COLUMNS).map(() => '');
const unitCells = (u: UnitRow) => [u.serialNumber, u.qrCodeValue, u.state, yesNo(u.inService), u.size, u.notes];

/** The company's products as CSV, one row per unit of a serialised product (layout in columns.ts). */
export async function exportCatalogueCsv(ctx: Ctx, companyId: string) {
  const company = await exportedCompany(ctx, companyId);
  const rows = await allProductsWithModels(ctx.db, companyId);
  const [units, categories] = await Promise.all([
    unitsOfProducts(
      ctx.db,
      companyId,
      rows.map((r) => r.product.id),
    ),
    categoriesByIds(
      ctx.db,
      rows.map((r) => r.model.categoryId).filter((id): id is string => !!id),
    ),
  ]);
  const unitsOf = new Map<string, UnitRow[]>();
  for (const { unit } of units) unitsOf.set(unit.productId, [...(unitsOf.get(unit.productId) ?? []), unit]);
  const grid = gridLayout(rows.map((r) => r.product.priceGrid));
  const lines: unknown[][] = [];
  for (const { product: p, model: m } of rows) {
    const product = [
      m.name,
      m.verticale,
      categoryName(m.categoryId ? categories.get(m.categoryId) : undefined, company.defaultLanguage),
      m.brand,
      m.sizes.join(LIST_SEPARATOR),
      p.name,
      p.stockMode,
      p.quantity,
      ...grid.cells(p.priceGrid),
      amountCell(p.depositCents),
      p.bufferBeforeMinutes,
      p.bufferAfterMinutes,
      yesNo(p.isLcd),
      yesNo(p.isLld),
      yesNo(p.online),
      yesNo(p.insuranceEligible),
      numberCell(p.vatRateBp === null ? null : p.vatRateBp / 100),
      amountCell(p.lldMonthlyPriceCents),
    ];
    const own = p.stockMode === 'SERIALIZED' ? (unitsOf.get(p.id) ?? []) : [];
    if (own.length === 0) lines.push([...product, ...NO_UNIT]);
    for (const unit of own) lines.push([...product, ...unitCells(unit)]);
  }
  const headers = [
    ...names(MODEL_COLUMNS),
    ...names(PRODUCT_COLUMNS),
    ...grid.headers,
    ...names(OFFER_COLUMNS),
    ...names(UNIT_COLUMNS),
  ];
  return {
    fileName: `catalogue-${company.slug}-${localDay(ctx.now, company.timezone)}.csv`,
    data: writeCsv(headers, lines),
  };
}
