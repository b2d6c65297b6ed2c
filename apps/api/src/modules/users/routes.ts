import { Type } from 'typebox';
import { integrationNotConfigured } from '../../platform/errors.ts';
import { anyUser, employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Nullable, Ok, Password } from '../../platform/http/schemas.ts';
import { CompanyView } from '../companies/index.ts';
import { AccessMapSchema, ProfileUpdate, UserView } from './schemas.ts';
import * as users from './service.ts';

const Me = Type.Object({
  user: UserView,
  company: Nullable(CompanyView),
  companies: Type.Array(Type.Object({ id: Id, name: Type.String(), slug: Type.String(), isManager: Type.Boolean() })),
  membership: Nullable(Type.Object({ isManager: Type.Boolean(), access: AccessMapSchema })),
  impersonatedBy: Nullable(Type.Object({ id: Id, email: Type.String() })),
});

export const userRoutes = [
  route({
    method: 'GET',
    url: '/user/me',
    operationId: 'getMe',
    summary: 'The logged-in staff member, their company and companies',
    access: anyUser,
    schema: { response: { 200: Me } },
    handler: (ctx) => users.me(ctx),
  }),
  route({
    method: 'PUT',
    url: '/user/me',
    operationId: 'updateMe',
    summary: 'Update my profile',
    access: anyUser,
    schema: { body: ProfileUpdate, response: { 200: UserView } },
    handler: (ctx, { body }) => users.updateProfile(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/user/password',
    operationId: 'changePassword',
    summary: 'Change my password (other sessions end)',
    access: anyUser,
    schema: {
      body: Type.Object({
        currentPassword: Password,
        newPassword: Password,
      }),
      response: { 200: Ok },
    },
    handler: (ctx, { body }) => users.changePassword(ctx, body.currentPassword, body.newPassword),
  }),
  route({
    method: 'GET',
    url: '/user/myAccess',
    operationId: 'getMyAccess',
    summary: 'My access levels in the current company',
    access: employee(),
    schema: {
      response: {
        200: Type.Object({ isManager: Type.Boolean(), access: AccessMapSchema, modules: Type.Array(Type.String()) }),
      },
    },
    handler: (ctx) => users.myAccess(ctx),
  }),
  route({
    method: 'POST',
    url: '/user/uploadUserImg',
    operationId: 'uploadUserImg',
    summary: 'Upload my picture (form field "file": PNG, JPEG or WebP, 5 MB at most)',
    access: anyUser,
    multipart: true,
    schema: { response: { 200: UserView } },
    handler: (ctx, { http }) => users.uploadPicture(ctx, http.files),
  }),
  route({
    method: 'GET',
    url: '/user/picture/:userId',
    operationId: 'getUserPicture',
    access: anyUser,
    raw: { contentType: 'application/octet-stream' },
    schema: { params: Type.Object({ userId: Id }) },
    handler: async (ctx, { params, http }) => {
      const picture = await users.picture(ctx, params.userId);
      http.header('content-type', picture.type);
      http.header('cache-control', 'private, max-age=86400');
      return picture.data;
    },
  }),
  route({
    method: 'GET',
    url: '/user/createTokenMeltingSpot',
    operationId: 'createTokenMeltingSpot',
    summary: 'Token for the community platform (integration)',
    access: anyUser,
    errors: ['integrationNotConfigured'],
    schema: {},
    handler: () => {
      throw integrationNotConfigured('community platform (Melting Spot)');
    },
  }),
];
