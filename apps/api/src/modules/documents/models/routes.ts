import { route } from '../../../platform/http/route.ts';
import { Ok } from '../../../platform/http/schemas.ts';
import { modelRead, modelWrite } from '../access.ts';
import { DOCUMENT_KINDS } from '../kinds.ts';
import { builtInModel, type Model } from './built-in.ts';
import { previewModel } from './preview.ts';
import { LanguageQuery, ModelBody, ModelList, ModelParams, ModelView, PreviewBody, VARIABLES } from './schemas.ts';
import { deleteModel, getModel, listModels, saveModel } from './service.ts';

const view = (m: Model) => ({ ...m, updatedAt: m.updatedAt?.toISOString() ?? null });

/** Document models: the company's own and the built-in ones. */
export const documentModelRoutes = [
  route({
    method: 'GET',
    url: '/document-model/byCompany',
    operationId: 'listDocumentModels',
    summary:
      "The company's document models, and the built-in model of each kind it has none of its own for (names in `language`)",
    access: modelRead,
    schema: { querystring: LanguageQuery, response: { 200: ModelList } },
    handler: async (ctx, { query }) => ({
      items: (await listModels(ctx, query.language)).map(view),
      variables: [...VARIABLES],
      defaults: DOCUMENT_KINDS.map((kind) => view(builtInModel(kind, query.language))),
    }),
  }),
  route({
    method: 'GET',
    url: '/document-model/:documentModelId',
    operationId: 'getDocumentModel',
    summary: 'A document model of the company, or a built-in one',
    access: modelRead,
    schema: { params: ModelParams, querystring: LanguageQuery, response: { 200: ModelView } },
    handler: async (ctx, { params, query }) => view(await getModel(ctx, params.documentModelId, query.language)),
  }),
  route({
    method: 'POST',
    url: '/document-model',
    operationId: 'saveDocumentModel',
    summary:
      "Save a document model: with the id of the company's own it is changed; with a built-in model's id, or none, a new model of the company is made (documents of its kind then use the latest changed)",
    access: modelWrite,
    errors: ['notFound'],
    schema: { body: ModelBody, response: { 200: ModelView } },
    handler: async (ctx, { body }) => view(await saveModel(ctx, body)),
  }),
  route({
    method: 'DELETE',
    url: '/document-model/:documentModelId',
    operationId: 'deleteDocumentModel',
    summary: 'Delete a document model of the company (409 while documents were made with it)',
    access: modelWrite,
    errors: ['modelInUse', 'builtInModel'],
    schema: { params: ModelParams, response: { 200: Ok } },
    handler: (ctx, { params }) => deleteModel(ctx, params.documentModelId),
  }),
  route({
    method: 'POST',
    url: '/document-model/preview',
    operationId: 'previewDocumentModel',
    summary:
      "The PDF of a model as sent (saved or not), with the shop's identity, logo and colours and the values of an order of the company (`orderId`) or of a sample order; nothing is stored",
    access: modelRead,
    errors: ['notFound'],
    raw: { contentType: 'application/pdf' },
    schema: { body: PreviewBody },
    handler: async (ctx, { body, http }) => {
      const pdf = await previewModel(ctx, body);
      http.header('content-type', 'application/pdf');
      http.header('content-disposition', 'inline; filename="preview.pdf"');
      http.header('cache-control', 'private, no-store');
      return pdf;
    },
  }),
];
