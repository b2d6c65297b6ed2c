import { Type } from 'typebox';
import { DateTime, Email, Id, Integer, MultiLine, Nullable } from '../../../platform/http/schemas.ts';
import { Paginated } from '../../../platform/query/list-query.ts';
import { OneOf } from '../../pricing/index.ts';
import { DeliveryStopView, OrderSummaryView } from '../schemas.ts';

export const RequestParams = Type.Object({ orderRequestId: Id });

export const ApprovalBody = Type.Object({
  approve: Type.Boolean({ description: 'true: the request becomes an order; false: it is refused (cancelled)' }),
  message: Type.Optional(MultiLine(5000, { description: 'Kept on the order and quoted in the mail' })),
});

const Stop = Nullable(DeliveryStopView);

export const RequestDraftView = Type.Object({
  orderId: Id,
  number: Type.Integer(),
  type: OneOf(['ORDER', 'PRE_BOOKING'] as const),
  startDate: DateTime,
  endDate: DateTime,
  customerId: Nullable(Id),
  products: Type.Array(Type.Object({ productId: Id, quantity: Type.Integer(), subProductIds: Type.Array(Id) })),
  packs: Type.Array(
    Type.Object({
      packId: Id,
      quantity: Type.Integer(),
      selections: Type.Array(Type.Object({ packItemId: Id, productId: Id })),
    }),
  ),
  services: Type.Array(Type.Object({ serviceId: Id, quantity: Type.Integer() })),
  customInputs: Type.Record(Type.String(), Type.Unknown()),
  discount: Type.Number(),
  promoCode: Nullable(Type.String()),
  delivery: Nullable(Type.Object({ departure: Stop, arrival: Stop })),
  notes: Nullable(Type.String()),
  externalInvoiceNumber: Nullable(Type.String()),
  createdFrom: Type.String(),
  referral: Nullable(Type.String()),
  availability: Type.Array(
    Type.Object({
      lineId: Id,
      productId: Id,
      name: Type.String(),
      requested: Type.Integer(),
      available: Type.Integer(),
      nextFreeAt: Nullable(DateTime),
    }),
    { description: 'Per product line (products of packs included): how many are free over the period' },
  ),
});

export const InboxQuery = Type.Object(
  {
    size: Type.Optional(Integer(1, 100, { description: 'Page size (default 20)' })),
    page: Type.Optional(Integer(1, 1_000_000)),
  },
  { additionalProperties: false },
);

export const MessageView = Type.Object({
  id: Id,
  author: Type.String(),
  kind: Type.String(),
  body: Type.String(),
  solvedAt: Nullable(DateTime),
  createdAt: DateTime,
});

export const InboxPage = Paginated(
  Type.Object({
    ...OrderSummaryView.properties,
    openRequest: Type.Boolean({ description: 'A request waiting for approval' }),
    unsolvedMessages: Type.Integer({ description: 'Customer messages not solved yet' }),
    lastMessage: Nullable(MessageView),
  }),
);

export const InboxCountsView = Type.Object({
  requests: Type.Integer({ description: 'Requests waiting for approval' }),
  messages: Type.Integer({ description: 'Customer messages not solved yet' }),
  orders: Type.Integer({
    description: 'Orders in the inbox (open requests and orders with unsolved messages), each once: its total',
  }),
});

export const SolveBody = Type.Object({
  reply: Type.Optional(MultiLine(5000, { description: 'Kept on the order and mailed to the customer' })),
});

export const CancelRequestBody = Type.Object({
  email: Email,
  message: MultiLine(5000, { minLength: 1 }),
});
