import type { LedgerEntry } from '../payments/index.ts';

/** The columns of the cashbook: how the money came in or went out. */
export const CASHBOOK_METHODS = ['CASH', 'CARD', 'CHECK', 'CHECK_VACANCES', 'TRANSFER', 'OTHER'] as const;
export type CashbookMethod = (typeof CASHBOOK_METHODS)[number];

const MONEY_IN = new Set(['PAYMENT', 'SHORT_TERM_DEPOSIT', 'LONG_TERM_DEPOSIT']);

/** A card provider's row counts as card, the holiday-voucher scheme's as holiday cheques. */
export function methodOf(row: LedgerEntry): CashbookMethod {
  if (row.provider === 'OFFLINE') return row.method ?? 'OTHER';
  return row.provider === 'ANCV' ? 'CHECK_VACANCES' : 'CARD';
}

/**
 * What a ledger row moves in the shop's till, in signed cents, or null when it moves nothing there: money that came
 * in (payments and deposits that went through) is positive; refunds and the rows taking back a manual payment are
 * negative (the payment they take back was counted on its own day), and so is the part of a deposit given back. The
 * part of a deposit the shop keeps was already in the till. Pending rows, failures and card holds move nothing.
 */
export function tillCents(row: LedgerEntry): number | null {
  if (row.cancelsId) return -row.amountCents;
  if (row.status !== 'SUCCEEDED') return null;
  if (row.type === 'REFUND' || row.type === 'DEPOSIT_RELEASE') return -row.amountCents;
  return MONEY_IN.has(row.type) ? row.amountCents : null;
}
