import { ORDER_STATUSES } from '@hirebase/shared';
import { Type } from 'typebox';
import {
  DateTime,
  DayOrDateTime,
  Decimal,
  Id,
  JsonObject,
  Line,
  Money,
  MultiLine,
  Nullable,
  Quantity as QuantityOf,
} from '../../platform/http/schemas.ts';
import { CustomerBody } from '../customers/index.ts';
import { ExplanationSummary, LineSteps, OneOf } from '../pricing/index.ts';

export { ORDER_STATUSES };
export const ORDER_TYPES = ['ORDER', 'PRE_BOOKING', 'CANCELED'] as const;
export const CREATED_FROM = [
  'DASHBOARD',
  'QUICK_ORDER',
  'ONLINE_STORE',
  'RENTAL_PLACE_B2B',
  'RENTAL_PLACE_LOKKI',
  'BORNE',
  'SKISET',
  'SKIMIUM',
  'UNKNOWN',
  'TEST',
  'ADMIN_IMPORT',
] as const;
export const REFERRALS = ['HEXPLO', 'MOLLOW', 'HOURRAIL', 'YOUBOOK', 'OISE_FUN'] as const;
export const UNIT_STATUSES = ['WAITING', 'USED', 'ENDED'] as const;

const Quantity = QuantityOf(500);
const Text = (max: number) => Type.Optional(Nullable(MultiLine(max)));
const OneLine = (max: number) => Type.Optional(Nullable(Line(max)));

const DeliveryStop = Type.Object({
  address: MultiLine(500, { minLength: 1 }),
  price: Money(),
  at: Type.Optional(Nullable(DayOrDateTime('at'))),
  lat: Type.Optional(Decimal({ minimum: -90, maximum: 90, description: "The address's latitude, with lng" })),
  lng: Type.Optional(Decimal({ minimum: -180, maximum: 180, description: "The address's longitude, with lat" })),
});

export const OrderBody = Type.Object({
  startDate: DayOrDateTime('start', 'Start of the rental'),
  endDate: DayOrDateTime('end', 'End of the rental'),
  customerId: Type.Optional(Nullable(Id)),
  customer: Type.Optional(Type.Omit(CustomerBody, ['id'])),
  products: Type.Optional(
    Type.Array(
      Type.Object({
        productId: Id,
        quantity: Quantity,
        subProductIds: Type.Optional(Type.Array(Id, { maxItems: 500, description: 'Units to assign now' })),
      }),
      { maxItems: 100 },
    ),
  ),
  packs: Type.Optional(
    Type.Array(
      Type.Object({
        packId: Id,
        quantity: Quantity,
        selections: Type.Optional(
          Type.Array(Type.Object({ packItemId: Id, productId: Id }), {
            maxItems: 50,
            description: 'Product chosen for each category item; the freest product of the category otherwise',
          }),
        ),
      }),
      { maxItems: 50 },
    ),
  ),
  services: Type.Optional(Type.Array(Type.Object({ serviceId: Id, quantity: Quantity }), { maxItems: 50 })),
  customInputs: Type.Optional(JsonObject({ description: "Answers to the shop's order questions, by key" })),
  discount: Type.Optional(Money({ description: 'Shop discount on the whole order, major units; at most its total' })),
  promoCode: Type.Optional(Nullable(Line(60, { minLength: 1 }))),
  delivery: Type.Optional(
    Nullable(
      Type.Object({ departure: Type.Optional(Nullable(DeliveryStop)), arrival: Type.Optional(Nullable(DeliveryStop)) }),
    ),
  ),
  insurance: Type.Optional(
    Nullable(
      Type.Boolean({
        description:
          "The rental insurance where the shop's mode lets it be chosen (on_option, with_assurance); always carried in the inclusion modes; 400 when the shop offers none. Absent on an update: kept as it is",
      }),
    ),
  ),
  notes: Text(10_000),
  externalInvoiceNumber: OneLine(100),
  type: Type.Optional(OneOf(['ORDER', 'PRE_BOOKING'] as const)),
  createdFrom: Type.Optional(OneOf(CREATED_FROM)),
  referral: Type.Optional(Nullable(OneOf(REFERRALS))),
  offlineId: Type.Optional(Nullable(Line(100, { minLength: 1 }))),
  isRequest: Type.Optional(Type.Boolean({ description: 'A customer request: held only once the shop approves it' })),
  message: Text(5_000),
  ignoreOpeningHours: Type.Optional(
    Type.Boolean({ description: 'Book outside opening hours and on closed dates (counter only)' }),
  ),
});

const MoneyView = Type.Number({ description: 'Major units' });

export const UnitAssignmentView = Type.Object(
  {
    id: Id,
    subProductId: Id,
    productId: Id,
    qrCodeValue: Type.String(),
    serialNumber: Nullable(Type.String()),
    status: OneOf(UNIT_STATUSES),
    assignedAt: DateTime,
    departedAt: Nullable(DateTime),
    returnedAt: Nullable(DateTime),
    stateAnswers: Nullable(Type.Record(Type.String(), Type.Unknown())),
  },
  { title: 'OrderUnit' },
);

export const OrderLineView = Type.Object(
  {
    id: Id,
    kind: OneOf(['product', 'pack', 'service'] as const),
    itemId: Id,
    parentLineId: Nullable(Id),
    name: Type.String(),
    quantity: Type.Integer(),
    unitPrice: MoneyView,
    gross: MoneyView,
    discount: MoneyView,
    totalTTC: MoneyView,
    totalHT: MoneyView,
    vat: MoneyView,
    vatRate: Type.Number(),
    /** English texts, for logs and API clients. */
    explanation: Type.Array(Type.String()),
    /** Empty for lines priced before the codes existed (and for products inside a pack): their texts remain. */
    steps: LineSteps,
    returnedQuantity: Type.Integer(),
  },
  { title: 'OrderLine' },
);

export const OrderCustomerView = Nullable(
  Type.Object({
    id: Id,
    displayName: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
  }),
);

export const OrderSummaryView = Type.Object({
  id: Id,
  number: Type.Integer(),
  status: OneOf(ORDER_STATUSES),
  type: OneOf(ORDER_TYPES),
  closedAsNoShow: Type.Boolean({ description: 'Cancelled when closed as a no-show (cancelInfo.by NO_SHOW)' }),
  isRequest: Type.Boolean(),
  isLate: Type.Boolean(),
  startDate: DateTime,
  endDate: DateTime,
  customer: OrderCustomerView,
  totalTTC: MoneyView,
  paymentStatus: Type.String(),
  createdFrom: Type.String(),
  productNames: Type.Array(Type.String()),
  unitCount: Type.Integer(),
  createdAt: DateTime,
});

export const DeliveryStopView = Type.Object({
  address: Type.String(),
  price: MoneyView,
  at: Nullable(Type.String()),
  lat: Type.Optional(Type.Number({ description: 'Where the address was located; absent when it was not' })),
  lng: Type.Optional(Type.Number()),
});

export const OrderView = Type.Object(
  {
    ...OrderSummaryView.properties,
    multiOrderId: Nullable(Id),
    requestDate: Nullable(DateTime),
    referral: Nullable(Type.String()),
    offlineId: Nullable(Type.String()),
    totalHT: MoneyView,
    vat: MoneyView,
    discount: MoneyView,
    manualDiscount: MoneyView,
    promoCode: Nullable(
      Type.Object({
        code: Type.String(),
        discountAmount: MoneyView,
        discountType: Type.String(),
        source: Type.String(),
      }),
    ),
    explanation: Type.Array(Type.String()),
    /** Empty for orders priced before the codes existed: their `explanation` texts remain. */
    summary: ExplanationSummary,
    customInputs: Type.Record(Type.String(), Type.Unknown()),
    delivery: Nullable(
      Type.Object({
        departure: Nullable(DeliveryStopView),
        arrival: Nullable(DeliveryStopView),
        status: Nullable(Type.String()),
      }),
    ),
    insurance: Nullable(
      Type.Object({
        amount: MoneyView,
        totalHT: MoneyView,
        vat: MoneyView,
        vatRate: Type.Number(),
        method: OneOf(['SHARE', 'PER_ITEM_DAY'] as const),
        percent: Type.Number({ description: 'SHARE: the share of the covered lines, in percent' }),
        perItemDay: MoneyView,
        minimum: Nullable(MoneyView),
        days: Type.Integer(),
        base: Type.Number({ description: 'The rental price of the covered lines (major units)' }),
        units: Type.Integer(),
        lineIds: Type.Array(Id, { description: 'The covered lines' }),
        mode: Type.String(),
        shown: Type.Boolean({ description: 'False when included in the price without a line of its own' }),
        provider: OneOf(['SHOP', 'INSURER'] as const),
        policyId: Nullable(Type.String()),
      }),
    ),
    insuranceChoice: Type.Object(
      {
        canAdd: Type.Boolean({ description: 'The insurance may be added now (the shop offers it, the order is open)' }),
        canRemove: Type.Boolean({
          description: 'The insurance may be taken off now (optional, or the shop offers none any more)',
        }),
      },
      { description: "What the counter may do with the order's insurance, by the shop's mode and the order's state" },
    ),
    notes: Nullable(Type.String()),
    externalInvoiceNumber: Nullable(Type.String()),
    attachments: Type.Array(
      Type.Object({ key: Type.String(), name: Type.String(), size: Type.Integer(), type: Type.String(), at: DateTime }),
    ),
    paid: MoneyView,
    cancelInfo: Nullable(
      Type.Object({
        at: DateTime,
        by: Type.String(),
        reason: Nullable(Type.String()),
        policy: Type.String(),
        refund: MoneyView,
        fee: MoneyView,
      }),
    ),
    payBefore: Nullable(DateTime),
    departedAt: Nullable(DateTime),
    endedAt: Nullable(DateTime),
    integrationStatus: Type.Record(Type.String(), Type.String()),
    lines: Type.Array(OrderLineView),
    units: Type.Array(UnitAssignmentView),
    messages: Type.Array(
      Type.Object({
        id: Id,
        author: Type.String(),
        kind: Type.String(),
        body: Type.String(),
        solvedAt: Nullable(DateTime),
        createdAt: DateTime,
      }),
    ),
    updatedAt: DateTime,
  },
  { title: 'Order' },
);

export const OrderIdParams = Type.Object({ orderId: Id });
