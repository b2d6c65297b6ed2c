import { Type } from 'typebox';
import { route } from '../../../platform/http/route.ts';
import { Id, Line, MultiLine, Nullable, Ok } from '../../../platform/http/schemas.ts';
import { attachment } from '../../customers/index.ts';
import { orderRead, orderWrite } from '../access.ts';
import { setOrderInsurance } from '../booking/set-insurance.ts';
import { OrderIdParams, OrderView } from '../schemas.ts';
import {
  ATTACHMENT_KEY_PATTERN,
  attachFiles,
  attachmentFile,
  deleteAttachment,
  FULL_ATTACHMENT_KEY_PATTERN,
  MAX_ATTACHMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from './attachments.ts';
import { pushOrderStatuses } from './integrations.ts';
import { documentStateGenerating, setOrderText } from './order-fields.ts';
import { orderView } from './read-order.ts';

const ATTACHMENT_EXAMPLE =
  'orders/0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b/0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5c/0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5d';

const StatusPush = Type.Object({
  orderIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
  status: Line(60, { minLength: 1 }),
});

/** Notes, invoice number, insurance, attached files and third-party statuses of an order. */
export const orderDetailRoutes = [
  route({
    method: 'PUT',
    url: '/order/updateInsurance/:orderId',
    operationId: 'updateOrderInsurance',
    summary:
      "Adds the shop's rental insurance to an order or takes it off, as the shop's mode allows; the totals follow",
    access: orderWrite,
    errors: [
      'insuranceNotOffered',
      'nothingToInsure',
      'orderCanceled',
      'invalidTransition',
      'integrationNotConfigured',
      // the linked insurer refused the policy of the insurance added
      'integrationFailed',
    ],
    schema: {
      params: OrderIdParams,
      body: Type.Object({ insured: Type.Boolean({ description: 'Whether the order carries the insurance' }) }),
      response: { 200: OrderView },
    },
    handler: async (ctx, { params, body }) =>
      orderView(ctx, ctx.companyId, await setOrderInsurance(ctx, ctx.companyId, params.orderId, body.insured)),
  }),
  route({
    method: 'PUT',
    url: '/order/updateNotes/:orderId',
    operationId: 'updateOrderNotes',
    summary: 'Internal notes of an order (blank or null clears them)',
    access: orderWrite,
    schema: {
      params: OrderIdParams,
      body: Type.Object({ notes: Nullable(MultiLine(10_000)) }),
      response: { 200: OrderView },
    },
    handler: (ctx, { params, body }) => setOrderText(ctx, params.orderId, 'notes', body.notes),
  }),
  route({
    method: 'PUT',
    url: '/order/updateExtInvoiceNumber/:orderId',
    operationId: 'updateOrderExternalInvoiceNumber',
    summary: 'Number of the invoice made in another tool (blank or null clears it)',
    access: orderWrite,
    schema: {
      params: OrderIdParams,
      body: Type.Object({ externalInvoiceNumber: Nullable(Line(100)) }),
      response: { 200: OrderView },
    },
    handler: (ctx, { params, body }) =>
      setOrderText(ctx, params.orderId, 'externalInvoiceNumber', body.externalInvoiceNumber),
  }),
  route({
    method: 'PUT',
    url: '/order/updateOrdersG8Status',
    operationId: 'pushOrdersG8Status',
    summary: 'Send a status of orders to G8 (503 integrationNotConfigured until the integration is set up)',
    access: orderWrite,
    errors: ['integrationNotConfigured'],
    schema: { body: StatusPush, response: { 200: Ok } },
    handler: (ctx, { body }) => pushOrderStatuses(ctx, 'G8', body),
  }),
  route({
    method: 'PUT',
    url: '/order/updateOrdersShifterStatus',
    operationId: 'pushOrdersShifterStatus',
    summary: 'Send a status of orders to Shifter (503 integrationNotConfigured until the integration is set up)',
    access: orderWrite,
    errors: ['integrationNotConfigured'],
    schema: { body: StatusPush, response: { 200: Ok } },
    handler: (ctx, { body }) => pushOrderStatuses(ctx, 'Shifter', body),
  }),
  route({
    method: 'GET',
    url: '/order/isDocumentStateGenerating/:orderId',
    operationId: 'isOrderStateDocumentGenerating',
    summary: 'Whether a state document of the order is being generated',
    access: orderRead,
    schema: { params: OrderIdParams, response: { 200: Type.Object({ generating: Type.Boolean() }) } },
    handler: (ctx, { params }) => documentStateGenerating(ctx, params.orderId),
  }),
  route({
    method: 'PUT',
    url: '/order/attachFile/:orderId',
    operationId: 'attachOrderFiles',
    summary: `Attach files to an order (form field "files", ${MAX_FILES_PER_UPLOAD} at most, ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB each; sizes and names comma-joined; each file's type is read from its bytes, \`types\` is ignored)`,
    access: orderWrite,
    multipart: true,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
    files: ['files'],
    schema: {
      params: OrderIdParams,
      body: Type.Object({
        sizes: Type.Optional(Line(500)),
        names: Type.Optional(Line(5000)),
        types: Type.Optional(Line(2000)),
      }),
      response: { 200: OrderView },
    },
    handler: (ctx, { params, body, http }) => attachFiles(ctx, params.orderId, body ?? {}, http.files),
  }),
  route({
    method: 'PUT',
    url: '/order/deleteAttachment/:orderId/:key',
    operationId: 'deleteOrderAttachment',
    summary: 'Remove a file from an order and the storage (key URL-encoded, or only its last part)',
    access: orderWrite,
    schema: {
      params: Type.Object({
        orderId: Id,
        key: Line(200, { pattern: ATTACHMENT_KEY_PATTERN, examples: [ATTACHMENT_EXAMPLE] }),
      }),
      response: { 200: OrderView },
    },
    handler: (ctx, { params }) => deleteAttachment(ctx, params.orderId, params.key),
  }),
  route({
    method: 'GET',
    url: '/order/download-attachment/:key',
    operationId: 'downloadOrderAttachment',
    summary: 'Download a file of an order (key URL-encoded)',
    access: orderRead,
    raw: { contentType: 'application/octet-stream' },
    schema: {
      params: Type.Object({ key: Line(200, { pattern: FULL_ATTACHMENT_KEY_PATTERN, examples: [ATTACHMENT_EXAMPLE] }) }),
    },
    handler: async (ctx, { params, http }) => {
      const file = await attachmentFile(ctx, params.key);
      http.header('content-type', file.type);
      // always a download, never shown in the app's origin
      http.header('content-disposition', attachment(file.attachment.name));
      http.header('cache-control', 'private, no-store');
      return file.data;
    },
  }),
];
