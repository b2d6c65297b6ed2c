import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateOnly, DateTime, Id, Integer, StringEnum } from '../../platform/http/schemas.ts';
import { PAYMENT_PROVIDERS, PAYMENT_TYPES } from '../payments/index.ts';
import { MAX_DELAY_DAYS } from './payout-settings.ts';

const MoneyView = Type.Number({ description: 'Major units' });
const Schedule = StringEnum(['DAILY', 'WEEKLY'] as const);

export const PageQuery = Type.Object({
  page: Type.Optional(Integer(1, 10_000)),
  limit: Type.Optional(Integer(1, 500, { description: 'Rows per page (50 when left out)' })),
});

export const FeeInvoicesQuery = Type.Object({
  startDate: Type.Optional(DateOnly({ description: 'Invoices of this month and later' })),
  endDate: Type.Optional(DateOnly({ description: 'Invoices of this month and earlier' })),
  skip: Type.Optional(Integer(0, 1_000_000)),
  limit: Type.Optional(Integer(1, 500, { description: 'Rows (50 when left out)' })),
});

export const PayoutParams = Type.Object({ payoutId: Id });
export const PaymentParams = Type.Object({ paymentId: Id });
export const FeeInvoicePdfParams = Type.Object({ feeInvoiceId: Id, lang: StringEnum(LANGUAGES) });

const Weekday = Integer(1, 7, { description: 'Day of a weekly payout in the shop time zone: 1 = Monday … 7 = Sunday' });

export const PayoutSettingsBody = Type.Object({
  schedule: Schedule,
  weekday: Type.Optional(Weekday),
  delayDays: Integer(0, MAX_DELAY_DAYS, { description: 'Days card money stays pending before a payout sends it' }),
});

export const PayoutSettingsView = Type.Object({
  schedule: Schedule,
  weekday: Weekday,
  delayDays: Type.Integer(),
  chosen: Type.Boolean({ description: "False while the shop follows the platform's defaults" }),
});

export const BalanceView = Type.Object({
  currency: Type.String(),
  available: Type.Number({ description: 'Settled card money, less fees, that the next payout sends' }),
  pending: Type.Number({ description: 'Card money, less fees, still within the payout delay' }),
  payoutDelayDays: Type.Integer(),
  schedule: Schedule,
  payout: PayoutSettingsView,
  fee: Type.Object({
    percent: Type.Number({ description: 'Rate of the platform fee (1.4 = 1.4 %)' }),
    fixed: MoneyView,
  }),
});

export const TransactionView = Type.Object({
  id: Id,
  paymentDate: DateTime,
  type: StringEnum(PAYMENT_TYPES),
  provider: StringEnum(PAYMENT_PROVIDERS),
  orderId: Type.Union([Id, Type.Null()]),
  amount: Type.Number({ description: 'Major units; a refund is negative' }),
  fee: MoneyView,
  net: Type.Number({ description: 'Amount less fee' }),
  state: StringEnum(['PENDING', 'AVAILABLE', 'PAID_OUT'] as const),
  payoutId: Type.Union([Id, Type.Null()]),
});

export const PayoutView = Type.Object({
  id: Id,
  createdAt: DateTime,
  cutoff: Type.String({ description: 'Card money dated before this instant was paid out', format: 'date-time' }),
  schedule: Schedule,
  status: StringEnum(['PAID'] as const),
  gross: MoneyView,
  fee: MoneyView,
  net: MoneyView,
  transactionCount: Type.Integer(),
});

export const FeeInvoiceView = Type.Object({
  id: Id,
  number: Type.Integer({ description: '1, 2, 3… per shop in the order of issue' }),
  month: Type.String({ description: 'YYYY-MM' }),
  issuedAt: DateTime,
  gross: MoneyView,
  fee: MoneyView,
  fees: Type.Object({
    net: Type.Number({ description: 'Fees less VAT, major units' }),
    vat: Type.Number({ description: 'VAT the fees include, major units' }),
    gross: Type.Number({ description: 'Fees charged, VAT included (= fee), major units' }),
    vatPercent: Type.Number({ description: 'VAT rate at issue (20 = 20 %)' }),
  }),
  transactionCount: Type.Integer(),
});

const paged = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });

export const TransactionsPage = paged(TransactionView);
export const PayoutsPage = paged(PayoutView);
export const FeeInvoicesPage = Type.Object({
  items: Type.Array(FeeInvoiceView),
  total: Type.Integer(),
  skip: Type.Integer(),
  limit: Type.Integer(),
});

export const DashboardView = Type.Object({
  balance: BalanceView,
  month: Type.Object({
    start: DateTime,
    gross: MoneyView,
    fee: MoneyView,
    net: MoneyView,
    transactionCount: Type.Integer(),
  }),
  lastPayout: Type.Union([PayoutView, Type.Null()]),
});
