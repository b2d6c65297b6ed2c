import { customerArea, publicAccess } from '../../platform/http/access.ts';
import { type RouteDef, route } from '../../platform/http/route.ts';
import { MAX_SURVEY_FILE_BYTES, MAX_SURVEY_FILES } from '../documents-uploads/index.ts';
import { ancvQrCodeRoute } from '../holiday-vouchers/index.ts';
import { cartTokenOf } from '../store-cart/index.ts';
import { checkoutForm } from './checkout-form.ts';
import { readCheckedOutOrder } from './checkout-result.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { payOnSite, withdrawRequest } from './order-actions.ts';
import { placeOrder } from './place-order.ts';
import {
  CheckoutBody,
  CheckoutDocuments,
  CheckoutForm,
  CheckoutFormQuery,
  CheckoutOrder,
  CheckoutOrderParams,
  CheckoutOrderQuery,
  CheckoutResult,
  PayOnSiteBody,
  SurveyUploadBody,
  WithdrawBody,
  Withdrawn,
  WithdrawParams,
} from './schemas.ts';
import { cartDocuments, uploadCartDocuments } from './survey-documents.ts';

/** Checkouts by one client: each one books stock and may open a card payment; a customer needs a few. */
export const CHECKOUTS_PER_CLIENT = { bucket: 'storeCheckout', max: 30, windowMs: 15 * 60_000 };

const noStore = (http: { header(name: string, value: string): void }) =>
  http.header('cache-control', 'private, no-store');

/** The online store's checkout: the cart (its token) becomes an order, paid online, on site, or requested. */
export const storeCheckoutRoutes = [
  route({
    method: 'GET',
    url: '/online-store/order',
    operationId: 'getOnlineStoreCheckoutForm',
    summary:
      "What the checkout asks for the customer's cart (`x-cart-token` or the `hb_cart` cookie): the shop's mode, " +
      'down payment, deposit, customer fields, survey questions, terms and the cart; 404 without a live cart',
    access: publicAccess,
    errors: ['notFound'],
    schema: { querystring: CheckoutFormQuery, response: { 200: CheckoutForm } },
    handler: async (ctx, { query, http }) => {
      noStore(http);
      return checkoutForm(ctx, query.slug, cartTokenOf(http));
    },
  }),
  route({
    method: 'POST',
    url: '/online-store/order',
    operationId: 'placeOnlineStoreOrder',
    summary:
      "Books the customer's cart as an order in one transaction (the cart is then gone): paid online (answers the " +
      "card page), on site, or a request the shop approves, by the shop's mode; 409 `cartExpired` once the hold is " +
      'over, 409 `notAvailable` naming a product, 400 naming the field',
    access: customerArea,
    perClient: CHECKOUTS_PER_CLIENT,
    errors: [
      'notFound',
      'cartExpired',
      'notAvailable',
      'shopClosed',
      'termsNotAccepted',
      'alreadyExists',
      'pricesChanged',
      'integrationNotConfigured',
      'integrationFailed',
      'amountAboveDue',
    ],
    schema: { body: CheckoutBody, response: { 201: CheckoutResult } },
    handler: async (ctx, { body, http }) => {
      noStore(http);
      http.status(201);
      return placeOrder(ctx, body, cartTokenOf(http));
    },
  }),
  route({
    method: 'GET',
    url: '/online-store/order/:orderId/:companyId',
    operationId: 'getOnlineStoreOrder',
    summary:
      "An order of the store as its confirmation page shows it: with the order link's `token`, or the cart token " +
      'that made it; 404 otherwise',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: CheckoutOrderParams, querystring: CheckoutOrderQuery, response: { 200: CheckoutOrder } },
    handler: async (ctx, { params, query, http }) => {
      noStore(http);
      return readCheckedOutOrder(ctx, params.companyId, params.orderId, {
        token: query.token,
        cartToken: cartTokenOf(http),
      });
    },
  }),
  route({
    method: 'POST',
    url: '/online-store/payOnSite',
    operationId: 'payOnlineStoreOrderOnSite',
    summary:
      'An order awaiting its online payment is paid on site instead (when the shop lets the customer choose): it ' +
      'stays booked without the payment delay',
    access: publicAccess,
    errors: ['notFound', 'onSiteNotOffered', 'notAwaitingPayment', 'orderCanceled'],
    schema: { body: PayOnSiteBody, response: { 200: CheckoutResult } },
    handler: (ctx, { body, http }) =>
      payOnSite(ctx, body.companyId, body.orderId, { token: body.token, cartToken: cartTokenOf(http) }),
  }),
  route({
    method: 'POST',
    url: '/online-store/order-cancel/:orderRequestId',
    operationId: 'withdrawOnlineStoreRequest',
    summary: 'The customer withdraws a booking request the shop has not answered (with its link token)',
    access: publicAccess,
    errors: ['notFound', 'requestClosed'],
    schema: { params: WithdrawParams, body: WithdrawBody, response: { 200: Withdrawn } },
    handler: (ctx, { params, body, http }) =>
      withdrawRequest(ctx, body.companyId, params.orderRequestId, { token: body.token, cartToken: cartTokenOf(http) }),
  }),
  route({
    method: 'POST',
    url: '/online-store/uploadSurveyDocuments',
    operationId: 'uploadOnlineStoreSurveyDocuments',
    summary: `Files answering the document questions of the surveys of the cart's products, before the order exists (pictures or PDF, ${MAX_SURVEY_FILES} at most, ${MAX_SURVEY_FILE_BYTES / 1024 / 1024} MB each, in "files"; "uids": the question of each file, comma-joined); answers the cart's files`,
    access: publicAccess,
    multipart: true,
    maxFiles: MAX_SURVEY_FILES,
    maxFileBytes: MAX_SURVEY_FILE_BYTES,
    files: ['files'],
    errors: ['notFound', 'cartExpired'],
    schema: { body: SurveyUploadBody, response: { 200: CheckoutDocuments } },
    handler: (ctx, { body, http }) => uploadCartDocuments(ctx, cartTokenOf(http), body ?? {}, http.files),
  }),
  route({
    method: 'GET',
    url: '/online-store/session/surveyDocumentsInfo',
    operationId: 'getOnlineStoreSurveyDocuments',
    summary: "The files uploaded so far for the survey questions of the customer's cart",
    access: publicAccess,
    errors: ['notFound', 'cartExpired'],
    schema: { response: { 200: CheckoutDocuments } },
    handler: async (ctx, { http }) => {
      noStore(http);
      return cartDocuments(ctx, cartTokenOf(http));
    },
  }),
  {
    ...ancvQrCodeRoute,
    url: '/online-store/ancv/qr-code/:preTransactionId',
    operationId: 'onlineStoreAncvQrCode',
    summary: 'The holiday-voucher QR code (SVG) of a pre-transaction, as GET /ancv/qr-code/{preTransactionId}',
  } satisfies RouteDef,
  ...deliveryRoutes,
];
