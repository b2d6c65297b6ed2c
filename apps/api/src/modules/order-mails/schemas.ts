import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { Email, Id, Line, MultiLine, StringEnum, Token } from '../../platform/http/schemas.ts';

/** `true`/`false` as a form sends them. */
const FormFlag = StringEnum(['true', 'false', '1', '0', ''] as const);

/** POST /order/email, a multipart form (files in `files`). */
export const OrderMailForm = Type.Object({
  orderId: Id,
  to: Line(2600, { description: 'Recipients, comma-joined (10 at most)' }),
  cc: Type.Optional(Line(2600, { description: 'Copy recipients, comma-joined (10 at most)' })),
  template: Type.Optional(
    Line(100, {
      description:
        "A mail template event (ORDER_CONFIRMED…): the company's template rendered with the order's values is sent; object, when given, replaces its subject",
    }),
  ),
  object: Type.Optional(Line(200, { description: 'Subject (required without a template)' })),
  content: Type.Optional(MultiLine(20_000, { description: 'Text of the mail' })),
  i18nContent: Type.Optional(
    MultiLine(100_000, {
      description: 'JSON object of texts by language; the text of `lang` is used when content is empty',
    }),
  ),
  attachedDocumentId: Type.Optional(
    Line(200, {
      description:
        "Ids of the order's documents (contract, quote, invoice…), comma-joined (5 at most): their PDFs, signed version first, are read on the server and attached (404 for another order's, 409 documentNotReady while generating)",
    }),
  ),
  attachedDocumentStateId: Type.Optional(
    Line(20, {
      description:
        "The order's condition reports to attach, DEPART and/or RETOUR comma-joined: their last PDF (409 documentNotReady while drawn)",
    }),
  ),
  generateDocument: Type.Optional(FormFlag),
  generateDocumentState: Type.Optional(FormFlag),
  sendPaymentLinks: Type.Optional(FormFlag),
  generatePaymentLink: Type.Optional(FormFlag),
  generateBailLink: Type.Optional(FormFlag),
  generateSubscriptionLink: Type.Optional(FormFlag),
  hideDate: Type.Optional(FormFlag),
  hideTime: Type.Optional(FormFlag),
  lang: Type.Optional(StringEnum(LANGUAGES)),
});

export const MailFileView = Type.Object({ name: Type.String(), type: Type.String(), size: Type.Integer() });

export const OrderMailView = Type.Object({
  id: Type.String(),
  orderId: Type.String(),
  to: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  subject: Type.String(),
  text: Type.String(),
  lang: Type.String(),
  attachments: Type.Array(MailFileView),
  sentBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  delivery: Type.Object({
    status: StringEnum(['queued', 'retrying', 'sent', 'failed', 'notSent'] as const, {
      description:
        'queued: waiting to go; retrying: an attempt failed, another is planned; sent; failed: given up (see error); notSent: no mail server is configured',
    }),
    attempts: Type.Integer(),
    error: Type.Union([Type.String(), Type.Null()]),
    lastAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

export const OrderMailsParams = Type.Object({ orderId: Id });

export const PostmarkBody = Type.Object({
  to: Line(2600, { description: 'Recipients, comma-joined (10 at most)' }),
  cc: Type.Optional(Line(2600)),
  subject: Line(200, { minLength: 1 }),
  text: MultiLine(50_000, { minLength: 1 }),
  html: Type.Optional(MultiLine(200_000)),
  tag: Type.Optional(Line(100)),
});

export const PostmarkAnswer = Type.Object({
  messageId: Type.String(),
  submittedAt: Type.String(),
  to: Type.String(),
});

export const NEWSLETTER_LISTS = ['BOUGE', 'GUIDE1', 'BONPLAN'] as const;

export const SubscribeBody = Type.Object({
  email: Email,
  company: Type.Optional(Line(60, { description: "The shop's store address (slug); without it, a platform list" })),
  list: Type.Optional(StringEnum(NEWSLETTER_LISTS, { description: 'The platform list, when no company is named' })),
  consent: Type.Boolean({ description: 'The person ticked the consent box; false is refused' }),
  consentText: Type.Optional(MultiLine(1000, { description: 'The consent wording shown to the person' })),
  lang: Type.Optional(StringEnum(LANGUAGES)),
});

export const LinkTokenBody = Type.Object({ token: Token });

export const NewsletterAnswer = Type.Object({ ok: Type.Literal(true), message: Type.String() });

export const StateDocumentMailBody = Type.Object({
  orderId: Id,
  scope: StringEnum(['DEPART', 'RETOUR'] as const, { description: 'The departure or the return report' }),
  to: Type.Optional(Line(2600, { description: "Recipients, comma-joined; without them, the order's customer" })),
  cc: Type.Optional(Line(2600, { description: 'Copy recipients, comma-joined' })),
  lang: Type.Optional(StringEnum(LANGUAGES)),
});

export const SendToSignBody = Type.Object({
  orderId: Id,
  documentId: Id,
  lang: Type.Optional(StringEnum(LANGUAGES, { description: "The mail's language; else the customer's" })),
});

export const SentToSignView = Type.Object({
  documentId: Type.String(),
  mailId: Type.String(),
  to: Type.String(),
  language: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
  delivery: OrderMailView.properties.delivery,
});
