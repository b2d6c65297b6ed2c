import { Type } from 'typebox';
import { admin } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Email, Id, Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { CompanyView } from '../companies/schemas.ts';
import { companyView } from '../companies/views.ts';
import { EmployeeView } from '../employees/schemas.ts';
import { UserView } from '../users/schemas.ts';
import * as companies from './companies.ts';
import { companySearchSpec, searchCompanies } from './company-search.ts';
import {
  ArchiveBody,
  CompanyAccessBody,
  CreateCompanyBody,
  CreatedCompany,
  CreateUserBody,
  EmailCheck,
  EmployeeAccessBody,
  HubspotIdBody,
  SlackIdBody,
  UpdateUserBody,
  UserDetail,
} from './schemas.ts';
import * as users from './users.ts';

const ById = Type.Object({ id: Id });
const UserIdBody = { userId: Id };

export const adminRoutes = [
  route({
    method: 'POST',
    url: '/admin/company/create',
    operationId: 'adminCreateCompany',
    summary: 'Create a company with its first manager',
    access: admin,
    schema: { body: CreateCompanyBody, response: { 200: CreatedCompany } },
    handler: (ctx, { body }) => companies.createCompany(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/admin/company/getById/:id',
    operationId: 'adminGetCompany',
    access: admin,
    schema: { params: ById, response: { 200: CompanyView } },
    handler: async (ctx, { params }) => companyView(await companies.getCompany(ctx, params.id)),
  }),
  route({
    method: 'GET',
    url: '/admin/company/employees/:id',
    operationId: 'adminCompanyEmployees',
    access: admin,
    schema: { params: ById, response: { 200: Type.Array(EmployeeView) } },
    handler: (ctx, { params }) => companies.companyEmployees(ctx, params.id),
  }),
  route({
    method: 'PUT',
    url: '/admin/company/employee/:companyId/:userId',
    operationId: 'adminUpdateCompanyEmployee',
    summary: "Set an employee's role and access",
    access: admin,
    schema: {
      params: Type.Object({ companyId: Id, userId: Id }),
      body: EmployeeAccessBody,
      response: { 200: EmployeeView },
    },
    handler: (ctx, { params, body }) => companies.setEmployeeAccess(ctx, params.companyId, params.userId, body),
  }),
  route({
    method: 'GET',
    url: '/admin/company/checkEmail/:email',
    operationId: 'adminCheckEmail',
    summary: 'Whether a user has this email, and their companies',
    access: admin,
    schema: { params: Type.Object({ email: Email }), response: { 200: EmailCheck } },
    handler: (ctx, { params }) => users.checkEmail(ctx, params.email),
  }),
  route({
    method: 'GET',
    url: '/admin/company/search',
    operationId: 'adminSearchCompanies',
    summary: 'Search companies by text, status/type and filters',
    access: admin,
    schema: { querystring: listQuerySchema(companySearchSpec), response: { 200: Paginated(CompanyView) } },
    handler: (ctx, { query }) => searchCompanies(ctx.db, parseListQuery(companySearchSpec, query), ctx.now),
  }),
  route({
    method: 'PUT',
    url: '/admin/company/archive/:id',
    operationId: 'adminArchiveCompany',
    summary: 'Archive a company (its staff are locked out)',
    access: admin,
    schema: { params: ById, body: ArchiveBody, response: { 200: CompanyView } },
    handler: (ctx, { params, body }) => companies.archiveCompany(ctx, params.id, body.reason),
  }),
  route({
    method: 'PUT',
    url: '/admin/company/companyAccess/:id',
    operationId: 'adminSetCompanyAccess',
    summary: 'Account status, trial, subscription and feature switches',
    access: admin,
    schema: { params: ById, body: CompanyAccessBody, response: { 200: CompanyView } },
    handler: (ctx, { params, body }) => companies.setCompanyAccess(ctx, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/admin/user/create',
    operationId: 'adminCreateUser',
    summary: 'Create a platform user (activation mail when no password is given)',
    access: admin,
    schema: { body: CreateUserBody, response: { 200: UserView } },
    handler: (ctx, { body }) => users.createUser(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/admin/user',
    operationId: 'adminListUsers',
    summary: 'Platform users with the generic list filters',
    access: admin,
    schema: { querystring: listQuerySchema(users.userListSpec), response: { 200: Paginated(UserView) } },
    handler: (ctx, { query }) => users.listUsers(ctx, parseListQuery(users.userListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/admin/user/search',
    operationId: 'adminSearchUsers',
    access: admin,
    schema: { querystring: listQuerySchema(users.userSearchSpec), response: { 200: Paginated(UserView) } },
    handler: (ctx, { query }) => users.searchUsers(ctx, parseListQuery(users.userSearchSpec, query), false),
  }),
  route({
    method: 'GET',
    url: '/admin/user/searchWithoutCompany',
    operationId: 'adminSearchUsersWithoutCompany',
    summary: 'Users attached to no company',
    access: admin,
    schema: { querystring: listQuerySchema(users.userSearchSpec), response: { 200: Paginated(UserView) } },
    handler: (ctx, { query }) => users.searchUsers(ctx, parseListQuery(users.userSearchSpec, query), true),
  }),
  route({
    method: 'GET',
    url: '/admin/user/:id',
    operationId: 'adminGetUser',
    access: admin,
    schema: { params: ById, response: { 200: UserDetail } },
    handler: (ctx, { params }) => users.getUser(ctx, params.id),
  }),
  route({
    method: 'DELETE',
    url: '/admin/user/:id',
    operationId: 'adminDeleteUser',
    summary: 'Delete a user (sessions end, memberships removed)',
    access: admin,
    schema: { params: ById, response: { 200: Ok } },
    handler: (ctx, { params }) => users.deleteUser(ctx, params.id),
  }),
  route({
    method: 'PUT',
    url: '/admin/user/update/:id',
    operationId: 'adminUpdateUser',
    access: admin,
    schema: { params: ById, body: UpdateUserBody, response: { 200: UserView } },
    handler: (ctx, { params, body }) => users.updateUserByAdmin(ctx, params.id, body),
  }),
  route({
    method: 'PUT',
    url: '/admin/user/updatePassword',
    operationId: 'adminUpdateUserPassword',
    summary: "Set a user's password (their sessions end)",
    access: admin,
    schema: {
      body: Type.Object({ ...UserIdBody, password: Type.String({ minLength: 1, maxLength: 256 }) }),
      response: { 200: Ok },
    },
    handler: (ctx, { body }) => users.setPassword(ctx, body.userId, body.password),
  }),
  route({
    method: 'PUT',
    url: '/admin/user/updateUserIsAccountActivated',
    operationId: 'adminSetUserActivated',
    summary: 'Activate or deactivate an account',
    access: admin,
    schema: { body: Type.Object({ ...UserIdBody, isAccountActivated: Type.Boolean() }), response: { 200: UserView } },
    handler: (ctx, { body }) => users.setActivated(ctx, body.userId, body.isAccountActivated),
  }),
  route({
    method: 'PUT',
    url: '/admin/user/updateHubspotId',
    operationId: 'adminSetUserHubspotId',
    summary: "Set or clear the user's HubSpot id",
    access: admin,
    schema: { body: HubspotIdBody, response: { 200: UserDetail } },
    handler: (ctx, { body }) => users.setCrmId(ctx, body.userId, 'hubspotId', body.hubspotId),
  }),
  route({
    method: 'PUT',
    url: '/admin/user/updateSlackId',
    operationId: 'adminSetUserSlackId',
    summary: "Set or clear the user's Slack id",
    access: admin,
    schema: { body: SlackIdBody, response: { 200: UserDetail } },
    handler: (ctx, { body }) => users.setCrmId(ctx, body.userId, 'slackId', body.slackId),
  }),
];
