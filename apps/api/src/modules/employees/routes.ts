import { Type } from 'typebox';
import { employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Ok } from '../../platform/http/schemas.ts';
import { acceptInvitation, readInvitation } from './invitations.ts';
import {
  AddEmployeeAnswer,
  EmployeeBody,
  EmployeeView,
  InvitationAccepted,
  InvitationDetails,
  InvitationTokenBody,
} from './schemas.ts';
import * as employees from './service.ts';

export const employeeRoutes = [
  route({
    method: 'GET',
    url: '/employee/getAllCompanyEmployees',
    operationId: 'getAllCompanyEmployees',
    summary: 'Staff of the current company',
    access: employee('employees', 'read'),
    schema: { response: { 200: Type.Array(EmployeeView) } },
    handler: (ctx) => employees.listEmployees(ctx),
  }),
  route({
    method: 'POST',
    url: '/employee/add',
    operationId: 'addEmployee',
    summary:
      "Give a person access to the company (creates a new email's account; updates an employee's access; invites anyone else)",
    access: employee('employees', 'write'),
    errors: ['lastManager'],
    schema: { body: EmployeeBody, response: { 200: AddEmployeeAnswer } },
    handler: (ctx, { body }) => employees.addEmployee(ctx, { ...body, access: body.access ?? {} }),
  }),
  route({
    method: 'DELETE',
    url: '/employee/delete/:employeeId',
    operationId: 'deleteEmployee',
    summary: "Remove a person's access to the company",
    access: employee('employees', 'write'),
    errors: ['cannotRemoveSelf', 'lastManager'],
    schema: { params: Type.Object({ employeeId: Id }), response: { 200: Ok } },
    handler: (ctx, { params }) => employees.removeEmployee(ctx, params.employeeId),
  }),

  route({
    method: 'POST',
    url: '/employee/invitation/details',
    operationId: 'readCompanyInvitation',
    summary: 'What a mailed invitation to a company offers',
    access: publicAccess,
    schema: { body: InvitationTokenBody, response: { 200: InvitationDetails } },
    handler: (ctx, { body }) => readInvitation(ctx, body.token),
  }),
  route({
    method: 'POST',
    url: '/employee/invitation/accept',
    operationId: 'acceptCompanyInvitation',
    summary: 'Accept a mailed invitation: the invited person becomes a member of the company',
    access: publicAccess,
    schema: { body: InvitationTokenBody, response: { 200: InvitationAccepted } },
    handler: (ctx, { body }) => acceptInvitation(ctx, body.token),
  }),
];
