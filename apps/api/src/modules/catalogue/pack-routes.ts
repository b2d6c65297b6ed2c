import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams, Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import * as packs from './packs.ts';
import { DuplicateBody, SearchParams } from './schemas/common.ts';
import { PackBody, PackParams, PackView } from './schemas/packs.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');

export const packRoutes = [
  route({
    method: 'POST',
    url: '/pack/create-pack',
    operationId: 'createPack',
    summary: 'Create a pack with its items (or save over an existing one when the body has its id)',
    access: write,
    errors: ['notFound'],
    schema: { body: PackBody, response: { 200: PackView } },
    handler: (ctx, { body }) => packs.savePack(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/pack/duplicate-pack/:packId',
    operationId: 'duplicatePack',
    summary: 'Copy a pack with its items',
    access: write,
    schema: { params: PackParams, body: DuplicateBody, response: { 200: PackView } },
    handler: (ctx, { params, body }) => packs.duplicatePack(ctx, params.packId, body?.name),
  }),
  route({
    method: 'DELETE',
    url: '/pack/delete/:id',
    operationId: 'deletePack',
    summary: 'Delete a pack',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => packs.deletePack(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/pack/byCompany',
    operationId: 'getPacksByCompany',
    summary: 'Packs of the company',
    access: read,
    schema: { querystring: listQuerySchema(packs.packListSpec), response: { 200: Paginated(PackView) } },
    handler: (ctx, { query }) => packs.listPacks(ctx, parseListQuery(packs.packListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/pack/getByCompanyLLD',
    operationId: 'getPacksByCompanyLLD',
    summary: 'Packs offered for long-term rental (LLD)',
    access: read,
    schema: { querystring: listQuerySchema(packs.packListSpec), response: { 200: Paginated(PackView) } },
    handler: (ctx, { query }) => packs.listPacks(ctx, parseListQuery(packs.packListSpec, query), true),
  }),
  route({
    method: 'GET',
    url: '/pack/byId/:id',
    operationId: 'getPackById',
    summary: 'A pack with its items',
    access: read,
    schema: { params: IdParams, response: { 200: PackView } },
    handler: (ctx, { params }) => packs.getPack(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/pack/byName/:search',
    operationId: 'getPacksByName',
    summary: 'Packs whose name contains the text (first 20)',
    access: read,
    schema: { params: SearchParams, response: { 200: Type.Array(PackView) } },
    handler: (ctx, { params }) => packs.packsByName(ctx, params.search),
  }),
];
