import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UNIT,
  MAX_PHOTOS_PER_UPLOAD,
  photoFile,
  previewPhotos,
  removePhoto,
  uploadPhotos,
} from './photos.ts';
import { generateStateDocument, readReport, reportPdf, saveUnitAnswers } from './reports.ts';
import {
  FileParams,
  FileQuery,
  GenerateBody,
  PhotoList,
  PreviewBody,
  ReportParams,
  ReportView,
  UnitAnswersBody,
  UploadForm,
} from './schemas.ts';

/** Condition reports are part of the order: read and written with the orders' rights. */
const read = employee('orders', 'read');
const write = employee('orders', 'write');

export const conditionReportRoutes = [
  route({
    method: 'GET',
    url: '/document-state/order/:orderId/:scope',
    operationId: 'getConditionReport',
    summary:
      "An order's condition report at departure or return: per unit the state model's questions, the answers, notes, photos, and at return the departure's with the answers that changed",
    access: read,
    schema: { params: ReportParams, response: { 200: ReportView } },
    handler: (ctx, { params }) => readReport(ctx, params.orderId, params.scope),
  }),
  route({
    method: 'PUT',
    url: '/document-state/answers',
    operationId: 'saveConditionReportAnswers',
    errors: ['notFound', 'documentAlreadySigned'],
    summary: "Save what was found on one unit (answers to its product's state model, notes) for the report of a scope",
    access: write,
    schema: { body: UnitAnswersBody, response: { 200: ReportView } },
    handler: (ctx, { body }) => saveUnitAnswers(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/order/generateStateDocument',
    operationId: 'generateOrderStateDocument',
    errors: ['notFound', 'documentAlreadySigned'],
    summary:
      'Save the answers sent (if any) and draw the PDF of the condition report of a scope as a job: status PENDING, then SUCCESS',
    access: write,
    schema: { body: GenerateBody, response: { 200: ReportView } },
    handler: (ctx, { body }) => generateStateDocument(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/document-state/pdf/:orderId/:scope',
    operationId: 'downloadConditionReportPdf',
    summary: 'Download the last PDF drawn of a condition report',
    access: read,
    raw: { contentType: 'application/pdf' },
    schema: { params: ReportParams },
    handler: async (ctx, { params, http }) => {
      const data = await reportPdf(ctx, params.orderId, params.scope);
      http.header('content-type', 'application/pdf');
      http.header('content-disposition', `attachment; filename="condition-report-${params.scope}.pdf"`);
      http.header('cache-control', 'private, no-store');
      return data;
    },
  }),
  route({
    method: 'POST',
    url: '/document-state/upload-attachment-files',
    operationId: 'uploadStateDocumentFiles',
    errors: ['notFound', 'documentAlreadySigned'],
    summary: `Add photos of a unit to the order's condition report of a scope (form field "files", ${MAX_PHOTOS_PER_UPLOAD} at most, ${MAX_PHOTO_BYTES / 1024 / 1024} MB each, ${MAX_PHOTOS_PER_UNIT} per unit; PNG, JPEG, GIF or WebP read from the bytes, redrawn without metadata)`,
    access: write,
    multipart: true,
    maxFileBytes: MAX_PHOTO_BYTES,
    maxFiles: MAX_PHOTOS_PER_UPLOAD,
    files: ['files'],
    schema: { body: UploadForm, response: { 200: PhotoList } },
    handler: (ctx, { body, http }) => uploadPhotos(ctx, body, http.files),
  }),
  route({
    method: 'PUT',
    url: '/document-state/get-attachment-files-preview',
    operationId: 'previewStateDocumentFiles',
    errors: ['notFound'],
    summary: "Photos of an order's condition reports (of a unit, of a scope), with their thumbnail addresses",
    access: read,
    schema: { body: PreviewBody, response: { 200: PhotoList } },
    handler: (ctx, { body }) => previewPhotos(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/document-state/attachment-file/:fileId',
    operationId: 'downloadStateDocumentFile',
    summary: 'A photo of a condition report (WebP), or its thumbnail',
    access: read,
    raw: { contentType: 'image/webp' },
    schema: { params: FileParams, querystring: FileQuery },
    handler: async (ctx, { params, query, http }) => {
      const data = await photoFile(ctx, params.fileId, query.size);
      http.header('content-type', 'image/webp');
      http.header('cache-control', 'private, max-age=86400, immutable');
      return data;
    },
  }),
  route({
    method: 'DELETE',
    url: '/document-state/attachment-file/:fileId',
    operationId: 'deleteStateDocumentFile',
    errors: ['documentAlreadySigned'],
    summary: 'Remove a photo from its condition report and the storage',
    access: write,
    schema: { params: FileParams, response: { 200: PhotoList } },
    handler: (ctx, { params }) => removePhoto(ctx, params.fileId),
  }),
];
