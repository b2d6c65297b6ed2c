import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, IdParams, Ok } from '../../platform/http/schemas.ts';
import { historyRoutes } from './history-routes.ts';
import { StateModelBody, StateModelView, StatusModelBody, StatusModelView, SurveyBody, SurveyView } from './schemas.ts';
import * as stateModels from './state-models.ts';
import * as statusModels from './status-models.ts';
import * as surveys from './surveys.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');

export const statesSurveysRoutes = [
  route({
    method: 'GET',
    url: '/product-state-model',
    operationId: 'listProductStateModels',
    summary: 'State check models of the company',
    access: read,
    schema: { response: { 200: Type.Array(StateModelView) } },
    handler: (ctx) => stateModels.listStateModels(ctx),
  }),
  route({
    method: 'POST',
    url: '/product-state-model',
    operationId: 'saveProductStateModel',
    summary: 'Create a state check model, or replace it when the body has its id',
    access: write,
    errors: ['notFound'],
    schema: { body: StateModelBody, response: { 200: StateModelView } },
    handler: (ctx, { body }) => stateModels.saveStateModel(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/product-state-model/:id',
    operationId: 'deleteProductStateModel',
    access: write,
    errors: ['inUse'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => stateModels.deleteStateModel(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/status-model/create-status-model',
    operationId: 'saveStatusModel',
    summary: 'Create a status model, or replace it when the body has its id',
    access: write,
    errors: ['notFound'],
    schema: { body: StatusModelBody, response: { 200: StatusModelView } },
    handler: (ctx, { body }) => statusModels.saveStatusModel(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/status-model/delete/:id',
    operationId: 'deleteStatusModel',
    access: write,
    errors: ['inUse'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => statusModels.deleteStatusModel(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/status-model/byCompany',
    operationId: 'listStatusModels',
    summary: 'Status models of the company',
    access: read,
    schema: { response: { 200: Type.Array(StatusModelView) } },
    handler: (ctx) => statusModels.listStatusModels(ctx),
  }),
  route({
    method: 'POST',
    url: '/product-survey',
    operationId: 'saveProductSurvey',
    summary: 'Create a product survey, or replace it when the body has its id',
    access: write,
    errors: ['notFound'],
    schema: { body: SurveyBody, response: { 200: SurveyView } },
    handler: (ctx, { body }) => surveys.saveSurvey(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/product-survey',
    operationId: 'listProductSurveys',
    summary: 'Product surveys of the company, optionally only those asked for one product',
    access: read,
    schema: {
      querystring: Type.Object({ productId: Type.Optional(Id) }, { additionalProperties: false }),
      response: { 200: Type.Array(SurveyView) },
    },
    handler: (ctx, { query }) => surveys.listSurveys(ctx, query.productId),
  }),
  route({
    method: 'DELETE',
    url: '/product-survey/:id',
    operationId: 'deleteProductSurvey',
    access: write,
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => surveys.deleteSurvey(ctx, params.id),
  }),
  ...historyRoutes,
];
