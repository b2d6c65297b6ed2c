import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams, Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { DuplicateBody, SearchParams } from './schemas/common.ts';
import { ServiceBody, ServiceParams, ServiceView } from './schemas/services.ts';
import * as services from './services.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');
const ServiceList = Paginated(ServiceView);

export const serviceRoutes = [
  route({
    method: 'POST',
    url: '/service/create-service',
    operationId: 'createService',
    summary: 'Create a service (or save over an existing one when the body has its id)',
    access: write,
    errors: ['notFound'],
    schema: { body: ServiceBody, response: { 200: ServiceView } },
    handler: (ctx, { body }) => services.saveService(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/service/duplicate-service/:serviceId',
    operationId: 'duplicateService',
    summary: 'Copy a service',
    access: write,
    schema: { params: ServiceParams, body: DuplicateBody, response: { 200: ServiceView } },
    handler: (ctx, { params, body }) => services.duplicateService(ctx, params.serviceId, body?.name),
  }),
  route({
    method: 'DELETE',
    url: '/service/delete/:id',
    operationId: 'deleteService',
    summary: 'Delete a service',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => services.deleteService(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/service/getByCompany',
    operationId: 'getServicesByCompany',
    summary: 'Services of the company',
    access: read,
    schema: { querystring: listQuerySchema(services.serviceListSpec), response: { 200: ServiceList } },
    handler: (ctx, { query }) => services.listServices(ctx, parseListQuery(services.serviceListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/service/getByCompanyLLD',
    operationId: 'getServicesByCompanyLLD',
    summary: 'Services offered with long-term rentals (LLD)',
    access: read,
    schema: { querystring: listQuerySchema(services.serviceListSpec), response: { 200: ServiceList } },
    handler: (ctx, { query }) => services.listServices(ctx, parseListQuery(services.serviceListSpec, query), true),
  }),
  route({
    method: 'GET',
    url: '/service/byId/:id',
    operationId: 'getServiceById',
    summary: 'One service',
    access: read,
    schema: { params: IdParams, response: { 200: ServiceView } },
    handler: (ctx, { params }) => services.getService(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/service/byName/:search',
    operationId: 'getServicesByName',
    summary: 'Services whose name contains the text (first 20)',
    access: read,
    schema: { params: SearchParams, response: { 200: Type.Array(ServiceView) } },
    handler: (ctx, { params }) => services.servicesByName(ctx, params.search),
  }),
  route({
    method: 'GET',
    url: '/service/byNameLLD/:search',
    operationId: 'getServicesByNameLLD',
    summary: 'LLD services whose name contains the text (first 20)',
    access: read,
    schema: { params: SearchParams, response: { 200: Type.Array(ServiceView) } },
    handler: (ctx, { params }) => services.servicesByName(ctx, params.search, true),
  }),
];
