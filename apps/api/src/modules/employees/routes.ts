import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Ok } from '../../platform/http/schemas.ts';
import { EmployeeBody, EmployeeView } from './schemas.ts';
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
    summary: 'Give a person access to the company (invites a new email; updates access of an existing employee)',
    access: employee('employees', 'write'),
    errors: ['alreadyExists', 'lastManager'],
    schema: { body: EmployeeBody, response: { 200: EmployeeView } },
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
];
