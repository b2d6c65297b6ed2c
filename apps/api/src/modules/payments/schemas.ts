import { Type } from 'typebox';
import { DateTime, Id, Money, MultiLine, StringEnum } from '../../platform/http/schemas.ts';
import {
  OFFLINE_METHODS,
  ORDER_KINDS,
  ORDER_PAYMENT_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  REFUND_REASONS,
} from './kinds.ts';

/** What the shop records by hand: a payment, or a deposit taken offline (cheque, cash, bank imprint). */
export const OFFLINE_TYPES = ['PAYMENT', 'SHORT_TERM_DEPOSIT'] as const;

const offlineFields = {
  amount: Money({ exclusiveMinimum: 0, description: 'Amount received, in major units' }),
  method: StringEnum(OFFLINE_METHODS, { description: 'How the customer paid' }),
  type: Type.Optional(StringEnum(OFFLINE_TYPES, { description: 'PAYMENT (default) or a deposit taken offline' })),
  paymentDate: Type.Optional(DateTime),
  note: Type.Optional(MultiLine(500)),
};

export const OfflinePaymentBody = Type.Object({ orderId: Id, ...offlineFields });
export const BulkPaymentsBody = Type.Object({
  payments: Type.Array(OfflinePaymentBody, { minItems: 1, maxItems: 50 }),
});
export const OrderPaymentsBody = Type.Object({
  payments: Type.Array(Type.Object(offlineFields), { minItems: 1, maxItems: 20 }),
});

export const RefundBody = Type.Object({
  paymentId: Id,
  amount: Type.Optional(
    Money({ exclusiveMinimum: 0, description: 'How much to give back; all that is left when absent' }),
  ),
  reason: StringEnum(REFUND_REASONS),
  note: Type.Optional(MultiLine(500)),
});
export const BatchRefundsBody = Type.Object({ refunds: Type.Array(RefundBody, { minItems: 1, maxItems: 50 }) });

export const CancelPaymentBody = Type.Object({ reason: Type.Optional(MultiLine(500)) });

const MoneyView = Type.Number({ description: 'Major units' });

export const PaymentView = Type.Object({
  id: Id,
  createdAt: DateTime,
  createdBy: Type.Union([Id, Type.Null()]),
  orderKind: StringEnum(ORDER_KINDS),
  orderId: Type.Union([Id, Type.Null()]),
  customerId: Type.Union([Id, Type.Null()]),
  type: StringEnum(PAYMENT_TYPES),
  provider: StringEnum(PAYMENT_PROVIDERS),
  status: StringEnum(PAYMENT_STATUSES),
  method: Type.Union([StringEnum(OFFLINE_METHODS), Type.Null()]),
  amount: MoneyView,
  paymentDate: DateTime,
  refundOfId: Type.Union([Id, Type.Null()]),
  cancelsId: Type.Union([Id, Type.Null()], { description: 'The manual payment this row takes back' }),
  depositId: Type.Union([Id, Type.Null()], { description: 'The deposit a capture or release draws on' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
});

export const PaymentListItem = Type.Object({
  ...PaymentView.properties,
  orderNumber: Type.Union([Type.Integer(), Type.Null()]),
  customerName: Type.Union([Type.String(), Type.Null()]),
});

export const OrderBalanceView = Type.Object({
  paid: MoneyView,
  refunded: MoneyView,
  deposit: MoneyView,
  due: Type.Number({ description: 'What is left to pay (negative when overpaid), major units' }),
  paymentStatus: StringEnum(ORDER_PAYMENT_STATUSES),
});

export const RecordedPayments = Type.Object({
  payments: Type.Array(PaymentView),
  balances: Type.Array(Type.Object({ orderId: Id, ...OrderBalanceView.properties })),
});
