import { randomId } from '@mantine/hooks';
import type { PriceGridJson } from '../../../../api/catalogue.ts';

/** A number field of a form: empty while nothing is typed (Mantine's NumberInput gives '' then). */
export type NumberValue = number | string;

export interface TierRow {
  key: string;
  days: NumberValue;
  price: NumberValue;
}

export interface SeasonGridValues {
  hourly: NumberValue;
  halfDay: NumberValue;
  halfDayHours: NumberValue;
  days: TierRow[];
  extraDay: NumberValue;
}

export interface PriceGridValues extends SeasonGridValues {
  withLowSeason: boolean;
  lowSeason: SeasonGridValues;
}

type SeasonGridJson = Omit<PriceGridJson, 'lowSeason'>;

/** Error keys (`catalogue.grid.errors.*`) by form path, relative to the grid. */
export type GridErrors = Record<string, 'required' | 'daysOrder' | 'wholeDays' | 'decimals' | 'halfDayHours' | 'empty'>;

export const newTier = (days: NumberValue = '', price: NumberValue = ''): TierRow => ({ key: randomId(), days, price });

const fieldOf = (value: number | null | undefined): NumberValue => (value == null ? '' : value);

function seasonValues(grid: SeasonGridJson | null | undefined): SeasonGridValues {
  return {
    hourly: fieldOf(grid?.hourly),
    halfDay: fieldOf(grid?.halfDay),
    halfDayHours: fieldOf(grid?.halfDayHours),
    days: grid ? grid.days.map((tier) => newTier(tier.days, tier.price)) : [newTier(1)],
    extraDay: fieldOf(grid?.extraDay),
  };
}

/** The form values of a grid from the API; a new grid starts with a 1-day row. */
export function priceGridValues(grid?: PriceGridJson | null): PriceGridValues {
  return {
    ...seasonValues(grid),
    withLowSeason: !!grid?.lowSeason,
    lowSeason: grid?.lowSeason ? seasonValues(grid.lowSeason) : { ...seasonValues(null), days: [newTier(1)] },
  };
}

const isEmpty = (value: NumberValue) => value === '' || value === null || value === undefined;

/** A typed value as a number; Mantine may hand over text such as "12." while typing. */
export const numberOf = (value: NumberValue): number | null => {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** Amounts go to the API in major units with 2 decimals at most (22.5 → 22.5, 9.999 is refused by validation). */
export const amountOf = (value: NumberValue): number | null => {
  const n = numberOf(value);
  return n === null ? null : Math.round(n * 100) / 100;
};

const hasMoreThanTwoDecimals = (value: NumberValue) => {
  const n = numberOf(value);
  return n !== null && Math.abs(Math.round(n * 100) - n * 100) > 1e-6;
};

function seasonErrors(values: SeasonGridValues, prefix: string): GridErrors {
  const errors: GridErrors = {};
  for (const field of ['hourly', 'halfDay', 'extraDay'] as const) {
    if (hasMoreThanTwoDecimals(values[field])) errors[`${prefix}${field}`] = 'decimals';
  }
  const hours = numberOf(values.halfDayHours);
  if (hours !== null && !(hours > 0 && hours < 24)) errors[`${prefix}halfDayHours`] = 'halfDayHours';
  let previous = 0;
  values.days.forEach((tier, i) => {
    const days = numberOf(tier.days);
    const path = `${prefix}days.${i}`;
    if (days === null) errors[`${path}.days`] = 'required';
    else if (!Number.isInteger(days) || days < 1) errors[`${path}.days`] = 'wholeDays';
    else if (days <= previous) errors[`${path}.days`] = 'daysOrder';
    if (days !== null && days > previous) previous = days;
    if (isEmpty(tier.price)) errors[`${path}.price`] = 'required';
    else if (hasMoreThanTwoDecimals(tier.price)) errors[`${path}.price`] = 'decimals';
  });
  if (isEmpty(values.hourly) && isEmpty(values.halfDay) && values.days.length === 0) errors[`${prefix}days`] = 'empty';
  return errors;
}

/** What is wrong with the grid the person typed, by form path under `prefix` (e.g. `priceGrid.`). */
export function priceGridErrors(values: PriceGridValues, prefix = ''): GridErrors {
  return {
    ...seasonErrors(values, prefix),
    ...(values.withLowSeason ? seasonErrors(values.lowSeason, `${prefix}lowSeason.`) : {}),
  };
}

function seasonPayload(values: SeasonGridValues): SeasonGridJson {
  const grid: SeasonGridJson = {
    hourly: amountOf(values.hourly),
    halfDay: amountOf(values.halfDay),
    days: values.days.map((tier) => ({ days: numberOf(tier.days) ?? 0, price: amountOf(tier.price) ?? 0 })),
    extraDay: amountOf(values.extraDay),
  };
  const hours = numberOf(values.halfDayHours);
  if (hours !== null) grid.halfDayHours = hours;
  return grid;
}

/** The grid as the API takes it (amounts in major units); call after `priceGridErrors` found nothing. */
export function priceGridPayload(values: PriceGridValues): PriceGridJson {
  return { ...seasonPayload(values), lowSeason: values.withLowSeason ? seasonPayload(values.lowSeason) : null };
}

/** The next row's day count: one more than the last row. */
export function nextTierDays(rows: TierRow[]): number {
  const last = rows.length > 0 ? numberOf(rows[rows.length - 1].days) : 0;
  return (last ?? 0) + 1;
}

/** API field paths (`priceGrid.days[1].price`) as form paths (`priceGrid.days.1.price`). */
export const formPath = (apiField: string) => apiField.replace(/\[(\d+)\]/g, '.$1');
