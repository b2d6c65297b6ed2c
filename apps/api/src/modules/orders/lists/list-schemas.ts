import { Type } from 'typebox';
import { DateTime, DayOrDateTime, Id, Integer, Line, Nullable } from '../../../platform/http/schemas.ts';
import { Paginated } from '../../../platform/query/list-query.ts';
import { OneOf } from '../../pricing/index.ts';
import { OrderSummaryView, UNIT_STATUSES } from '../schemas.ts';
import { ORDER_STATE_HELP, ORDER_STATES } from './order-filters.ts';

const search = (description: string) => Line(200, { description });
const dateTime = (description: string) => Type.String({ format: 'date-time', description });

const rangeFilters = {
  startDate: Type.Optional(DayOrDateTime('start', 'Orders ending after this instant')),
  endDate: Type.Optional(DayOrDateTime('end', 'Orders starting before this instant')),
  searchCustomer: Type.Optional(search('Words of the customer name, email or phone')),
  searchProducts: Type.Optional(search('Text found in the name of a line')),
  paymentStatus: Type.Optional(search('Payment statuses, comma-joined')),
  state: Type.Optional(
    Line(200, {
      description: `Comma-joined: statuses (any of them) and filters (all of them) among ${ORDER_STATES.join(', ')}: ${ORDER_STATE_HELP}`,
    }),
  ),
  personalStatus: Type.Optional(Line(100, { description: 'Accepted; shops have no custom statuses' })),
  documentStatus: Type.Optional(OneOf(['TO_GENERATE', 'GENERATED', 'PENDING'] as const)),
  createFromStatus: Type.Optional(Line(300, { description: 'Created-from values, comma-joined' })),
  withPaymentV2: Type.Optional(Type.Boolean({ description: 'Accepted; has no effect' })),
  startsInRange: Type.Optional(
    Type.Boolean({ description: 'Only the orders starting inside the range, not all those overlapping it' }),
  ),
};

export const OrderRangeFilters = Type.Object(rangeFilters, { additionalProperties: false });

export const OrderRangeQuery = Type.Object(
  {
    ...rangeFilters,
    page: Type.Optional(Integer(1, 1_000_000, { description: 'From 1 (default 1)' })),
    limit: Type.Optional(Integer(1, 200, { description: 'Page size (default 20)' })),
  },
  { additionalProperties: false },
);

/** An item of GET /order: the whole summary, or `id` and the `fields` asked for. */
export const OrderListItem = Type.Object({
  id: Id,
  ...Type.Partial(Type.Omit(OrderSummaryView, ['id'])).properties,
});

export const OrderPage = Paginated(OrderSummaryView);

export const ItemParams = Type.Object({ itemId: Id });
export const SubProductParams = Type.Object({ subProductId: Id });
export const CustomerIdParams = Type.Object({ customerId: Id });
export const CustomerYearParams = Type.Object({
  customerId: Id,
  year: Integer(2000, 2100),
});

export const OrderOfUnitView = Type.Object({
  ...OrderSummaryView.properties,
  unit: Type.Object({
    status: OneOf(UNIT_STATUSES),
    assignedAt: DateTime,
    departedAt: Nullable(DateTime),
    returnedAt: Nullable(DateTime),
  }),
});

export const InsideRangeQuery = Type.Object(
  {
    startDate: DayOrDateTime('start'),
    endDate: DayOrDateTime('end'),
    productIds: Type.Optional(Line(40_000, { description: 'Comma-joined product ids: only orders and rows of those' })),
  },
  { additionalProperties: false },
);

export const InsideRangeView = Type.Object({
  orders: Type.Array(
    Type.Object({
      ...OrderSummaryView.properties,
      holds: Type.Array(
        Type.Object({
          productId: Id,
          quantity: Type.Integer(),
          start: DateTime,
          end: DateTime,
          departedAt: Nullable(DateTime),
          returnedAt: Nullable(DateTime),
        }),
      ),
      units: Type.Array(
        Type.Object({
          subProductId: Id,
          productId: Id,
          qrCodeValue: Type.String(),
          start: DateTime,
          end: DateTime,
          status: OneOf(UNIT_STATUSES),
        }),
      ),
    }),
  ),
});

export const CustomerOrdersQuery = Type.Object(
  {
    customerId: Id,
    year: Type.Optional(Integer(2000, 2100, { description: 'Orders starting that year' })),
    page: Type.Optional(Integer(1, 1_000_000)),
    limit: Type.Optional(Integer(1, 200)),
  },
  { additionalProperties: false },
);

export const OrdersInfoView = Type.Object({
  count: Type.Integer({ description: 'Orders (not cancelled, not requests) starting that year' }),
  totalTTC: Type.Number({ description: 'Their total, major units' }),
  canceledCount: Type.Integer(),
  firstOrderAt: Nullable(dateTime('Start of the first of those orders')),
  lastOrderAt: Nullable(dateTime('Start of the last of those orders')),
  years: Type.Array(Type.Integer(), { description: 'Every year the customer has orders in, oldest first' }),
  allTime: Type.Object(
    {
      count: Type.Integer({ description: 'Orders (not cancelled, not requests) of every year' }),
      totalTTC: Type.Number({ description: 'Their total, major units' }),
      firstRentalAt: Nullable(dateTime('Start of their first order')),
      lastRentalAt: Nullable(dateTime('Start of their latest order')),
    },
    { description: 'Since the first order; what was paid is not given: payments are not recorded yet' },
  ),
});

export const PredictedReorderBody = Type.Object({ customerId: Id });

export const PredictedReorderView = Type.Object({
  basedOnOrderId: Nullable(Id),
  startDate: Nullable(DateTime),
  endDate: Nullable(DateTime),
  products: Type.Array(
    Type.Object({ productId: Id, name: Type.String(), quantity: Type.Integer(), available: Type.Integer() }),
  ),
});
