import { Type } from 'typebox';
import { DateTime, Id, Money, Nullable, Slug, StringEnum } from '../../../platform/http/schemas.ts';
import { OrderLinkQuery } from '../../orders/index.ts';

export const LINK_KINDS = ['PAYMENT', 'DEPOSIT'] as const;
/**
 * OPEN: can be paid; PROCESSING: the card is being checked; PAID: paid (or, for a deposit, held); EXPIRED;
 * CANCELLED: taken back by the shop before it was paid.
 */
export const LINK_STATUSES = ['OPEN', 'PROCESSING', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;

export const SendLinkBody = Type.Object({
  amount: Type.Optional(
    Money({
      exclusiveMinimum: 0,
      description:
        'Major units; a payment link: all that is left to pay when absent; a deposit link: the deposit left to take',
    }),
  ),
  expiresAt: Type.Optional(DateTime),
  sendMail: Type.Optional(Type.Boolean({ description: 'Mail the link to the customer (default true)' })),
  lang: Type.Optional(StringEnum(LANGUAGES)),
});

const MailSent = Type.Object({
  mailId: Id,
  to: Type.String(),
  subject: Type.String(),
  language: StringEnum(LANGUAGES),
});

export const LinkView = Type.Object({
  id: Id,
  orderId: Id,
  kind: StringEnum(LINK_KINDS),
  status: StringEnum(LINK_STATUSES),
  amount: Type.Number({ description: 'Major units' }),
  currency: Type.String(),
  expiresAt: DateTime,
  paymentId: Id,
  url: Type.String({ description: "The customer's page of the link" }),
  mail: Nullable(MailSent),
});

/** A link as the shop sees it on the order: no mail (it was sent when the link was made). */
export const OrderLinkView = Type.Object({
  ...Type.Omit(LinkView, ['mail']).properties,
  cancelledAt: Nullable(DateTime),
});

export const OrderLinks = Type.Object({ links: Type.Array(OrderLinkView) });

export const LinkIdParams = Type.Object({ paymentLinkId: Id });

export const PublicLinkView = Type.Object({
  id: Id,
  kind: StringEnum(LINK_KINDS),
  status: StringEnum(LINK_STATUSES),
  amount: Type.Number({ description: 'Major units' }),
  currency: Type.String(),
  expiresAt: DateTime,
  shopName: Type.String(),
});

export const PublicLinkParams = Type.Object({ orderId: Id, paymentLinkId: Id });

export const RetryDepositBody = Type.Object({
  slug: Slug,
  orderId: Id,
  token: OrderLinkQuery.properties.token,
  bailId: Id,
});
