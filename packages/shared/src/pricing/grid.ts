/**
 * Price of one unit from a price grid.
 *
 * Duration rule (all in the company time zone; hours are elapsed real time, so a night with a DST change counts
 * the hours that actually passed):
 * - A rental of at most `halfDayHours` hours (4 by default) is short: it costs the cheapest of
 *   started hours × `hourly`, `halfDay`, and the one-day price — whichever of them the grid has.
 * - A longer rental is counted in calendar days: every calendar day it touches counts, a rental ending exactly at
 *   00:00 does not count that day, and a same-day rental longer than a half day is 1 day. A day is a calendar
 *   day of the zone (23 or 25 h on DST days), never 24 h of elapsed time.
 * - N days cost the tier of exactly N days, or else the largest tier below N plus the extra days: `extraDay` each,
 *   or, without `extraDay`, the last tier's daily average (last.price × extra / last.days, rounded half away from
 *   zero). That price is capped by every tier of more days, so a shorter rental never costs more than a longer one
 *   (with non-negative prices the day price never decreases with N, whatever the tiers). N below the first tier
 *   costs the cheapest tier that covers it.
 * - A grid without day prices prices longer rentals with the cheapest of started hours × `hourly` and started
 *   half days × `halfDay`.
 * - A rental whose first day is in a low-season range uses `grid.lowSeason` when there is one.
 */
import type { Cents } from '../money.ts';
import { daysBetween, touchedDays } from '../zone.ts';
import type { LineStep } from './line-steps.ts';
import type { DayRange, DayTier, GridIssue, PriceGrid, RentalDuration } from './types.ts';
import { money, roundDiv } from './vat.ts';

const HOUR_MS = 3_600_000;
const DEFAULT_HALF_DAY_HOURS = 4;

export interface GridPrice {
  price: Cents;
  explanation: string[];
  steps: LineStep[];
}

export function halfDayHoursOf(grid: Omit<PriceGrid, 'lowSeason'>): number {
  return grid.halfDayHours && grid.halfDayHours > 0 ? grid.halfDayHours : DEFAULT_HALF_DAY_HOURS;
}

export function measureRental(start: number, end: number, timeZone: string, halfDayHours: number): RentalDuration {
  if (!(end > start)) throw new RangeError('A rental must end after it starts');
  const elapsedMs = end - start;
  const { first, last } = touchedDays(start, end, timeZone);
  const calendarDays = daysBetween(first, last) + 1;
  const short = elapsedMs <= halfDayHours * HOUR_MS;
  return {
    start,
    end,
    elapsedMs,
    startedHours: Math.ceil(elapsedMs / HOUR_MS),
    calendarDays,
    days: short ? 1 : calendarDays,
    unit: short ? 'short' : 'days',
    startDay: first,
  };
}

export function isLowSeason(day: string, ranges: DayRange[] | undefined): boolean {
  return (ranges ?? []).some((r) => r.start <= day && day <= r.end);
}

/** The grid that applies to a rental starting on `startDay`. */
export function seasonGrid(
  grid: PriceGrid,
  startDay: string,
  lowSeasonDates: DayRange[] | undefined,
): { grid: Omit<PriceGrid, 'lowSeason'>; lowSeason: boolean } {
  if (grid.lowSeason && isLowSeason(startDay, lowSeasonDates)) return { grid: grid.lowSeason, lowSeason: true };
  return { grid, lowSeason: false };
}

function sortedTiers(grid: Omit<PriceGrid, 'lowSeason'>): DayTier[] {
  return [...(grid.days ?? [])].sort((a, b) => a.days - b.days);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Price of a rental of `n` calendar days, or null when the grid has no day prices. */
export function dayPrice(grid: Omit<PriceGrid, 'lowSeason'>, n: number): GridPrice | null {
  const tiers = sortedTiers(grid);
  const last = tiers.at(-1);
  const extraDay = grid.extraDay ?? null;
  if (!last && extraDay === null) return null;
  const extra = (days: number): { amount: Cents; text: string } =>
    extraDay !== null
      ? { amount: extraDay * days, text: `${plural(days, 'extra day')} × ${money(extraDay)}` }
      : {
          amount: roundDiv(last!.price * days, last!.days),
          text: `${plural(days, 'extra day')} at the ${last!.days}-day average`,
        };
  const withTier = (tier: DayTier, extraDays: number, price: Cents): LineStep =>
    extraDay !== null
      ? {
          code: 'tierPlusExtraDays',
          params: { days: n, tierDays: tier.days, tierPrice: tier.price, extraDays, extraDay, price },
        }
      : {
          code: 'tierPlusAverageDays',
          params: { days: n, tierDays: tier.days, tierPrice: tier.price, extraDays, averageOf: last!.days, price },
        };

  let base: GridPrice | null = null;
  const exact = tiers.find((t) => t.days === n);
  const below = tiers.filter((t) => t.days < n).at(-1);
  if (exact)
    base = {
      price: exact.price,
      explanation: [`${plural(n, 'day')}: ${n}-day tier ${money(exact.price)}`],
      steps: [{ code: 'dayTier', params: { days: n, price: exact.price } }],
    };
  else if (below) {
    const e = extra(n - below.days);
    const price = below.price + e.amount;
    base = {
      price,
      explanation: [`${plural(n, 'day')}: ${below.days}-day tier ${money(below.price)} + ${e.text} = ${money(price)}`],
      steps: [withTier(below, n - below.days, price)],
    };
  } else if (!last) {
    const e = extra(n);
    base = {
      price: e.amount,
      explanation: [`${plural(n, 'day')}: ${e.text} = ${money(e.amount)}`],
      // Without tiers, `extra` only runs with an extra-day price.
      steps: [{ code: 'extraDays', params: { days: n, extraDay: extraDay ?? 0, price: e.amount } }],
    };
  }

  const cap = tiers.filter((t) => t.days > n).reduce<DayTier | null>((m, t) => (!m || t.price < m.price ? t : m), null);
  if (cap && (!base || cap.price < base.price)) {
    const why = base ? `capped by the ${cap.days}-day tier` : `priced as the ${cap.days}-day tier`;
    return {
      price: cap.price,
      explanation: [...(base?.explanation ?? []), `${plural(n, 'day')}: ${why} ${money(cap.price)}`],
      steps: [
        ...(base?.steps ?? []),
        { code: base ? 'cappedByTier' : 'pricedAsTier', params: { days: n, tierDays: cap.days, price: cap.price } },
      ],
    };
  }
  return base;
}

/** Price of one unit for a measured rental under an already season-selected grid. */
export function gridPrice(grid: Omit<PriceGrid, 'lowSeason'>, duration: RentalDuration): GridPrice {
  const halfDayHours = halfDayHoursOf(grid);
  const options: GridPrice[] = [];
  const hours = duration.startedHours;
  if (grid.hourly != null) {
    options.push({
      price: grid.hourly * hours,
      explanation: [`${plural(hours, 'started hour')} × ${money(grid.hourly)}`],
      steps: [{ code: 'startedHours', params: { hours, hourly: grid.hourly, price: grid.hourly * hours } }],
    });
  }
  if (duration.unit === 'short') {
    if (grid.halfDay != null)
      options.push({
        price: grid.halfDay,
        explanation: [`half day ${money(grid.halfDay)}`],
        steps: [{ code: 'halfDay', params: { price: grid.halfDay } }],
      });
    const oneDay = dayPrice(grid, 1);
    if (oneDay) options.push(oneDay);
  } else {
    const days = dayPrice(grid, duration.days);
    if (days) return days;
    if (grid.halfDay != null) {
      const halves = Math.ceil(duration.elapsedMs / (halfDayHours * HOUR_MS));
      options.push({
        price: grid.halfDay * halves,
        explanation: [`${plural(halves, 'started half day')} × ${money(grid.halfDay)}`],
        steps: [{ code: 'startedHalfDays', params: { halves, halfDay: grid.halfDay, price: grid.halfDay * halves } }],
      });
    }
  }
  if (options.length === 0) throw new RangeError('The price grid has no price for this rental');
  const best = options.reduce((m, o) => (o.price < m.price ? o : m));
  if (options.length === 1) return best;
  const others = options.filter((o) => o !== best).map((o) => money(o.price));
  return {
    price: best.price,
    explanation: [...best.explanation, `cheapest option (others: ${others.join(', ')})`],
    steps: [...best.steps, { code: 'cheapestOption', params: { options: options.length, price: best.price } }],
  };
}

function isCents(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Problems of a grid, each with the path of the field at fault; empty when the grid is usable. */
export function validatePriceGrid(grid: PriceGrid | Omit<PriceGrid, 'lowSeason'>, prefix = ''): GridIssue[] {
  const issues: GridIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ field: `${prefix}${field}`, message });
  for (const field of ['hourly', 'halfDay', 'extraDay'] as const) {
    const value = grid[field];
    if (value != null && !isCents(value)) issue(field, 'must be a whole, non-negative number of cents');
  }
  const h = grid.halfDayHours;
  if (h !== undefined && !(typeof h === 'number' && h > 0 && h < 24))
    issue('halfDayHours', 'must be between 0 and 24 hours');
  const tiers = Array.isArray(grid.days) ? grid.days : [];
  if (!Array.isArray(grid.days)) issue('days', 'must be a list of day tiers');
  tiers.forEach((tier, i) => {
    if (!Number.isSafeInteger(tier.days) || tier.days < 1)
      issue(`days[${i}].days`, 'must be a whole number of days ≥ 1');
    else if (i > 0 && tier.days <= tiers[i - 1].days)
      issue(`days[${i}].days`, 'tiers must be sorted by days, without repeats');
    if (!isCents(tier.price)) issue(`days[${i}].price`, 'must be a whole, non-negative number of cents');
  });
  if (grid.hourly == null && grid.halfDay == null && tiers.length === 0) {
    issue('days', 'needs at least an hourly, half-day or day price');
  }
  if ('lowSeason' in grid && grid.lowSeason) issues.push(...validatePriceGrid(grid.lowSeason, `${prefix}lowSeason.`));
  return issues;
}
