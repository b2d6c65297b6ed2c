import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Ok } from '../../platform/http/schemas.ts';
import * as documents from './documents.ts';
import { CustomerDocumentView, CustomerParams, DocumentParams } from './schemas.ts';

export const customerDocumentRoutes = [
  route({
    method: 'POST',
    url: '/customer/:customerId/documents',
    operationId: 'addCustomerDocument',
    summary: 'Keep a file on a customer (form field "file": PDF, image, text or Word; 10 MB at most)',
    access: employee('customers', 'write'),
    multipart: true,
    schema: { params: CustomerParams, response: { 200: CustomerDocumentView } },
    handler: (ctx, { params, http }) => documents.addCustomerDocument(ctx, params.customerId, http.files),
  }),
  route({
    method: 'GET',
    url: '/customer/:customerId/documents/:documentId',
    operationId: 'getCustomerDocument',
    summary: 'Download a document of a customer',
    access: employee('customers', 'read'),
    raw: { contentType: 'application/octet-stream' },
    schema: { params: DocumentParams },
    handler: async (ctx, { params, http }) => {
      const { document, data, contentType } = await documents.customerDocumentFile(
        ctx,
        params.customerId,
        params.documentId,
      );
      http.header('content-type', contentType);
      http.header('content-disposition', documents.attachment(document.fileName));
      http.header('x-content-type-options', 'nosniff');
      http.header('cache-control', 'private, no-store');
      return data;
    },
  }),
  route({
    method: 'DELETE',
    url: '/customer/:customerId/documents/:documentId',
    operationId: 'deleteCustomerDocument',
    access: employee('customers', 'write'),
    schema: { params: DocumentParams, response: { 200: Ok } },
    handler: (ctx, { params }) => documents.deleteCustomerDocument(ctx, params.customerId, params.documentId),
  }),
];
