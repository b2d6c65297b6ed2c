import { Type } from 'typebox';
import { KIND } from './kinds.ts';

/** The largest amount anywhere (major units): ten million. */
export const MAX_AMOUNT = 10_000_000;

interface NumberOptions {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  default?: number;
}

/** The default lower bound, unless the options set one (an exclusive minimum replaces it). */
const lowest = (options: NumberOptions, minimum: number) =>
  options.minimum === undefined && options.exclusiveMinimum === undefined ? { minimum } : {};

/** Money in major units (12.5 = 12.50), at most 2 decimals; 0 to ten million unless said otherwise. */
export const Money = ({ description = 'Amount in major units (12.5 = 12.50)', ...options }: NumberOptions = {}) =>
  Type.Number({
    ...lowest(options, 0),
    maximum: MAX_AMOUNT,
    ...options,
    description: `${description}; at most 2 decimals`,
    [KIND]: 'money',
  });

/** A percentage (5.5 = 5.5 %), at most 2 decimals; 0 to 100 unless said otherwise. */
export const Percent = ({ description = 'Percent (5.5 = 5.5 %)', ...options }: NumberOptions = {}) =>
  Type.Number({
    ...lowest(options, 0),
    maximum: 100,
    ...options,
    description: `${description}; at most 2 decimals`,
    [KIND]: 'percent',
  });

/** A whole number within bounds (counts, minutes, days, positions). */
export const Integer = (minimum: number, maximum: number, options: Omit<NumberOptions, 'minimum' | 'maximum'> = {}) =>
  Type.Integer({ ...options, minimum, maximum, [KIND]: 'integer' });

/** How many of something: a whole number from 1. */
export const Quantity = (maximum = 500, options: Omit<NumberOptions, 'minimum' | 'maximum'> = {}) =>
  Integer(1, maximum, options);

/** A measure with decimals within bounds (coordinates, hours). */
export const Decimal = (options: NumberOptions & ({ minimum: number } | { exclusiveMinimum: number })) =>
  Type.Number({ ...options, [KIND]: 'decimal' });
