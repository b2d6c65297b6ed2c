import { Type } from 'typebox';
import { admin, employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { ImportJobView } from '../imports/index.ts';
import * as customers from './customers.ts';
import { customerDocumentRoutes } from './document-routes.ts';
import { exportCustomersCsv } from './export-csv.ts';
import { importCustomersIntoCompany, importOwnCustomers } from './import-customers.ts';
import { customerExportSpec, customerListSpec, listCustomers } from './list.ts';
import * as models from './models.ts';
import { saveCustomer } from './save-customer.ts';
import {
  CompanyParams,
  CreateCustomerModelBody,
  CustomerBody,
  CustomerChoice,
  CustomerDetail,
  CustomerModelView,
  CustomerParams,
  CustomerView,
  DuplicateCheck,
  EmailParams,
  SelectQuery,
  UpdateCustomerModelBody,
  VerifyParams,
} from './schemas.ts';

const read = employee('customers', 'read');
const write = employee('customers', 'write');

export const customerRoutes = [
  route({
    method: 'POST',
    url: '/customer-model',
    operationId: 'createCustomerModel',
    summary: 'Create a customer model (its custom fields); the first one is the default',
    access: write,
    schema: { body: CreateCustomerModelBody, response: { 200: CustomerModelView } },
    handler: (ctx, { body }) => models.createCustomerModel(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/customer-model',
    operationId: 'updateCustomerModel',
    summary: 'Rename a customer model, replace its fields, or make it the default',
    access: write,
    errors: ['notFound'],
    schema: { body: UpdateCustomerModelBody, response: { 200: CustomerModelView } },
    handler: (ctx, { body }) => models.updateCustomerModel(ctx, body.id, body),
  }),
  route({
    method: 'GET',
    url: '/customer-model/all',
    operationId: 'listCustomerModels',
    summary: 'Customer models of the company, the default first',
    access: read,
    schema: { response: { 200: Type.Array(CustomerModelView) } },
    handler: (ctx) => models.listCustomerModels(ctx),
  }),
  route({
    method: 'POST',
    url: '/customer',
    operationId: 'saveCustomer',
    summary: 'Create a customer, or update the one named by id (absent fields stay as they are)',
    access: write,
    errors: ['alreadyExists', 'notFound'],
    schema: { body: CustomerBody, response: { 200: CustomerView } },
    handler: (ctx, { body }) => saveCustomer(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/customer',
    operationId: 'listCustomers',
    summary: 'Customers with filters, search, sort and pages',
    access: read,
    schema: { querystring: listQuerySchema(customerListSpec), response: { 200: Paginated(CustomerView) } },
    handler: (ctx, { query }) => listCustomers(ctx, parseListQuery(customerListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/customer/csv',
    operationId: 'exportCustomersCsv',
    summary: 'The customers the same filters list, as a CSV file for spreadsheets (UTF-8 with BOM, ";")',
    access: read,
    raw: { contentType: 'text/csv; charset=utf-8' },
    schema: { querystring: listQuerySchema(customerExportSpec) },
    handler: async (ctx, { query, http }) => {
      const file = await exportCustomersCsv(ctx, parseListQuery(customerExportSpec, query));
      http.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  }),
  route({
    method: 'GET',
    url: '/customer/listSelectCustomers',
    operationId: 'listSelectCustomers',
    summary: 'Customers for a select box: id, name, email and phone (50 at most)',
    access: read,
    schema: { querystring: SelectQuery, response: { 200: Type.Array(CustomerChoice) } },
    handler: (ctx, { query }) => customers.listSelectCustomers(ctx, query.search, query.limit),
  }),
  route({
    method: 'GET',
    url: '/customer/email/:email',
    operationId: 'getCustomerByEmail',
    access: read,
    schema: { params: EmailParams, response: { 200: CustomerView } },
    handler: (ctx, { params }) => customers.getCustomerByEmail(ctx, params.email),
  }),
  route({
    method: 'GET',
    url: '/customer/verifyCustomerInDb/:email/:id',
    operationId: 'verifyCustomerInDb',
    summary: 'Whether another customer (than id) already has this email',
    access: read,
    schema: { params: VerifyParams, response: { 200: DuplicateCheck } },
    handler: (ctx, { params }) => customers.verifyCustomerInDb(ctx, params.email, params.id),
  }),
  route({
    method: 'GET',
    url: '/customer/:customerId',
    operationId: 'getCustomer',
    summary: 'A customer with their documents',
    access: read,
    schema: { params: CustomerParams, response: { 200: CustomerDetail } },
    handler: (ctx, { params }) => customers.getCustomer(ctx, params.customerId),
  }),
  route({
    method: 'DELETE',
    url: '/customer/:customerId',
    operationId: 'deleteCustomer',
    summary: 'Delete a customer (they leave lists and lookups; their history stays)',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: CustomerParams, response: { 200: Ok } },
    handler: (ctx, { params }) => customers.deleteCustomer(ctx, params.customerId),
  }),
  route({
    method: 'POST',
    url: '/customer/import',
    operationId: 'importCustomers',
    errors: ['tooManyImports'],
    summary: 'Import customers from a CSV file (form field "file", 10 MB at most); answers the background job',
    access: write,
    multipart: true,
    schema: { response: { 202: ImportJobView } },
    handler: async (ctx, { http }) => {
      const job = await importOwnCustomers(ctx, http.files);
      http.status(202);
      return job;
    },
  }),
  route({
    method: 'POST',
    url: '/admin/company/upload-customers/:companyId',
    operationId: 'adminUploadCustomers',
    errors: ['tooManyImports'],
    summary: 'Import customers into a company from a CSV file (form field "file"); answers the background job',
    access: admin,
    multipart: true,
    schema: { params: CompanyParams, response: { 202: ImportJobView } },
    handler: async (ctx, { params, http }) => {
      const job = await importCustomersIntoCompany(ctx, params.companyId, http.files);
      http.status(202);
      return job;
    },
  }),
  ...customerDocumentRoutes,
];
