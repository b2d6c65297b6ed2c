// The public entry of the payments module: the ledger of money moved for orders.

export { orderBalance } from './balance.ts';
export { orderDeposits, releaseDeposit } from './deposits/service.ts';
export type { PaymentStatus } from './kinds.ts';
export { OFFLINE_METHODS, type OfflineMethod, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PAYMENT_TYPES } from './kinds.ts';
export { ledgerOf } from './ledger.ts';
export { paymentListSpec } from './list.ts';
export {
  advanceProviderPayment,
  amountDue,
  isProgress,
  openProviderPayment,
  pendingCents,
  providerPaymentOr404,
} from './provider-payments.ts';
export {
  filteredLedgerRows,
  filteredLedgerTotals,
  type LedgerEntry,
  ledgerRowsByIds,
  ledgerRowsDatedIn,
  ledgerRowsWrittenLate,
} from './reads.ts';
export { PaymentView } from './schemas.ts';
export { paymentView } from './views.ts';
