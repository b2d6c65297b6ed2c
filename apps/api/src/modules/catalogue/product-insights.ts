import { addDays, dayOf, fromCents, type PriceGrid, priceLine } from '@hirebase/shared';
import type { StaffCtx } from '../../platform/http/route.ts';
import { findCompanyById } from '../companies/index.ts';
import { loadProduct, productViews } from './products.ts';
import { unitCounts } from './repository/products.ts';
import type { RentalType } from './schemas/common.ts';
import { modelSummary } from './views.ts';

const PREVIEW_DAYS = [1, 2, 3, 7];
const DEFAULT_VAT_BP = 2000;

/**
 * Price of one unit for 1, 2, 3 and 7 days from tomorrow in the company's time zone (09:00 on the first day to
 * 18:00 on the last), from the grid alone: no price rule or discount.
 */
function previewOf(grid: PriceGrid, productId: string, timeZone: string, vatRate: number, now: Date) {
  const first = addDays(dayOf(now.getTime(), timeZone), 1);
  try {
    return PREVIEW_DAYS.map((days) => {
      const line = priceLine({
        kind: 'product',
        itemId: productId,
        grid,
        quantity: 1,
        start: `${first}T09:00`,
        end: `${addDays(first, days - 1)}T18:00`,
        timeZone,
        vatRate,
        channel: 'DASHBOARD',
        createdAt: now,
      });
      return { days, price: fromCents(line.unitPrice), explanation: line.explanation };
    });
  } catch {
    // A grid the engine cannot price for these durations (e.g. hourly prices only) shows no preview.
    return null;
  }
}

/** The product as its editor and the order screens need it: model, units by state, prices, deposit. */
export async function enrichedInfos(ctx: StaffCtx, productId: string, rentalType: RentalType) {
  const companyId = ctx.companyId;
  const found = await loadProduct(ctx, companyId, productId);
  const { product, model } = found;
  const [[view], counts, company] = await Promise.all([
    productViews(ctx, companyId, [found]),
    unitCounts(ctx.db, companyId, [productId]),
    findCompanyById(ctx.db, companyId),
  ]);
  const units = counts.get(productId) ?? { total: 0, inService: 0, byState: {} };
  const offered = rentalType === 'LCD' ? product.isLcd : product.isLld;
  return {
    product: view,
    productModel: modelSummary(model),
    rentalType,
    offered,
    units: { ...view.stock, byState: product.stockMode === 'QUANTITY' ? {} : units.byState },
    priceGrid: view.priceGrid,
    deposit: view.deposit,
    lldMonthlyPrice: view.lldMonthlyPrice,
    preview:
      rentalType === 'LCD'
        ? previewOf(
            product.priceGrid,
            productId,
            company?.timezone ?? 'Europe/Paris',
            product.vatRateBp ?? DEFAULT_VAT_BP,
            ctx.now,
          )
        : null,
  };
}
