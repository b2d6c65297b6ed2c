import { Type } from 'typebox';
import {
  DateOnly,
  DateTime,
  DayOrDateTime,
  Id,
  Integer,
  Line,
  Month,
  Nullable,
  Quantity as QuantityOf,
} from '../../platform/http/schemas.ts';
import { OneOf } from '../pricing/index.ts';

export const RENTAL_TYPES = ['LCD', 'LLD'] as const;
const IdList = Line(40_000, { description: 'Comma-joined product and pack ids' });
const Quantity = QuantityOf(500, { default: 1, description: 'Quantity wanted' });

export const LcdQuery = Type.Object(
  {
    startDate: Type.Optional(DayOrDateTime('start')),
    endDate: Type.Optional(DayOrDateTime('end')),
    hours: Type.Optional(Integer(0, 24 * 366, { description: 'Duration when no endDate' })),
    minutes: Type.Optional(Integer(0, 60 * 24 * 366)),
    universe: Type.Optional(Id),
    maxMonthRange: Type.Optional(Integer(1, 12, { default: 1, description: 'Months a calendar may span' })),
    nbItems: Type.Optional(Quantity),
    startDateSearch: Type.Optional(DateOnly({ description: 'First day of the calendar' })),
    endDateSearch: Type.Optional(DateOnly({ description: 'Last day of the calendar (included)' })),
    excludeOrderId: Type.Optional(Id),
    allowWithoutPrice: Type.Optional(Type.Boolean({ default: false })),
    noSearchOnlineAvailability: Type.Optional(
      Type.Boolean({ description: 'false: only items sold online; absent or true: every item' }),
    ),
    focusItemIds: Type.Optional(IdList),
    focusItemId: Type.Optional(Id),
    rentalType: Type.Optional(OneOf(RENTAL_TYPES)),
  },
  { additionalProperties: false },
);

export const LldQuery = Type.Object(
  {
    startDate: Type.Optional(
      Type.Union([DateOnly(), Month], { description: 'First month, or a day of it; default: this month' }),
    ),
    endDate: Type.Optional(
      Type.Union([DateOnly(), Month], { description: 'Last month (included), or a day of it; default: one month' }),
    ),
    focusItemIds: Type.Optional(IdList),
    nbItems: Type.Optional(Quantity),
  },
  { additionalProperties: false },
);

export const AllocateMaterialQuery = Type.Object(
  { orderId: Id, productId: Type.Optional(Id) },
  { additionalProperties: false },
);

export const UnitView = Type.Object({
  id: Id,
  productId: Id,
  qrCodeValue: Type.String(),
  serialNumber: Nullable(Type.String()),
  size: Nullable(Type.String()),
  state: Type.String(),
});

export const AvailabilityItemView = Type.Object({
  kind: OneOf(['product', 'pack'] as const),
  id: Id,
  name: Type.String(),
  stockMode: Nullable(OneOf(['SERIALIZED', 'QUANTITY'] as const)),
  total: Type.Integer({ description: 'Capacity; for a pack, the whole packs its items could make' }),
  available: Type.Integer(),
  bookable: Type.Boolean(),
  shortfall: Type.Integer({ description: 'Units missing to honour what is already booked' }),
  nextFreeAt: Nullable(DateTime),
  units: Type.Optional(Type.Array(UnitView)),
});

const ItemCount = Type.Object({ id: Id, available: Type.Integer() });

export const OpeningView = Type.Object({
  open: Type.Boolean(),
  problems: Type.Array(
    Type.Object({
      field: OneOf(['startDate', 'endDate'] as const),
      code: OneOf(['closedDate', 'closedDay', 'outsideOpeningHours'] as const),
      message: Type.String(),
    }),
  ),
});

export const LcdAvailabilityView = Type.Object({
  startDate: DateTime,
  endDate: DateTime,
  timeZone: Type.String(),
  opening: OpeningView,
  items: Type.Array(AvailabilityItemView),
  calendar: Type.Optional(
    Type.Array(
      Type.Object({
        day: Type.String({ description: 'YYYY-MM-DD' }),
        startDate: DateTime,
        endDate: DateTime,
        items: Type.Array(ItemCount),
      }),
    ),
  ),
});

export const LldAvailabilityView = Type.Object({
  startDate: DateTime,
  endDate: DateTime,
  timeZone: Type.String(),
  items: Type.Array(AvailabilityItemView),
  months: Type.Array(Type.Object({ month: Month, items: Type.Array(ItemCount) })),
});

const AssignedUnitView = Type.Object({
  ...UnitView.properties,
  assignmentId: Id,
  status: OneOf(['WAITING', 'USED', 'ENDED'] as const),
});

export const AllocateMaterialView = Type.Array(
  Type.Object({
    reservationId: Id,
    lineId: Id,
    productId: Id,
    name: Type.String(),
    stockMode: OneOf(['SERIALIZED', 'QUANTITY'] as const),
    quantity: Type.Integer(),
    startDate: DateTime,
    endDate: DateTime,
    assigned: Type.Array(AssignedUnitView),
    free: Type.Array(UnitView),
  }),
);

export const PlanningQuery = Type.Object(
  {
    startDate: DateOnly({ description: 'First day shown (company time zone)' }),
    endDate: DateOnly({ description: 'Last day shown, included (at most 62 days after startDate)' }),
    productIds: Type.Optional(Line(40_000, { description: 'Comma-joined product ids: only those products' })),
    categoryId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

const PlanningUnitView = Type.Object({
  id: Id,
  qrCodeValue: Type.String(),
  serialNumber: Nullable(Type.String()),
  size: Nullable(Type.String()),
  state: Type.String(),
  inService: Type.Boolean({ description: 'false: out of service, listed because it has a booking in the window' }),
  downs: Type.Array(
    Type.Object({ start: DateTime, end: DateTime, reason: Nullable(Type.String()) }, { description: 'Downtime' }),
  ),
});

export const PlanningView = Type.Object({
  startDate: DateTime,
  endDate: DateTime,
  timeZone: Type.String(),
  days: Type.Array(Type.String({ description: 'YYYY-MM-DD' })),
  products: Type.Array(
    Type.Object({
      id: Id,
      name: Type.String(),
      categoryId: Nullable(Id),
      stockMode: OneOf(['SERIALIZED', 'QUANTITY'] as const),
      capacity: Type.Integer({ description: 'In-service units, or the stock quantity' }),
      units: Type.Array(PlanningUnitView, { description: 'Serialised products: every unit in service, used or not' }),
      perDay: Type.Array(
        Type.Object({
          day: Type.String({ description: 'YYYY-MM-DD' }),
          held: Type.Integer({ description: 'Most held at once that day (late returns count until back)' }),
          free: Type.Integer({ description: 'Least free at once that day' }),
        }),
        { description: 'Quantity products: one entry per day' },
      ),
    }),
  ),
});
