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
}

/** A card hold waits for its capture; a deposit taken by hand went through at once. */
const HOLDING: readonly PaymentStatus[] = ['SUCCEEDED', 'REQUIRES_CAPTURE'];
const MOVEMENTS: readonly PaymentType[] = ['DEPOSIT_CAPTURE', 'DEPOSIT_RELEASE'];

/**
 * Each short-term deposit of a ledger with what was captured, released and is still held, and its state: all of it
 * derived from the rows, the only place deposit figures come from. A capture or release that failed or was cancelled
 * draws nothing; one still in progress (a card capture) already counts, so the same money cannot be drawn twice.
 */
export function depositFigures<R extends DepositLedgerRow>(rows: readonly R[]): DepositFigures<R>[] {
  const cancelled = new Set(rows.filter((r) => r.cancelsId).map((r) => r.cancelsId));
  return rows
    .filter((r) => r.type === 'SHORT_TERM_DEPOSIT' && !r.cancelsId)
    .map((deposit) => {
      const movements = rows.filter((r) => r.depositId === deposit.id && MOVEMENTS.includes(r.type));
      const drawn = (type: PaymentType) =>
        movements
          .filter((r) => r.type === type && r.status !== 'FAILED' && r.status !== 'CANCELED')
          .reduce((total, r) => total + r.amountCents, 0);
      const capturedCents = drawn('DEPOSIT_CAPTURE');
      const releasedCents = drawn('DEPOSIT_RELEASE');
      const live = HOLDING.includes(deposit.status) && !cancelled.has(deposit.id);
      const heldCents = live ? deposit.amountCents - capturedCents - releasedCents : 0;
      return {
        deposit,
        capturedCents,
        releasedCents,
        heldCents,
        movements,
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
