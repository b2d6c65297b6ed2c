import type { LedgerRow } from '../../../../../api/payments.ts';

/** A ledger row of `orderId` for the payments card's tests: a cash payment of 30.00 unless told otherwise. */
export const ledgerRow = (orderId: string, id: string, extra: Partial<LedgerRow>): LedgerRow => ({
  id,
  createdAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  orderKind: 'ORDER_LCD',
  orderId,
  customerId: null,
  type: 'PAYMENT',
  provider: 'OFFLINE',
  status: 'SUCCEEDED',
  method: 'CASH',
  amount: 30,
  paymentDate: '2026-10-01T08:00:00.000Z',
  refundOfId: null,
  cancelsId: null,
  depositId: null,
  reason: null,
  note: null,
  ...extra,
});

/** The payment providers a shop with every sandbox on can take payments with. */
export const ALL_PROVIDERS = { card: true, terminal: true, ancv: true };
