import { fromCents } from '@hirebase/shared';
import { dayOf } from '@hirebase/shared/zone';
import { and, eq, isNull } from 'drizzle-orm';
import { readPeriod } from '../../platform/dates.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { packsView } from '../catalogue/index.ts';
import { priceItems } from '../pricing/index.ts';
import { type OpenStore, openStore } from './open-store.ts';
import { type RentalType, shownRows } from './shown-products.ts';

export interface ItemPriceQuery {
  startDate: string;
  endDate: string;
  rentalType?: RentalType;
  lowSeason?: boolean;
}

/** A pack the store shows: switched on for it and not deleted. */
async function shownPack(ctx: Ctx, companyId: string, packId: string) {
  const k = packsView;
  const [pack] = await ctx.db
    .select({ id: k.id, isLcd: k.isLcd, isLld: k.isLld })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.id, packId), eq(k.online, true), isNull(k.deletedAt)));
  return pack;
}

/** The same day `n` months later (the last day of a shorter month). */
function addMonths(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Months from one day to another, both included (a started month counts): how a long-term rental is billed. */
export function monthsBetween(startDay: string, lastDay: string) {
  let months = 1;
  while (addMonths(startDay, months) <= lastDay) months += 1;
  return months;
}

/**
 * GET /online-store/item-price/{companyId}/{productId}/{itemType}: what one product or pack of the store costs for
 * [startDate, endDate), priced by the pricing module as the counter prices an online order (grid, low season, price
 * rules, periodic and category discounts of the online store). A long-term rental costs its monthly price per month.
 * The shop's low-season dates decide the season: a `lowSeason` the dates contradict is a 400 saying so.
 */
export async function itemPrice(
  ctx: Ctx,
  companyId: string,
  itemId: string,
  itemType: 'product' | 'pack',
  query: ItemPriceQuery,
) {
  const store = await openStore(ctx, companyId);
  const id = itemId.toLowerCase();
  const rentalType = query.rentalType ?? 'LCD';
  const period = readPeriod(
    { start: { field: 'startDate', value: query.startDate }, end: { field: 'endDate', value: query.endDate } },
    store.company.timezone,
  );
  const product =
    itemType === 'product' ? (await shownRows(ctx, store.company.id, { ids: [id], rentalType }))[0] : null;
  const pack = itemType === 'pack' ? await shownPack(ctx, store.company.id, id) : null;
  const rentable = product ?? (pack && (rentalType === 'LLD' ? pack.isLld : pack.isLcd));
  if (!rentable) throw notFound(itemType, itemId);
  const base = {
    itemType,
    id,
    rentalType,
    startDate: new Date(period.start).toISOString(),
    endDate: new Date(period.end).toISOString(),
    currency: store.company.currency,
  };
  if (rentalType === 'LLD') {
    seasonAsked(query.lowSeason, false, 'A long-term rental is priced by the month, without a low season');
    return lldPrice(store, base, product ?? null, period);
  }
  const { priced, depositCents } = await priceItems(ctx, store.company.id, {
    items: [{ kind: itemType, id, quantity: 1 }],
    period,
    channel: 'ONLINE_STORE',
  });
  const line = priced.lines[0]!;
  const lowSeason = line.steps.some((s) => s.code === 'lowSeason');
  seasonAsked(
    query.lowSeason,
    lowSeason,
    lowSeason
      ? `A rental starting on ${line.duration.startDay} is in the shop's low season: its dates decide, and it is priced with the low-season grid`
      : `The shop's low-season dates decide: a rental starting on ${line.duration.startDay} is not priced with a low-season grid`,
  );
  return {
    ...base,
    price: fromCents(priced.totalTTC),
    grossPrice: fromCents(priced.totalGrossTTC),
    discount: fromCents(priced.discount),
    deposit: fromCents(depositCents),
    lowSeason,
    days: line.duration.days,
    months: null,
    steps: line.steps,
  };
}

/**
 * The season the client asked for (`lowSeason`), checked against the one the shop's dates give: a price is never
 * quoted for a season the booking would not be charged in.
 */
function seasonAsked(asked: boolean | undefined, priced: boolean, message: string) {
  if (asked !== undefined && asked !== priced) throw badRequest('lowSeason', message, { lowSeason: priced });
}

function lldPrice(
  store: OpenStore,
  base: Record<string, unknown>,
  product: { lldMonthlyPriceCents: number | null; depositCents: number } | null,
  period: { start: number; end: number },
) {
  const monthly = product?.lldMonthlyPriceCents ?? 0;
  if (!product || monthly <= 0) throw badRequest('rentalType', 'This item has no long-term price');
  const zone = store.company.timezone;
  const months = monthsBetween(dayOf(period.start, zone), dayOf(period.end - 1, zone));
  return {
    ...base,
    price: fromCents(monthly * months),
    grossPrice: fromCents(monthly * months),
    discount: 0,
    deposit: fromCents(product.depositCents),
    lowSeason: false,
    days: null,
    months,
    steps: [],
  };
}
