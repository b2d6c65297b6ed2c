import { percentOf } from '@hirebase/shared';
import type { Config } from '../../platform/config.ts';

export type FeeRate = Config['platformFee'];

interface MoneyRow {
  type: string;
  amountCents: number;
}

/** What a ledger row brings the shop's balance, in cents: a refund takes money back. */
export const signedCents = (row: MoneyRow) => (row.type === 'REFUND' ? -row.amountCents : row.amountCents);

/**
 * The platform's fee on a row: the rate (rounded half away from zero to the cent) plus the fixed part, never more than
 * the amount itself. A refund charges no fee and gives none back: the fee of the payment it refunds stays charged.
 */
export function platformFeeCents(row: MoneyRow, rate: FeeRate): number {
  if (row.type === 'REFUND') return 0;
  return Math.min(row.amountCents, percentOf(row.amountCents, rate.basisPoints) + rate.fixedCents);
}

/**
 * The VAT included in an amount charged VAT included, at a rate in basis points (2000 = 20 %): amount × rate / (1 +
 * rate), rounded half away from zero to the cent; the net is the amount less it, so net + VAT is always the amount.
 */
export function includedVatCents(grossCents: number, basisPoints: number): number {
  const numerator = Math.abs(grossCents) * basisPoints;
  const denominator = 10_000 + basisPoints;
  const vat = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return grossCents < 0 ? -vat : vat;
}
