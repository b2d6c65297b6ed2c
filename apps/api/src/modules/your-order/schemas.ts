import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Money, MultiLine, Nullable, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { CustomerDeliveryView, OrderLinkQuery } from '../orders/index.ts';

export const OrderPageParams = Type.Object({ slug: Slug, orderId: Id });
export const OrderIdParams = Type.Object({ orderId: Id });
export const OrderDocumentParams = Type.Object({ slug: Slug, orderId: Id, documentId: Id });

export const OrderPageQuery = Type.Object({
  token: OrderLinkQuery.properties.token,
  language: Type.Optional(
    StringEnum(LANGUAGES, { description: "The page's language: the consent words come in it (else the customer's)" }),
  ),
});

const Shop = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  logoUrl: Nullable(Type.String({ description: 'Path of the logo under this server, when the shop has one' })),
  colors: Type.Object({
    primary: Type.String(),
    secondary: Type.String(),
    background: Type.String(),
    text: Type.String(),
  }),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  address: Type.Object({
    street: Nullable(Type.String()),
    zip: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
  }),
  timezone: Type.String(),
  currency: Type.String(),
});

const Line = Type.Object({
  id: Id,
  kind: StringEnum(['product', 'pack', 'service'] as const),
  parentLineId: Nullable(Id),
  name: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Money(),
  discount: Money(),
  totalTTC: Money({ description: 'Total of the line with taxes, in major units' }),
});

const Order = Type.Object({
  id: Id,
  number: Type.Integer(),
  status: StringEnum(['TO_COME', 'IN_PROGRESS', 'ENDED'] as const),
  type: StringEnum(['ORDER', 'PRE_BOOKING', 'CANCELED'] as const),
  isRequest: Type.Boolean({ description: 'Waiting for the shop to approve it' }),
  startDate: DateTime,
  endDate: DateTime,
  createdAt: DateTime,
  lines: Type.Array(Line),
  totalHT: Money(),
  vat: Money(),
  totalTTC: Money(),
  paid: Money(),
  balance: Money({ description: 'What is left to pay (never below 0)' }),
  delivery: CustomerDeliveryView,
  insurance: Nullable(
    Type.Object(
      { amount: Money() },
      {
        description:
          'The rental insurance the total holds; null without one or when the shop keeps it inside its prices',
      },
    ),
  ),
});

const Document = Type.Object({
  id: Id,
  kind: Type.String({ description: 'CONTRACT, QUOTE, RECEIPT, DEPOSIT_RECEIPT…' }),
  language: Type.String(),
  status: Type.String({ description: 'TO_GENERATE, GENERATED or PENDING (waiting for signatures)' }),
  ready: Type.Boolean({ description: 'Its PDF is there to read' }),
  signedAt: Nullable(DateTime),
  awaitsSignature: Type.Boolean({ description: 'The customer is asked to sign it and has not yet' }),
});

const Message = Type.Object({
  id: Id,
  author: StringEnum(['CUSTOMER', 'SHOP'] as const),
  kind: StringEnum(['MESSAGE', 'CANCEL_REQUEST'] as const, {
    description: 'CANCEL_REQUEST: the customer asked to cancel',
  }),
  body: Type.String(),
  createdAt: DateTime,
  /** A customer's message: when the shop marked it answered. */
  answeredAt: Nullable(DateTime),
});

/** The conversation of an order with its shop, oldest first. */
export const Conversation = Type.Object({ messages: Type.Array(Message) });

export const CustomerMessageBody = Type.Object({
  message: MultiLine(5000, { minLength: 1, description: 'What the customer writes to the shop' }),
});

const Cancellation = Type.Object({
  policy: Type.String({ description: "The shop's cancellation policy: FLEXIBLE, MODERATE, STRICT or CUSTOM" }),
  now: Nullable(
    Type.Object(
      {
        /** The last moment the customer may cancel so; null: until the order starts. */
        until: Nullable(DateTime),
        refundPercent: Type.Integer({ description: 'Share of the total the policy refunds now' }),
        /** Until when that share applies (then it drops, or only a request is left). */
        refundPercentUntil: Nullable(DateTime),
        refund: Money({ description: 'What would be refunded of what was paid, if cancelled now' }),
        fee: Money({ description: 'What the shop keeps of the total under its policy' }),
      },
      { description: 'The customer may cancel at once (POST /your-order/order/auto-cancel)' },
    ),
  ),
  requestable: Type.Boolean({ description: 'The customer may ask the shop to cancel (cancel-request)' }),
  /** A cancellation request waits for the shop since then. */
  requestedAt: Nullable(DateTime),
  cancelled: Nullable(
    Type.Object({
      at: DateTime,
      by: Type.String({ description: 'SHOP, CUSTOMER, AUTO or NO_SHOW' }),
      refund: Money(),
      fee: Money(),
      refundByCard: Money({ description: 'Of the refund, what went back at once on the card paid with online' }),
      refundByShop: Money({ description: 'Of the refund, what the shop owes and was told to give back' }),
    }),
  ),
});

/** Everything the customer's own page of an order shows, from the order's link. */
export const CustomerOrderPage = Type.Object({
  shop: Shop,
  order: Order,
  customer: Nullable(
    Type.Object({
      name: Type.String(),
      language: Nullable(Type.String()),
      /** Where the shop mails the customer (a cancellation request names it). */
      email: Nullable(Type.String()),
    }),
  ),
  messages: Type.Array(Message),
  cancellation: Cancellation,
  deposit: Nullable(
    Type.Object(
      {
        toTake: Money({ description: "The order's deposit: its products' deposits under the shop's ceiling" }),
        held: Money({ description: 'What of it is held on a card or was left at the shop' }),
        toLeave: Money({ description: 'What is left to hold' }),
        state: StringEnum(['TO_LEAVE', 'PROCESSING', 'HELD'] as const, {
          description: 'PROCESSING: a card given is being checked; HELD: nothing is left to hold',
        }),
      },
      { description: 'Only when the shop holds deposits online and the booked order asks one' },
    ),
  ),
  documents: Type.Array(Document),
  signing: Type.Object({
    emailCodeRequired: Type.Boolean({ description: 'Signing asks for a one-time code mailed to the customer' }),
    language: StringEnum(LANGUAGES),
    consent: Type.String({
      description: 'The consent words the signer ticks, in `language` (what the signed file says)',
    }),
  }),
});

/** The card page where the customer leaves the deposit, and the deposit link it belongs to. */
export const DepositCardPage = Type.Object({
  url: Type.String({ description: "The card provider's page holding the deposit" }),
  linkId: Id,
  amount: Money({ description: 'What the card holds' }),
  currency: Type.String(),
});
