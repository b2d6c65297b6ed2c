import { Type } from 'typebox';
import { admin, employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { MAX_MAIL_FILE_BYTES, MAX_MAIL_FILES } from './mail-files.ts';
import { confirmSubscription, NEWSLETTER_CALLS, subscribe, unsubscribe } from './newsletter.ts';
import { orderMailsOf, sendOrderMail } from './order-mail.ts';
import { sendThroughPostmark } from './postmark.ts';
import {
  LinkTokenBody,
  NewsletterAnswer,
  OrderMailForm,
  OrderMailsParams,
  OrderMailView,
  PostmarkAnswer,
  PostmarkBody,
  SendToSignBody,
  SentToSignView,
  StateDocumentMailBody,
  SubscribeBody,
} from './schemas.ts';
import { sendDocumentToSign, sentToSign } from './sign-request.ts';
import { sendStateDocumentMail } from './state-document-mail.ts';

const orderRead = employee('orders', 'read');
const orderWrite = employee('orders', 'write');

/** The mails of an order, the Postmark adapter and the newsletters. */
export const orderMailRoutes = [
  route({
    method: 'POST',
    url: '/order/email',
    operationId: 'sendOrderMail',
    summary: `Send a mail about an order: recipients, copies, a company template or a subject and text, the order's documents and condition reports (read on the server), up to ${MAX_MAIL_FILES} files (PDF, pictures, text, office documents; ${MAX_MAIL_FILE_BYTES / 1024 / 1024} MB each, types read from the bytes) in "files"; through the outbox and the delivery job`,
    access: orderWrite,
    multipart: true,
    maxFiles: MAX_MAIL_FILES,
    maxFileBytes: MAX_MAIL_FILE_BYTES,
    files: ['files'],
    errors: ['notFound', 'documentNotReady'],
    schema: { body: OrderMailForm, response: { 200: OrderMailView } },
    handler: (ctx, { body, http }) => sendOrderMail(ctx, body, http.files),
  }),
  route({
    method: 'GET',
    url: '/order/emails/:orderId',
    operationId: 'listOrderMails',
    summary: 'The mails written from an order, newest first, each with its delivery status',
    access: orderRead,
    schema: { params: OrderMailsParams, response: { 200: Type.Array(OrderMailView) } },
    handler: (ctx, { params }) => orderMailsOf(ctx, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/mail/sendMailStateDocument',
    operationId: 'sendStateDocumentMail',
    summary:
      "Mail an order's condition report (its PDF attached) to its customer or the addresses given, in the company's CONDITION_REPORT template; through the outbox, on the order's mails",
    access: orderWrite,
    errors: ['notFound', 'documentNotReady', 'noCustomerEmail'],
    schema: { body: StateDocumentMailBody, response: { 200: OrderMailView } },
    handler: (ctx, { body }) => sendStateDocumentMail(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/order/sendDocumentToSign',
    operationId: 'sendDocumentToSign',
    summary:
      "Mail the order's customer the DOCUMENT_TO_SIGN template with the order's link, to sign a generated, unsigned document of the order from their phone",
    access: orderWrite,
    errors: ['notFound', 'documentNotReady', 'documentAlreadySigned', 'noCustomerEmail'],
    schema: { body: SendToSignBody, response: { 200: SentToSignView } },
    handler: (ctx, { body }) => sendDocumentToSign(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/order/documentsSentToSign/:orderId',
    operationId: 'listDocumentsSentToSign',
    summary:
      'The "sign this document" mails sent for an order, newest first, each with its document and delivery status',
    access: orderRead,
    schema: { params: OrderMailsParams, response: { 200: Type.Array(SentToSignView) } },
    handler: (ctx, { params }) => sentToSign(ctx, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/postmark/send',
    operationId: 'sendThroughPostmark',
    summary:
      'Send one mail through Postmark from the platform sender (platform administrators; 503 until POSTMARK_SERVER_TOKEN is set)',
    access: admin,
    errors: ['integrationNotConfigured', 'integrationFailed'],
    schema: { body: PostmarkBody, response: { 200: PostmarkAnswer } },
    handler: (ctx, { body }) => sendThroughPostmark(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/newsletter/subscribe',
    operationId: 'subscribeToNewsletter',
    summary:
      "Subscribe an address to a shop's newsletter (company: its store address) or a platform list, with consent: a confirmation link is mailed (double opt-in); the answer is the same for every address",
    access: publicAccess,
    perClient: NEWSLETTER_CALLS,
    errors: ['notFound'],
    schema: { body: SubscribeBody, response: { 200: NewsletterAnswer } },
    handler: (ctx, { body }) => subscribe(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/newsletter/confirm',
    operationId: 'confirmNewsletterSubscription',
    summary: 'Confirm a newsletter subscription with the token of the mailed link (7 days)',
    access: publicAccess,
    perClient: NEWSLETTER_CALLS,
    schema: { body: LinkTokenBody, response: { 200: NewsletterAnswer } },
    handler: (ctx, { body }) => confirmSubscription(ctx, body.token),
  }),
  route({
    method: 'POST',
    url: '/newsletter/unsubscribe',
    operationId: 'unsubscribeFromNewsletter',
    summary: 'End a newsletter subscription with the token of the link in its mails, without login',
    access: publicAccess,
    perClient: NEWSLETTER_CALLS,
    schema: { body: LinkTokenBody, response: { 200: NewsletterAnswer } },
    handler: (ctx, { body }) => unsubscribe(ctx, body.token),
  }),
];
