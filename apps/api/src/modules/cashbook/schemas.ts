import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateOnly, DateTime, Id, Integer, Line, Money, MultiLine, StringEnum } from '../../platform/http/schemas.ts';
import { PaymentView } from '../payments/index.ts';
import { CASHBOOK_METHODS } from './methods.ts';

const MoneyView = Type.Number({ description: 'Major units' });

export const DayQuery = Type.Object({ day: DateOnly({ description: "A day of the shop's calendar" }) });

export const PeriodQuery = Type.Object({
  startDate: DateOnly({ description: 'First day' }),
  endDate: DateOnly({ description: 'Last day (included); at most 366 days after the first' }),
});

/** The contract's query of the cashbook PDF: the period, and the order list's filters, which a ledger does not use. */
export const CashbookPdfQuery = Type.Object({
  ...PeriodQuery.properties,
  page: Type.Optional(Integer(1, 10_000)),
  limit: Type.Optional(Integer(1, 500)),
  searchCustomer: Type.Optional(Line(100)),
  searchProducts: Type.Optional(Line(100)),
  paymentStatus: Type.Optional(Line(50)),
  state: Type.Optional(Line(50)),
  personalStatus: Type.Optional(Line(50)),
  documentStatus: Type.Optional(Line(50)),
  createFromStatus: Type.Optional(Line(50)),
  withPaymentV2: Type.Optional(Type.Boolean()),
});

export const LangParams = Type.Object({ lang: StringEnum(LANGUAGES) });

export const MethodTotalView = Type.Object({
  method: StringEnum(CASHBOOK_METHODS),
  in: MoneyView,
  out: MoneyView,
  net: MoneyView,
  count: Type.Integer(),
});

export const ClosingView = Type.Object({
  id: Id,
  number: Type.Integer({ description: 'Z number: 1, 2, 3… per shop in the order of closing' }),
  day: Type.String(),
  opening: MoneyView,
  expected: Type.Number({ description: 'Cash the drawer should hold: opening plus the day’s cash' }),
  counted: MoneyView,
  difference: Type.Number({ description: 'Counted less expected' }),
  totals: Type.Array(MethodTotalView),
  total: MoneyView,
  paymentCount: Type.Integer(),
  note: Type.Union([Type.String(), Type.Null()]),
  closedAt: DateTime,
  closedBy: Type.Union([Id, Type.Null()]),
});

export const CashbookDayView = Type.Object({
  day: Type.String(),
  status: StringEnum(['OPEN', 'CLOSED'] as const),
  currency: Type.String(),
  opening: Type.Number({ description: 'The last counted closing before the day, or the Z report’s opening' }),
  totals: Type.Array(MethodTotalView),
  total: MoneyView,
  expected: MoneyView,
  closing: Type.Union([ClosingView, Type.Null()]),
  payments: Type.Array(PaymentView),
});

export const CloseDayBody = Type.Object({
  day: DateOnly({ description: "The shop's day to close" }),
  opening: Money({ description: 'Cash in the drawer when the day began' }),
  counted: Money({ description: 'Cash counted in the drawer at the closing' }),
  note: Type.Optional(MultiLine(500)),
});

export const ClosingsQuery = Type.Object({
  page: Type.Optional(Integer(1, 10_000)),
  limit: Type.Optional(Integer(1, 366)),
});

export const ClosingsPage = Type.Object({
  items: Type.Array(ClosingView),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const PaymentTotalsView = Type.Object({
  count: Type.Integer({ description: 'Rows the filters keep' }),
  received: Type.Number({ description: 'Payments and deposits that went through, less those taken back' }),
  refunded: MoneyView,
  pending: Type.Number({ description: 'Rows waiting, processing or held (card holds)' }),
  net: Type.Number({ description: 'Received less refunded' }),
});

export const ReceiptBody = Type.Object({
  paymentId: Id,
  to: Type.Optional(Line(2600, { description: "Recipients, comma-joined; without them, the order's customer" })),
  lang: Type.Optional(StringEnum(LANGUAGES, { description: "The receipt's language; else the customer's" })),
});
