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
 * A card hold brings money only when captured: its capture counts, on the day of the capture; the hold and what is
 * released of it never moved any.
 */
export function tillCents(row: LedgerEntry): number | null {
  if (row.cancelsId) return -row.amountCents;
  if (row.status !== 'SUCCEEDED') return null;
  if (isCardHoldRow(row)) return row.type === 'DEPOSIT_CAPTURE' ? row.amountCents : null;
  if (row.type === 'REFUND' || row.type === 'DEPOSIT_RELEASE') return -row.amountCents;
  return MONEY_IN.has(row.type) ? row.amountCents : null;
}

/** A card deposit's row (the hold, a capture or release of it): money moves at the provider only when captured. */
export const isCardHoldRow = (row: Pick<LedgerEntry, 'provider' | 'type'>) =>
  row.provider !== 'OFFLINE' && DEPOSIT_TYPES.has(row.type);
export const DEPOSIT_TYPES = new Set(['SHORT_TERM_DEPOSIT', 'DEPOSIT_CAPTURE', 'DEPOSIT_RELEASE']);
