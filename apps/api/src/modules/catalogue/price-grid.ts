import { type PriceGrid, toCents, validatePriceGrid } from '@hirebase/shared';
import { Type } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import { Decimal, Integer, Money, Nullable, Percent } from '../../platform/http/schemas.ts';

export type { PriceGrid };

type SeasonGrid = Omit<PriceGrid, 'lowSeason'>;

/** A VAT rate in percent (20, 5.5), stored as basis points. */
export const VatPercent = Percent({ description: 'Percent, e.g. 20 or 5.5' });

const seasonGridFields = {
  hourly: Type.Optional(Nullable(Money())),
  halfDay: Type.Optional(Nullable(Money())),
  halfDayHours: Type.Optional(Decimal({ exclusiveMinimum: 0, exclusiveMaximum: 24 })),
  days: Type.Array(Type.Object({ days: Integer(1, 3660), price: Money() }), { maxItems: 60 }),
  extraDay: Type.Optional(Nullable(Money())),
};

/** A price grid in the JSON API: the same fields as the pricing engine's grid, amounts in major units. */
export const PriceGridJson = Type.Object(
  {
    ...seasonGridFields,
    lowSeason: Type.Optional(Nullable(Type.Object(seasonGridFields))),
  },
  { title: 'PriceGrid' },
);
export type PriceGridInput = {
  hourly?: number | null;
  halfDay?: number | null;
  halfDayHours?: number;
  days: { days: number; price: number }[];
  extraDay?: number | null;
  lowSeason?: Omit<PriceGridInput, 'lowSeason'> | null;
};

/** Converts a JSON amount to cents; more than 2 decimals is the caller's mistake (400 naming the field). */
export function centsOf(field: string, amount: number): number {
  try {
    return toCents(amount);
  } catch {
    throw badRequest(field, `"${field}" must be an amount with at most 2 decimals`);
  }
}

export const optionalCents = (field: string, amount: number | null | undefined) =>
  amount === undefined || amount === null ? amount : centsOf(field, amount);

export const basisPointsOf = (field: string, percent: number | null | undefined) => {
  if (percent === undefined || percent === null) return percent;
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw badRequest(field, `"${field}" takes at most 2 decimals`);
  return bp;
};

export const percentOfBasisPoints = (bp: number | null) => (bp === null ? null : bp / 100);

function seasonGridToCents(field: string, input: Omit<PriceGridInput, 'lowSeason'>): SeasonGrid {
  const grid: SeasonGrid = {
    days: [...input.days]
      .sort((a, b) => a.days - b.days)
      .map((tier, i) => ({ days: tier.days, price: centsOf(`${field}.days[${i}].price`, tier.price) })),
  };
  if (input.hourly != null) grid.hourly = centsOf(`${field}.hourly`, input.hourly);
  if (input.halfDay != null) grid.halfDay = centsOf(`${field}.halfDay`, input.halfDay);
  if (input.halfDayHours !== undefined) grid.halfDayHours = input.halfDayHours;
  if (input.extraDay != null) grid.extraDay = centsOf(`${field}.extraDay`, input.extraDay);
  return grid;
}

/** JSON grid → stored grid in cents; tiers sorted; a grid the engine could not price is a 400. */
export function priceGridToCents(input: PriceGridInput, field = 'priceGrid'): PriceGrid {
  const grid: PriceGrid = seasonGridToCents(field, input);
  if (input.lowSeason) grid.lowSeason = seasonGridToCents(`${field}.lowSeason`, input.lowSeason);
  const [issue] = validatePriceGrid(grid);
  if (issue) throw badRequest(`${field}.${issue.field}`, `${field}.${issue.field} ${issue.message}`);
  return grid;
}

function seasonGridToJson(grid: SeasonGrid): Omit<PriceGridInput, 'lowSeason'> {
  const json: Omit<PriceGridInput, 'lowSeason'> = {
    days: grid.days.map((tier) => ({ days: tier.days, price: tier.price / 100 })),
  };
  if (grid.hourly != null) json.hourly = grid.hourly / 100;
  if (grid.halfDay != null) json.halfDay = grid.halfDay / 100;
  if (grid.halfDayHours !== undefined) json.halfDayHours = grid.halfDayHours;
  if (grid.extraDay != null) json.extraDay = grid.extraDay / 100;
  return json;
}

export function priceGridToJson(grid: PriceGrid): PriceGridInput {
  const json: PriceGridInput = seasonGridToJson(grid);
  if (grid.lowSeason) json.lowSeason = seasonGridToJson(grid.lowSeason);
  return json;
}
