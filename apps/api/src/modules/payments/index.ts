// The public entry of the payments module: the ledger of money moved for orders.

export { orderBalance } from './balance.ts';
export { settleCardRefunds } from './card-refunds.ts';
export { startDepositHold } from './deposits/card-hold.ts';
export { addOfflineDeposits, orderDeposits, releaseDeposit } from './deposits/service.ts';
export { depositToTake } from './deposits/to-take.ts';
export type { PaymentStatus } from './kinds.ts';
export { OFFLINE_METHODS, type OfflineMethod, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PAYMENT_TYPES } from './kinds.ts';
export { ledgerOf, recordOfflinePayments } from './ledger.ts';
export { paymentListSpec } from './list.ts';
export { ledgerNames } from './names.ts';
export {
  companiesWithPlatformMoneyQuery,
  companiesWithPlatformMoneySince,
  platformMoneyPage,
  platformMoneyRows,
} from './platform-money.ts';
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
export { refundOrderByCard, refundPayments } from './refunds.ts';
export { PaymentView } from './schemas.ts';
export { paymentView } from './views.ts';
