import { Type } from 'typebox';
import { notFound } from '../../platform/errors.ts';
import { anyUser, employee, publicAccess } from '../../platform/http/access.ts';
import { userActor } from '../../platform/http/context.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Line } from '../../platform/http/schemas.ts';
import { findMembership } from '../employees/index.ts';
import { findCompanyById, nameTaken, slugReserved } from './repository.ts';
import { CompanyView } from './schemas.ts';
import { companyView } from './views.ts';

const Unique = Type.Object({ unique: Type.Boolean() });

export const companyRoutes = [
  route({
    method: 'GET',
    url: '/company/currentCompany',
    operationId: 'getCurrentCompany',
    summary: 'The company of the session',
    access: employee(),
    schema: { response: { 200: CompanyView } },
    handler: async (ctx) => companyView((await findCompanyById(ctx.db, ctx.companyId))!),
  }),
  route({
    method: 'GET',
    url: '/company/byID/:id',
    operationId: 'getCompanyById',
    summary: 'A company the user works in (404 for any other)',
    access: anyUser,
    schema: { params: Type.Object({ id: Id }), response: { 200: CompanyView } },
    handler: async (ctx, { params }) => {
      const actor = userActor(ctx);
      const allowed = actor.role === 'admin' || (await findMembership(ctx.db, params.id, actor.userId));
      const company = allowed ? await findCompanyById(ctx.db, params.id) : undefined;
      if (!company) throw notFound('company', params.id);
      return companyView(company);
    },
  }),
  route({
    method: 'GET',
    url: '/company/isNameUnique/:name',
    operationId: 'isNameUnique',
    summary: 'Whether no company has this name yet',
    access: publicAccess,
    schema: { params: Type.Object({ name: Line(200, { minLength: 1 }) }), response: { 200: Unique } },
    handler: async (ctx, { params }) => ({ unique: !(await nameTaken(ctx.db, params.name)) }),
  }),
  route({
    method: 'GET',
    url: '/company/isSlugUnique/:slug',
    operationId: 'isSlugUnique',
    summary: 'Whether no company uses this store address yet',
    access: publicAccess,
    schema: { params: Type.Object({ slug: Line(100, { minLength: 1 }) }), response: { 200: Unique } },
    handler: async (ctx, { params }) => ({ unique: !(await slugReserved(ctx.db, params.slug.toLowerCase())) }),
  }),
];
