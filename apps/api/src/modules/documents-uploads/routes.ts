import { Type } from 'typebox';
import { employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Line } from '../../platform/http/schemas.ts';
import { listQuerySchema, parseListQuery } from '../../platform/query/list-query.ts';
import {
  itemDescriptionPdf,
  MAX_DESCRIPTION_FILE_BYTES,
  MAX_DESCRIPTION_FILES,
  uploadItemDescriptionFiles,
} from './item-description-files.ts';
import { surveyAnswersCsv, surveyCsvSpec } from './survey-csv.ts';
import {
  MAX_SURVEY_FILE_BYTES,
  MAX_SURVEY_FILES,
  surveyDocumentFile,
  surveyDocumentsOf,
  uploadSurveyDocuments,
} from './survey-documents.ts';

const OrderIdParams = Type.Object({ orderId: Id });

const StoredFile = Type.Object({
  key: Type.String(),
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});

const SurveyDocument = Type.Object({
  id: Type.String(),
  uid: Type.String({ description: 'The survey question (field id) the file answers' }),
  question: Type.Union([Type.String(), Type.Null()]),
  survey: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Uploads for product descriptions and order surveys, and the survey answers as CSV. */
export const documentUploadRoutes = [
  route({
    method: 'POST',
    url: '/document/uploadDocumentsForItemDescription',
    operationId: 'uploadItemDescriptionFiles',
    summary: `Store pictures (JPEG, PNG, WebP, GIF: drawn again as WebP) and PDFs for a product description, ${MAX_DESCRIPTION_FILES} at most, ${MAX_DESCRIPTION_FILE_BYTES / 1024 / 1024} MB each, in "files" (sizes and names comma-joined; types read from the bytes); answers their keys and public URLs`,
    access: employee('catalogue', 'write'),
    multipart: true,
    maxFiles: MAX_DESCRIPTION_FILES,
    maxFileBytes: MAX_DESCRIPTION_FILE_BYTES,
    files: ['files'],
    schema: {
      body: Type.Object({
        sizes: Type.Optional(Line(500)),
        names: Type.Optional(Line(5000)),
        types: Type.Optional(Line(2000)),
      }),
      response: { 200: Type.Array(StoredFile) },
    },
    handler: (ctx, { body, http }) => uploadItemDescriptionFiles(ctx, body ?? {}, http.files),
  }),
  route({
    method: 'GET',
    url: '/files/item-descriptions/:companyId/:fileName',
    operationId: 'getItemDescriptionPdf',
    summary: 'Public: a PDF of a product description',
    access: publicAccess,
    raw: { contentType: 'application/pdf' },
    schema: {
      params: Type.Object({
        companyId: Id,
        fileName: Line(60, {
          pattern: '^[0-9a-fA-F-]{36}\\.pdf$',
          examples: ['0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b.pdf'],
        }),
      }),
    },
    handler: async (ctx, { params, http }) => {
      const data = await itemDescriptionPdf(ctx, params.companyId, params.fileName.slice(0, 36));
      http.header('content-type', 'application/pdf');
      http.header('content-security-policy', 'sandbox');
      http.header('cache-control', 'public, max-age=31536000, immutable');
      return data;
    },
  }),
  route({
    method: 'POST',
    url: '/order/uploadSurveyDocuments/:orderId',
    operationId: 'uploadOrderSurveyDocuments',
    summary: `Store files answering the document questions of the order's product surveys (pictures or PDF, ${MAX_SURVEY_FILES} at most, ${MAX_SURVEY_FILE_BYTES / 1024 / 1024} MB each, in "files"; "uids": the question of each file, comma-joined); answers the order's survey documents`,
    access: employee('orders', 'write'),
    multipart: true,
    maxFiles: MAX_SURVEY_FILES,
    maxFileBytes: MAX_SURVEY_FILE_BYTES,
    files: ['files'],
    schema: {
      params: OrderIdParams,
      body: Type.Object({ uids: Type.Optional(Line(4000)) }),
      response: { 200: Type.Array(SurveyDocument) },
    },
    handler: (ctx, { params, body, http }) => uploadSurveyDocuments(ctx, params.orderId, body ?? {}, http.files),
  }),
  route({
    method: 'GET',
    url: '/order/surveyDocuments/:orderId',
    operationId: 'listOrderSurveyDocuments',
    summary: "The order's survey documents, with the question each answers",
    access: employee('orders', 'read'),
    schema: { params: OrderIdParams, response: { 200: Type.Array(SurveyDocument) } },
    handler: (ctx, { params }) => surveyDocumentsOf(ctx, params.orderId),
  }),
  route({
    method: 'GET',
    url: '/order/surveyDocument/:orderId/:documentId',
    operationId: 'downloadOrderSurveyDocument',
    summary: 'Download a survey document of an order',
    access: employee('orders', 'read'),
    raw: { contentType: 'application/octet-stream' },
    schema: { params: Type.Object({ orderId: Id, documentId: Id }) },
    handler: async (ctx, { params, http }) => {
      const file = await surveyDocumentFile(ctx, params.orderId, params.documentId);
      http.header('content-type', file.type);
      http.header('content-disposition', attachment(file.name));
      http.header('cache-control', 'private, no-store');
      return file.data;
    },
  }),
  route({
    method: 'GET',
    url: '/export-csv/generate-orders-product-survey-csv',
    operationId: 'exportOrderSurveyAnswersCsv',
    summary:
      'The survey answers of the orders the order list filters select (field.op=value, sort, skip/limit up to 5000), one row per question, as CSV (UTF-8 with BOM, ";")',
    access: employee('orders', 'read'),
    raw: { contentType: 'text/csv; charset=utf-8' },
    schema: { querystring: listQuerySchema(surveyCsvSpec) },
    handler: async (ctx, { query, http }) => {
      const file = await surveyAnswersCsv(ctx, parseListQuery(surveyCsvSpec, query));
      http.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  }),
];
