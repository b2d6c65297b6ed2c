// The ledger's kinds live in @hirebase/shared, where the web reads them too.
export {
  DEPOSIT_CAPTURE_REASONS,
  type DepositCaptureReason,
  OFFLINE_METHODS,
  type OfflineMethod,
  ORDER_KINDS,
  ORDER_PAYMENT_STATUSES,
  type OrderPaymentStatus,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentOrderKind,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentType,
  REFUND_REASONS,
  type RefundReason,
} from '@hirebase/shared/payments';
