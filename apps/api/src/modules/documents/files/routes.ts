import { Type } from 'typebox';
import { route } from '../../../platform/http/route.ts';
import { Id, Line, Ok } from '../../../platform/http/schemas.ts';
import { attachment } from '../../customers/index.ts';
import { orderDocumentRead, orderDocumentWrite } from '../access.ts';
import { generateDocument } from '../generation/generate.ts';
import { Kind, Language } from '../models/schemas.ts';
import { deleteDocument, downloadDocument, keysOf, orderDocuments, zipDocuments } from './document-files.ts';
import { DocumentView, documentView } from './document-view.ts';

const KEY_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.pdf$';
const KEY_EXAMPLE = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b.pdf';
const KeyParams = Type.Object({ key: Line(40, { pattern: KEY_PATTERN, examples: [KEY_EXAMPLE] }) });

/** An order's documents: generation, the list, download (one or a zip), delete. */
export const documentRoutes = [
  route({
    method: 'POST',
    url: '/order/generateDocument',
    operationId: 'generateOrderDocument',
    summary:
      'Make a document of an order from a model (or the default model of a kind) in a language: answered at once with status TO_GENERATE; GENERATED once its PDF is stored (see GET /order/documents/{orderId})',
    access: orderDocumentWrite,
    errors: ['notFound'],
    schema: {
      body: Type.Object(
        {
          orderId: Id,
          documentModelId: Type.Optional(Id),
          kind: Type.Optional(Kind),
          language: Type.Optional(Language),
        },
        { additionalProperties: false },
      ),
      response: { 200: DocumentView },
    },
    handler: async (ctx, { body }) => documentView(await generateDocument(ctx, body)),
  }),
  route({
    method: 'GET',
    url: '/order/documents/:orderId',
    operationId: 'listOrderDocuments',
    summary: "An order's documents, newest first, with their status (poll it while one is TO_GENERATE)",
    access: orderDocumentRead,
    schema: { params: Type.Object({ orderId: Id }), response: { 200: Type.Array(DocumentView) } },
    handler: async (ctx, { params }) => (await orderDocuments(ctx, params.orderId)).map(documentView),
  }),
  route({
    method: 'GET',
    url: '/document/download/:key',
    operationId: 'downloadDocument',
    summary: 'The PDF of a document of the company (its signed version once signed)',
    access: orderDocumentRead,
    errors: ['documentNotReady'],
    raw: { contentType: 'application/pdf' },
    schema: { params: KeyParams },
    handler: async (ctx, { params, http }) => {
      const file = await downloadDocument(ctx, params.key);
      http.header('content-type', 'application/pdf');
      http.header('content-disposition', attachment(file.fileName));
      http.header('cache-control', 'private, no-store');
      return file.data;
    },
  }),
  route({
    method: 'GET',
    url: '/document/multiDownload',
    operationId: 'downloadDocumentsZip',
    summary: 'A zip of documents of the company (keys comma-joined or repeated, 50 at most), streamed',
    access: orderDocumentRead,
    errors: ['documentNotReady', 'notFound'],
    raw: { contentType: 'application/zip' },
    schema: {
      querystring: Type.Object({
        keys: Type.Array(Line(2100, { minLength: 1 }), { minItems: 1, maxItems: 50 }),
      }),
    },
    handler: async (ctx, { query, http }) => {
      const stream = await zipDocuments(ctx, keysOf(query.keys));
      http.header('content-type', 'application/zip');
      http.header('content-disposition', attachment('documents.zip'));
      http.header('cache-control', 'private, no-store');
      return stream;
    },
  }),
  route({
    method: 'DELETE',
    url: '/document/:key',
    operationId: 'deleteDocument',
    summary: 'Delete a document and its PDF (409 once signed or while waiting for signatures)',
    access: orderDocumentWrite,
    errors: ['documentSigned'],
    schema: { params: KeyParams, response: { 200: Ok } },
    handler: (ctx, { params }) => deleteDocument(ctx, params.key),
  }),
];
