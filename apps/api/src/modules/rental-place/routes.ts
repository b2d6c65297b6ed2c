import { Type } from 'typebox';
import { admin, b2b, publicAccess, rentalPlaceUser } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Email, Id, Line, Password, Slug } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { PUBLIC_LIMITS } from '../auth/index.ts';
import { rentalPlaceUserSearchSpec, searchRentalPlaceUsers } from './admin-search.ts';
import { B2bAccountView, CreateRentalPlaceUserBody, RentalPlaceUserView } from './schemas.ts';
import * as rentalPlace from './service.ts';

export const rentalPlaceRoutes = [
  route({
    method: 'GET',
    url: '/admin/rental-place-user/search',
    operationId: 'adminSearchRentalPlaceUsers',
    summary: 'Marketplace customer accounts, by part of their email or name',
    access: admin,
    schema: {
      querystring: listQuerySchema(rentalPlaceUserSearchSpec),
      response: { 200: Paginated(RentalPlaceUserView) },
    },
    handler: (ctx, { query }) => searchRentalPlaceUsers(ctx, parseListQuery(rentalPlaceUserSearchSpec, query)),
  }),
  route({
    method: 'POST',
    url: '/rental-place-user/create',
    operationId: 'createRentalPlaceUser',
    summary: 'Marketplace customer sign-up',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.signUps,
    errors: ['alreadyExists'],
    schema: { body: CreateRentalPlaceUserBody, response: { 200: RentalPlaceUserView } },
    handler: (ctx, { body }) => rentalPlace.createRentalPlaceUser(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/rental-place-user/me',
    operationId: 'getRentalPlaceUserMe',
    access: rentalPlaceUser,
    schema: { response: { 200: RentalPlaceUserView } },
    handler: (ctx) => rentalPlace.currentRentalPlaceUser(ctx),
  }),
  route({
    method: 'GET',
    url: '/rental-place-b2b/current',
    operationId: 'getCurrentRentalPlaceB2b',
    summary: 'The logged-in managing place and its companies',
    access: b2b,
    schema: { response: { 200: B2bAccountView } },
    handler: (ctx) => rentalPlace.currentB2bAccount(ctx),
  }),
  route({
    method: 'POST',
    url: '/admin/rental-place-b2b/create',
    operationId: 'adminCreateRentalPlaceB2b',
    summary: 'Create a managing place linked to companies',
    access: admin,
    errors: ['alreadyExists'],
    schema: {
      body: Type.Object({
        name: Line(200, { minLength: 1 }),
        slug: Slug,
        email: Email,
        password: Password,
        companyIds: Type.Array(Id, { maxItems: 500 }),
      }),
      response: { 200: B2bAccountView },
    },
    handler: (ctx, { body }) => rentalPlace.createB2bAccount(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/admin/rental-place-b2b/update/:id',
    operationId: 'adminUpdateRentalPlaceB2b',
    summary: 'Change a managing place; the sessions it opened in a company it no longer manages end',
    access: admin,
    schema: {
      params: Type.Object({ id: Id }),
      body: Type.Object({
        name: Type.Optional(Line(200, { minLength: 1 })),
        isActive: Type.Optional(Type.Boolean()),
        companyIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
      }),
      response: { 200: B2bAccountView },
    },
    handler: (ctx, { params, body }) => rentalPlace.changeB2bAccount(ctx, params.id, body),
  }),
];
