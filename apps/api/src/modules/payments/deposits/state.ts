import type { PaymentStatus, PaymentType } from '../kinds.ts';

export interface DepositLedgerRow {
  id: string;
  type: PaymentType;
  status: PaymentStatus;
  amountCents: number;
  cancelsId: string | null;
  depositId?: string | null;
}

export const DEPOSIT_STATES = ['PENDING', 'HELD', 'PARTLY_CAPTURED', 'CAPTURED', 'RELEASED', 'CANCELLED'] as const;
/** PENDING: a card hold not authorised yet. CANCELLED: taken back, or a hold that failed or was cancelled. */
export type DepositState = (typeof DEPOSIT_STATES)[number];

export interface DepositFigures<R> {
  deposit: R;
  capturedCents: number;
  releasedCents: number;
  /** What is still held: the deposit less what was captured or released of it; 0 once taken back. */
  heldCents: number;
  state: DepositState;
  /** The captures and releases drawn on it, oldest first. */
  movements: R[];
  /** A card hold renewed before it lapsed: RENEWED (a new hold replaces it), PENDING, FAILED (a new card is needed). */
  renewal: Renewal | null;
}

export type Renewal = 'PENDING' | 'RENEWED' | 'FAILED';

const ENDED: readonly PaymentStatus[] = ['FAILED', 'CANCELED'];

/** A renewal is a new hold pointing at the one it replaces. */
const isRenewal = (r: DepositLedgerRow) => r.type === 'SHORT_TERM_DEPOSIT' && !!r.depositId;

function renewalOf(deposit: DepositLedgerRow, rows: readonly DepositLedgerRow[]): Renewal | null {
  const last = rows.filter((r) => isRenewal(r) && r.depositId === deposit.id).at(-1);
  if (!last) return null;
  if (ENDED.includes(last.status)) return 'FAILED';
  return last.status === 'WAITING' || last.status === 'PROCESSING' ? 'PENDING' : 'RENEWED';
}

/** A card hold waits for its capture; a deposit taken by hand went through at once. */
const HOLDING: readonly PaymentStatus[] = ['SUCCEEDED', 'REQUIRES_CAPTURE'];
const MOVEMENTS: readonly PaymentType[] = ['DEPOSIT_CAPTURE', 'DEPOSIT_RELEASE'];

/**
 * Each short-term deposit of a ledger with what was captured, released and is still held, and its state: all of it
 * derived from the rows, the only place deposit figures come from. A capture or release that failed or was cancelled
 * draws nothing; one still in progress (a card capture) already counts, so the same money cannot be drawn twice.
 * A renewal that failed is no deposit: it shows on the hold it was to replace.
 */
export function depositFigures<R extends DepositLedgerRow>(rows: readonly R[]): DepositFigures<R>[] {
  const cancelled = new Set(rows.filter((r) => r.cancelsId).map((r) => r.cancelsId));
  return rows
    .filter((r) => r.type === 'SHORT_TERM_DEPOSIT' && !r.cancelsId && !(isRenewal(r) && ENDED.includes(r.status)))
    .map((deposit) => {
      const movements = rows.filter((r) => r.depositId === deposit.id && MOVEMENTS.includes(r.type));
      const drawn = (type: PaymentType) =>
        movements
          .filter((r) => r.type === type && !ENDED.includes(r.status))
          .reduce((total, r) => total + r.amountCents, 0);
      const capturedCents = drawn('DEPOSIT_CAPTURE');
      const releasedCents = drawn('DEPOSIT_RELEASE');
      // a card hold released or captured in full ends at the provider (cancelled, or paid): it was settled, not lost
      const settled = capturedCents + releasedCents >= deposit.amountCents;
      const live = (HOLDING.includes(deposit.status) || settled) && !cancelled.has(deposit.id);
      const heldCents = live ? deposit.amountCents - capturedCents - releasedCents : 0;
      return {
        deposit,
        capturedCents,
        releasedCents,
        heldCents,
        movements,
        renewal: renewalOf(deposit, rows),
        state: stateOf(deposit, live, capturedCents, heldCents),
      };
    });
}

function stateOf(deposit: DepositLedgerRow, live: boolean, captured: number, held: number): DepositState {
  if (deposit.status === 'WAITING' || deposit.status === 'PROCESSING') return 'PENDING';
  if (!live) return 'CANCELLED';
  if (captured === 0) return held > 0 ? 'HELD' : 'RELEASED';
  return captured >= deposit.amountCents ? 'CAPTURED' : 'PARTLY_CAPTURED';
}
