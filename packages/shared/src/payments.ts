/** What a ledger row moves (spec: payment type). */
export const PAYMENT_TYPES = [
  'PAYMENT',
  'SHORT_TERM_DEPOSIT',
  'LONG_TERM_DEPOSIT',
  'REFUND',
  'SUBSCRIPTION',
  'TRANSFER',
  'TRANSFER_REFUND',
  'DEPOSIT_CAPTURE',
  'DEPOSIT_RELEASE',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Who moved the money: the shop by hand (OFFLINE), a card provider, or the holiday-voucher scheme. */
export const PAYMENT_PROVIDERS = ['OFFLINE', 'SANDBOX', 'STRIPE', 'ADYEN', 'ANCV'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = [
  'WAITING',
  'PROCESSING',
  'REQUIRES_CAPTURE',
  'SUCCEEDED',
  'FAILED',
  'CANCELED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How an offline payment was made. */
export const OFFLINE_METHODS = ['CARD', 'CASH', 'CHECK', 'CHECK_VACANCES', 'TRANSFER', 'OTHER'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export const ORDER_KINDS = ['ORDER_LCD', 'ORDER_LLD', 'ORDER_EVENT'] as const;
export type PaymentOrderKind = (typeof ORDER_KINDS)[number];

/** Why money is given back. */
export const REFUND_REASONS = ['DUPLICATE', 'FRAUDULENT', 'REQUESTED_BY_CUSTOMER', 'OTHER'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** An order's payment state, derived from its ledger rows. */
export const ORDER_PAYMENT_STATUSES = ['NOT_PAID', 'PARTIALLY_PAID', 'PAID', 'OVERPAID', 'REFUNDED'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Why part of a deposit is kept by the shop. */
export const DEPOSIT_CAPTURE_REASONS = ['DAMAGE', 'MISSING_ITEM', 'OTHER'] as const;
export type DepositCaptureReason = (typeof DEPOSIT_CAPTURE_REASONS)[number];
