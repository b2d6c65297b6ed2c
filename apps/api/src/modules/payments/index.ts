import type { Cents } from '@hirebase/shared';

/** An order as payments see it: its running total of what was paid on it. */
export interface PaidOrder {
  paidCents: number;
}

/**
 * What the customer has paid on an order and not had back, in cents: every refund is capped by it. Payments are not
 * recorded yet, so nothing raises the order's paid total and this is 0; the payment ledger will keep that total in
 * the transaction of each capture and refund, and answer here.
 */
export function paidOn(order: PaidOrder): Cents {
  return order.paidCents;
}
