import { Type } from 'typebox';
import {
  DateTime,
  DayOrDateTime,
  Email,
  Id,
  Integer,
  Line,
  MultiLine,
  Nullable,
  Quantity,
} from '../../../platform/http/schemas.ts';
import { OneOf } from '../../pricing/index.ts';

export const WAITING_STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'CANCELED'] as const;

export const WaitingListBody = Type.Object({
  productId: Id,
  startDate: DayOrDateTime('start'),
  endDate: DayOrDateTime('end'),
  quantity: Type.Optional(Quantity()),
  customerId: Type.Optional(Nullable(Id)),
  email: Type.Optional(Email),
  name: Type.Optional(Nullable(Line(200))),
  phone: Type.Optional(Nullable(Line(40))),
  note: Type.Optional(Nullable(MultiLine(2000))),
});

const filters = {
  status: Type.Optional(OneOf(WAITING_STATUSES)),
  productId: Type.Optional(Id),
};

export const WaitingListFilters = Type.Object(filters, { additionalProperties: false });

export const WaitingListQuery = Type.Object(
  {
    ...filters,
    page: Type.Optional(Integer(1, 1_000_000)),
    limit: Type.Optional(Integer(1, 200)),
  },
  { additionalProperties: false },
);

export const WaitingEntryView = Type.Object({
  id: Id,
  productId: Id,
  productName: Type.String(),
  customerId: Nullable(Id),
  email: Type.String(),
  name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  quantity: Type.Integer(),
  startDate: DateTime,
  endDate: DateTime,
  note: Nullable(Type.String()),
  status: OneOf(WAITING_STATUSES),
  rank: Nullable(Type.Integer({ description: 'Place among the entries waiting for the product over the period' })),
  offeredAt: Nullable(DateTime),
  createdAt: DateTime,
});
