import { CANCELLATION_POLICIES } from '@hirebase/shared/cancellation';
import { Type } from 'typebox';
import {
  DateTime,
  Id,
  JsonObject,
  Line,
  Money,
  MultiLine,
  Nullable,
  Quantity,
} from '../../../platform/http/schemas.ts';
import { OneOf } from '../../pricing/index.ts';
import { ORDER_STATUSES } from '../schemas.ts';

const UnitRefs = {
  subProductIds: Type.Optional(Type.Array(Id, { maxItems: 500, description: 'Units by id' })),
  qrCodeValues: Type.Optional(
    Type.Array(Line(200, { minLength: 1 }), {
      maxItems: 500,
      description: 'Units by the value of their QR code (any case)',
    }),
  ),
};

export const ReadyToGoBody = Type.Object(
  {
    ...UnitRefs,
    startNow: Type.Optional(
      Type.Boolean({
        description:
          'Handed out before its booked start: the start moves to now and the order is priced again, in the same transaction',
      }),
    ),
    expectedTotal: Type.Optional(
      Money({ description: 'With startNow: the new total the person confirmed; 409 pricesChanged otherwise' }),
    ),
  },
  { description: 'Units handed out now, besides those already given to the order' },
);

export const EarlyHandOutView = Type.Object({
  early: Type.Boolean({ description: 'The booked start is still to come' }),
  bookedStart: DateTime,
  start: DateTime,
  end: DateTime,
  oldTotal: Type.Number({ description: 'Major units' }),
  newTotal: Type.Number({ description: 'Major units, priced from the new start' }),
  difference: Type.Number({ description: 'newTotal - oldTotal, major units' }),
});

export const ReturnProductsBody = Type.Object({
  ...UnitRefs,
  quantities: Type.Optional(
    Type.Array(Type.Object({ productId: Id, quantity: Quantity(100_000) }), {
      maxItems: 100,
      description: 'Products kept in quantity: how many came back',
    }),
  ),
  stateAnswers: Type.Optional(
    JsonObject(
      { maxProperties: 500, description: 'Answers of the return state survey, by unit id' },
      Type.Record(Type.String(), Type.Unknown()),
    ),
  ),
});

const UnitRef = Line(200, { minLength: 1, description: 'A unit id or QR code value' });
export const ExchangeUnitBody = Type.Object({ from: UnitRef, to: UnitRef });

export const SetStatusParams = Type.Object({
  orderId: Id,
  status: OneOf(ORDER_STATUSES),
});
export const SetStatusBody = Type.Object({
  note: Type.Optional(Nullable(MultiLine(1000, { description: 'Why, for the audit log' }))),
});

export const CancelQuery = Type.Object({ reason: Type.Optional(MultiLine(1000)) });

export const AutoCancelBody = Type.Object({
  reason: Type.Optional(Nullable(MultiLine(1000))),
  abandoned: Type.Optional(Type.Boolean({ description: 'The customer left the checkout: cancel at once' })),
});

const Amount = Type.Number({ description: 'Major units' });

export const CancelInfoView = Type.Object({
  at: DateTime,
  by: Type.String(),
  reason: Nullable(Type.String()),
  policy: Type.String(),
  refund: Amount,
  fee: Amount,
  refundByCard: Type.Number({ description: 'Of the refund, what went back at once on the card paid with online' }),
  refundByShop: Type.Number({ description: 'Of the refund, what the shop owes and was told to give back' }),
});

export const AutoCancelView = Type.Object({
  id: Id,
  number: Type.Integer(),
  type: Type.Literal('CANCELED'),
  cancelInfo: CancelInfoView,
});

export const CancelPreviewView = Type.Object({
  cancellable: Type.Boolean(),
  /** Why the order cannot be cancelled. */
  reason: Nullable(OneOf(['alreadyCanceled', 'alreadyStarted'] as const)),
  policy: OneOf(CANCELLATION_POLICIES),
  total: Amount,
  paid: Type.Number({ description: 'Paid on the order so far, major units' }),
  refund: Type.Number({
    description: 'Due back if cancelled now: what was paid beyond the fee, at most what was paid',
  }),
  fee: Type.Number({ description: 'Kept under the cancellation policy, major units' }),
});

export const StockConflictView = Type.Object({
  productId: Id,
  name: Type.String(),
  requested: Type.Integer(),
  available: Type.Integer(),
  startDate: Nullable(DateTime),
  endDate: Nullable(DateTime),
  nextFreeAt: Nullable(DateTime),
  alternatives: Type.Array(Type.Object({ productId: Id, name: Type.String(), available: Type.Integer() })),
});

export const PreBookingCheckView = Type.Object({
  available: Type.Boolean(),
  conflicts: Type.Array(StockConflictView),
});
