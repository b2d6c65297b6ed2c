import { fromCents, toCents } from '@hirebase/shared';
import { badRequest } from '../../platform/errors.ts';

/** JSON decimal (major units) → cents; more than 2 decimals is a 400 naming the field. */
export function centsOf(field: string, amount: number): number {
  try {
    return toCents(amount);
  } catch {
    throw badRequest(field, `"${field}" must be an amount with at most 2 decimals`);
  }
}

/** JSON percent (12.5) → basis points (1250); more than 2 decimals is a 400 naming the field. */
export function basisPointsOf(field: string, percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw badRequest(field, `"${field}" takes at most 2 decimals`);
  return bp;
}

export const percentOfBp = (bp: number) => bp / 100;
export const amountOf = (cents: number) => fromCents(cents);
