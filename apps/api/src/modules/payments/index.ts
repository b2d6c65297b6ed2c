// The public entry of the payments module: the ledger of money moved for orders.

export { orderBalance } from './balance.ts';
export type { PaymentStatus } from './kinds.ts';
export {
  advanceProviderPayment,
  amountDue,
  isProgress,
  openProviderPayment,
  providerPaymentOr404,
} from './provider-payments.ts';
export { paymentView } from './views.ts';
