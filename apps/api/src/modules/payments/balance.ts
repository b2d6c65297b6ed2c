import { depositFigures } from './deposits/state.ts';
import type { OrderPaymentStatus, PaymentStatus, PaymentType } from './kinds.ts';

export interface LedgerRow {
  id: string;
  type: PaymentType;
  status: PaymentStatus;
  amountCents: number;
  cancelsId: string | null;
  depositId?: string | null;
}

export interface OrderBalance {
  /** Payments that went through and were not taken back, less what was refunded of them. */
  paidCents: number;
  refundedCents: number;
  /**
   * What deposits still hold: taken and not taken back, less what was captured or released of them. A deposit is
   * no payment for the rental: taking, capturing or releasing one leaves the paid total and the amount due as they are.
   */
  depositCents: number;
  status: OrderPaymentStatus;
}

/** What an order's ledger rows add up to; the only place the paid total and the payment state come from. */
export function orderBalance(rows: readonly LedgerRow[], totalCents: number): OrderBalance {
  const cancelled = new Set(rows.filter((r) => r.cancelsId).map((r) => r.cancelsId));
  const counted = rows.filter((r) => r.status === 'SUCCEEDED' && !r.cancelsId && !cancelled.has(r.id));
  const sum = (type: PaymentType) =>
    counted.filter((r) => r.type === type).reduce((total, r) => total + r.amountCents, 0);
  const refundedCents = sum('REFUND');
  const paidCents = sum('PAYMENT') - refundedCents;
  return {
    paidCents,
    refundedCents,
    depositCents: depositFigures(rows).reduce((total, d) => total + d.heldCents, 0),
    status: statusOf(paidCents, refundedCents, totalCents),
  };
}

function statusOf(paid: number, refunded: number, total: number): OrderPaymentStatus {
  if (paid <= 0) return refunded > 0 ? 'REFUNDED' : 'NOT_PAID';
  if (paid < total) return 'PARTIALLY_PAID';
  return paid === total ? 'PAID' : 'OVERPAID';
}
