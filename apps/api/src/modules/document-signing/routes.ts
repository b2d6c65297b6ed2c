import { customerArea } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { OrderLinkQuery } from '../orders/index.ts';
import { signDocumentAsCustomer } from './customer-signing.ts';
import { SignDocumentBody, SignDocumentOutcome } from './schemas.ts';

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
    errors: [
      'notFound',
      'documentNotReady',
      'documentAlreadySigned',
      'noCustomerEmail',
      'signatureCodeWrong',
      'signatureCodeInvalid',
      'tooManyRequests',
    ],
    schema: { querystring: OrderLinkQuery, body: SignDocumentBody, response: { 200: SignDocumentOutcome } },
    handler: (ctx, { query, body, http }) =>
      signDocumentAsCustomer(ctx, query.token, body, userAgentOf(http.headers['user-agent'])),
  }),
];
