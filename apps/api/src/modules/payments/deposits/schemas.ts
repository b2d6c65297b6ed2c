import { Type } from 'typebox';
import { DateTime, Id, Money, MultiLine, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { DEPOSIT_CAPTURE_REASONS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../kinds.ts';
import { DEPOSIT_STATES } from './state.ts';

/** How a deposit is taken by hand: a cheque kept, cash, a card imprint, something else. */
export const DEPOSIT_METHODS = ['CHECK', 'CASH', 'CARD', 'OTHER'] as const;

export const OfflineDepositFields = Type.Object({
  amount: Money({ exclusiveMinimum: 0, description: 'Amount of the deposit, in major units' }),
  method: StringEnum(DEPOSIT_METHODS, { description: 'CHECK, CASH, CARD (an imprint) or OTHER' }),
  paymentDate: Type.Optional(DateTime),
  note: Type.Optional(MultiLine(500)),
});
export const AddDepositsBody = Type.Object({
  bails: Type.Array(OfflineDepositFields, { minItems: 1, maxItems: 20 }),
});

const captureFields = {
  amount: Type.Optional(Money({ exclusiveMinimum: 0, description: 'How much to keep; all that is held when absent' })),
  reason: StringEnum(DEPOSIT_CAPTURE_REASONS, { description: 'Why the shop keeps it' }),
  note: Type.Optional(MultiLine(500)),
};
export const CaptureDepositBody = Type.Object(captureFields);
export const CaptureOrderDepositBody = Type.Object({ bailId: Id, ...captureFields });
export const CardDepositBody = Type.Object({
  amount: Type.Optional(
    Money({ exclusiveMinimum: 0, description: 'How much to hold; what the deposit still lacks when absent' }),
  ),
});
export const ReleaseDepositBody = Type.Object({ note: Type.Optional(MultiLine(500)) });
export const CancelDepositBody = Type.Object({ reason: Type.Optional(MultiLine(500)) });

export const DepositMailBody = Type.Object({
  bailId: Id,
  lang: Type.Optional(StringEnum(['fr', 'en', 'es', 'pt', 'it'] as const)),
});

export const DepositMailView = Type.Object({
  mailId: Id,
  event: StringEnum(['DEPOSIT_RECEIPT', 'DEPOSIT_EXPIRING'] as const),
  to: Type.String(),
  subject: Type.String(),
  language: StringEnum(['fr', 'en', 'es', 'pt', 'it'] as const),
});

const MoneyView = Type.Number({ description: 'Major units' });

export const DepositMovementView = Type.Object({
  id: Id,
  type: StringEnum(['DEPOSIT_CAPTURE', 'DEPOSIT_RELEASE'] as const),
  status: StringEnum(PAYMENT_STATUSES),
  amount: MoneyView,
  reason: Nullable(Type.String()),
  note: Nullable(Type.String()),
  createdAt: DateTime,
  createdBy: Nullable(Id),
});

export const DepositView = Type.Object({
  id: Id,
  provider: StringEnum(PAYMENT_PROVIDERS),
  status: StringEnum(PAYMENT_STATUSES, { description: 'The ledger row’s own status' }),
  state: StringEnum(DEPOSIT_STATES, { description: 'Derived from the deposit and the rows drawn on it' }),
  method: Nullable(Type.String()),
  amount: MoneyView,
  held: MoneyView,
  captured: MoneyView,
  released: MoneyView,
  paymentDate: DateTime,
  note: Nullable(Type.String()),
  createdAt: DateTime,
  createdBy: Nullable(Id),
  movements: Type.Array(DepositMovementView),
  renewal: Type.Union([StringEnum(['PENDING', 'RENEWED', 'FAILED'] as const), Type.Null()], {
    description: 'A card hold renewed before it lapsed; FAILED: the bank refused, the customer must authorise a card',
  }),
  renews: Nullable(Id),
});

export const OrderDepositsView = Type.Object({
  orderId: Id,
  toTake: MoneyView,
  productsDeposit: Type.Number({ description: 'The products’ deposits before the company’s ceiling' }),
  max: Type.Union([MoneyView, Type.Null()], { description: 'The company’s ceiling for short-term orders' }),
  askAtHandOut: Type.Boolean({ description: 'The company asks for the deposit when the order is handed out' }),
  held: MoneyView,
  captured: MoneyView,
  bails: Type.Array(DepositView),
});
