import { Type } from 'typebox';
import { DateTime, Id, Money, Nullable, Slug, StringEnum } from '../../../platform/http/schemas.ts';
import { OrderLinkQuery } from '../../orders/index.ts';

export const LINK_KINDS = ['PAYMENT', 'DEPOSIT'] as const;
/** OPEN: can be paid; PROCESSING: the card is being checked; PAID: paid (or, for a deposit, held); EXPIRED. */
export const LINK_STATUSES = ['OPEN', 'PROCESSING', 'PAID', 'EXPIRED'] as const;
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
