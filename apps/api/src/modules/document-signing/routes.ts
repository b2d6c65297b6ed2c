import { customerArea, employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { OrderLinkQuery } from '../orders/index.ts';
import { counterSigningWords, signDocumentAtCounter, signStateDocumentAtCounter } from './counter-signing.ts';
import { signDocumentAsCustomer } from './customer-signing.ts';
import {
  SignAtCounterBody,
  SignDocumentBody,
  SignDocumentOutcome,
  SignedOutcome,
  SigningWordsQuery,
  SigningWordsView,
  SignStateAtCounterBody,
  SignStateDocumentBody,
} from './schemas.ts';
import { signStateDocumentAsCustomer } from './state-signing.ts';

/** Signing at the counter writes the order's documents: the rights of the staff document routes. */
const counterRead = employee('orders', 'read');
const counterWrite = employee('orders', 'write');
const linkErrors = [
  'notFound',
  'documentNotReady',
  'documentAlreadySigned',
  'noCustomerEmail',
  'signatureCodeWrong',
  'signatureCodeInvalid',
  'tooManyRequests',
] as const;
const counterErrors = ['notFound', 'documentNotReady', 'documentAlreadySigned'] as const;

const userAgentOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 500);

export const documentSigningRoutes = [
  route({
    method: 'POST',
    url: '/your-order/signDocument',
    operationId: 'signOrderDocument',
    summary:
      "The customer signs a document of their order from the order's link (drawn or typed, with consent); when the " +
      'shop asks for a one-time code, a call without it mails the code and answers CODE_SENT',
    access: customerArea,
    errors: [...linkErrors],
    schema: { querystring: OrderLinkQuery, body: SignDocumentBody, response: { 200: SignDocumentOutcome } },
    handler: (ctx, { query, body, http }) =>
      signDocumentAsCustomer(ctx, query.token, body, userAgentOf(http.headers['user-agent'])),
  }),
  route({
    method: 'POST',
    url: '/your-order/signDocumentState',
    operationId: 'signOrderStateDocument',
    summary:
      "The customer signs a condition report (departure or return) of their order from the order's link, in the " +
      "report's customer box; same signature, consent and one-time code as signDocument",
    access: customerArea,
    errors: [...linkErrors],
    schema: { querystring: OrderLinkQuery, body: SignStateDocumentBody, response: { 200: SignDocumentOutcome } },
    handler: (ctx, { query, body, http }) =>
      signStateDocumentAsCustomer(ctx, query.token, body, userAgentOf(http.headers['user-agent'])),
  }),
  route({
    method: 'GET',
    url: '/order/signingWords',
    operationId: 'getCounterSigningWords',
    summary: 'The consent words shown to signers at the counter, in a language, as the audit page records them',
    access: counterRead,
    schema: { querystring: SigningWordsQuery, response: { 200: SigningWordsView } },
    handler: (_ctx, { query }) => counterSigningWords(query.language),
  }),
  route({
    method: 'POST',
    url: '/order/signDocumentAtCounter',
    operationId: 'signOrderDocumentAtCounter',
    summary:
      "The customer signs a document of the order on the shop's tablet in front of the employee (no mailed code); " +
      'the audit page names the employee',
    access: counterWrite,
    errors: [...counterErrors],
    schema: { body: SignAtCounterBody, response: { 200: SignedOutcome } },
    handler: (ctx, { body, http }) => signDocumentAtCounter(ctx, body, userAgentOf(http.headers['user-agent'])),
  }),
  route({
    method: 'POST',
    url: '/order/signStateDocumentAtCounter',
    operationId: 'signOrderStateDocumentAtCounter',
    summary:
      'A condition report signed at the counter: the customer in their box, then the signed-in employee in theirs',
    access: counterWrite,
    errors: [...counterErrors],
    schema: { body: SignStateAtCounterBody, response: { 200: SignedOutcome } },
    handler: (ctx, { body, http }) => signStateDocumentAtCounter(ctx, body, userAgentOf(http.headers['user-agent'])),
  }),
];
