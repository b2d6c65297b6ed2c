import { Type } from 'typebox';
import { employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Ok } from '../../platform/http/schemas.ts';
import { PUBLIC_LIMITS } from '../auth/index.ts';
import { acceptInvitation, declineInvitation, readInvitation } from './invitations.ts';
import { cancelInvitation, listPendingInvitations, resendInvitation } from './pending-invitations.ts';
import {
  AddEmployeeAnswer,
  EmployeeBody,
  EmployeeView,
  InvitationAccepted,
  InvitationDeclined,
  InvitationDetails,
  InvitationResent,
  InvitationTokenBody,
  PendingInvitation,
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
    perClient: PUBLIC_LIMITS.invitationLinks,
    schema: { body: InvitationTokenBody, response: { 200: InvitationDetails } },
    handler: (ctx, { body }) => readInvitation(ctx, body.token),
  }),
  route({
    method: 'POST',
    url: '/employee/invitation/accept',
    operationId: 'acceptCompanyInvitation',
    summary: 'Accept a mailed invitation: the invited person becomes a member of the company',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.invitationLinks,
    schema: { body: InvitationTokenBody, response: { 200: InvitationAccepted } },
    handler: (ctx, { body }) => acceptInvitation(ctx, body.token),
  }),
  route({
    method: 'POST',
    url: '/employee/invitation/decline',
    operationId: 'declineCompanyInvitation',
    summary: 'Decline a mailed invitation: the invited person does not join and the link stops working',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.invitationLinks,
    schema: { body: InvitationTokenBody, response: { 200: InvitationDeclined } },
    handler: (ctx, { body }) => declineInvitation(ctx, body.token),
  }),
  route({
    method: 'GET',
    url: '/employee/invitations',
    operationId: 'listCompanyInvitations',
    summary: "The company's invitations not yet accepted (expired ones too)",
    access: employee('employees', 'write'),
    schema: { response: { 200: Type.Array(PendingInvitation) } },
    handler: (ctx) => listPendingInvitations(ctx),
  }),
  route({
    method: 'POST',
    url: '/employee/invitation/:invitationId/resend',
    operationId: 'resendCompanyInvitation',
    summary: 'Mail a pending invitation again, with a new link valid 7 days (the previous link stops working)',
    access: employee('employees', 'write'),
    schema: { params: Type.Object({ invitationId: Id }), response: { 200: InvitationResent } },
    handler: (ctx, { params }) => resendInvitation(ctx, params.invitationId),
  }),
  route({
    method: 'DELETE',
    url: '/employee/invitation/:invitationId',
    operationId: 'cancelCompanyInvitation',
    summary: 'Withdraw a pending invitation: its link stops working',
    access: employee('employees', 'write'),
    schema: { params: Type.Object({ invitationId: Id }), response: { 200: Ok } },
    handler: (ctx, { params }) => cancelInvitation(ctx, params.invitationId),
  }),
];
