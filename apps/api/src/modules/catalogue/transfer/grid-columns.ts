import { type PriceGrid, validatePriceGrid } from '@hirebase/shared';
import { unguardCell } from '../../../platform/csv.ts';
import { amountCell, numberCell, parseAmount, parseNumber, type RowReader } from './cells.ts';

/**
 * A price grid as flat CSV columns:
 *   hourly; halfDay; halfDayHours; day1; …; day7; day<N>…; extraDay
 * then the same columns prefixed `lowSeason.` for the low-season grid. `day<N>` is the total price of a rental of
 * N days (a tier); day1 to day7 are always written, so every shop's files share them, and longer tiers (day14,
 * day30…) follow in increasing order when a grid of the file has them. An empty cell is no price.
 */

const FIXED_DAYS = [1, 2, 3, 4, 5, 6, 7];
const MAX_DAYS = 3660;
export const LOW_SEASON = 'lowSeason.';

type SeasonGrid = Omit<PriceGrid, 'lowSeason'>;
type GridKey = 'hourly' | 'halfDay' | 'halfDayHours' | 'extraDay' | number;

export interface GridLayout {
  headers: string[];
  cells(grid: PriceGrid): string[];
}

/** The columns for a set of grids: the fixed tiers and every other tier one of them has. */
export function gridLayout(grids: PriceGrid[]): GridLayout {
  const days = new Set(FIXED_DAYS);
  for (const grid of grids) {
    for (const season of [grid, grid.lowSeason]) for (const tier of season?.days ?? []) days.add(tier.days);
  }
  const sorted = [...days].sort((a, b) => a - b);
  const seasonHeaders = (prefix: string) => [
    `${prefix}hourly`,
    `${prefix}halfDay`,
    `${prefix}halfDayHours`,
    ...sorted.map((d) => `${prefix}day${d}`),
    `${prefix}extraDay`,
  ];
  const seasonCells = (grid: SeasonGrid | null | undefined) => {
    if (!grid) return seasonHeaders('').map(() => '');
    const tiers = new Map(grid.days.map((t) => [t.days, t.price]));
    return [
      amountCell(grid.hourly),
      amountCell(grid.halfDay),
      numberCell(grid.halfDayHours),
      ...sorted.map((d) => amountCell(tiers.get(d))),
      amountCell(grid.extraDay),
    ];
  };
  return {
    headers: [...seasonHeaders(''), ...seasonHeaders(LOW_SEASON)],
    cells: (grid) => [...seasonCells(grid), ...seasonCells(grid.lowSeason)],
  };
}

// Normalized header (see normalizeHeader) → grid field; English and French spellings.
const NAMED = new Map<string, GridKey>([
  ['hourly', 'hourly'],
  ['hour', 'hourly'],
  ['heure', 'hourly'],
  ['halfday', 'halfDay'],
  ['demijournee', 'halfDay'],
  ['halfdayhours', 'halfDayHours'],
  ['heuresdemijournee', 'halfDayHours'],
  ['extraday', 'extraDay'],
  ['joursupplementaire', 'extraDay'],
]);
const LOW_PREFIXES = ['lowseason', 'bassesaison'];

function gridColumn(header: string): { low: boolean; key: GridKey } | undefined {
  const prefix = LOW_PREFIXES.find((p) => header.startsWith(p));
  const rest = prefix ? header.slice(prefix.length) : header;
  const named = NAMED.get(rest);
  if (named) return { low: !!prefix, key: named };
  const tier = /^(?:days?|jours?)(\d{1,5})$/.exec(rest) ?? /^(\d{1,5})(?:days?|jours?)$/.exec(rest);
  return tier ? { low: !!prefix, key: Number(tier[1]) } : undefined;
}

const fieldOf = (low: boolean, key: GridKey) =>
  `${low ? LOW_SEASON : ''}${typeof key === 'number' ? `day${key}` : key}`;

/** The grid of a row (undefined when every price cell is empty); each bad cell is reported under its column. */
export function readGrid(reader: RowReader): PriceGrid | undefined {
  const seasons: [SeasonGrid, SeasonGrid] = [{ days: [] }, { days: [] }];
  const given = [false, false];
  const errorsBefore = reader.errors.length;
  for (const [header, cell] of reader.record.cells) {
    const column = cell ? gridColumn(header) : undefined;
    if (!column) continue;
    const field = fieldOf(column.low, column.key);
    const text = unguardCell(cell);
    const grid = seasons[column.low ? 1 : 0];
    given[column.low ? 1 : 0] = true;
    if (column.key === 'halfDayHours') {
      const hours = parseNumber(text);
      if (hours === undefined || hours <= 0 || hours >= 24)
        reader.fail(field, `"${text}" must be hours between 0 and 24`);
      else grid.halfDayHours = hours;
      continue;
    }
    const amount = parseAmount(text);
    if ('error' in amount) reader.fail(field, amount.error);
    else if (typeof column.key !== 'number') grid[column.key] = amount.cents;
    else if (column.key < 1 || column.key > MAX_DAYS) reader.fail(field, `A tier lasts 1 to ${MAX_DAYS} days`);
    else grid.days.push({ days: column.key, price: amount.cents });
  }
  if (!given[0] && !given[1]) return undefined;
  for (const season of seasons) season.days.sort((a, b) => a.days - b.days);
  const grid: PriceGrid = given[1] ? { ...seasons[0], lowSeason: seasons[1] } : seasons[0];
  if (reader.errors.length === errorsBefore) {
    for (const issue of validatePriceGrid(grid)) {
      const low = issue.field.startsWith('lowSeason.');
      reader.fail(
        low ? 'lowSeason' : 'priceGrid',
        `${low ? 'The low-season' : 'The'} price grid: ${issue.field} ${issue.message}`,
      );
    }
  }
  return grid;
}
