import { Type } from 'typebox';
import { admin, employee } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Id } from '../../../platform/http/schemas.ts';
import { ImportJobView } from '../../imports/index.ts';
import { exportCatalogueCsv } from './export-catalogue.ts';
import { exportPacksCsv } from './export-packs.ts';
import { importOwnPacks, importPacksIntoCompany } from './import-packs.ts';
import { importOwnProducts, importProductsIntoCompany } from './import-products.ts';

const CompanyParams = Type.Object({ companyId: Id });
const csv = { contentType: 'text/csv; charset=utf-8' };
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** Catalogue CSV exports and imports: a shop's own, and any company's for administrators (layout in columns.ts). */
export const catalogueTransferRoutes = [
  route({
    method: 'GET',
    url: '/products/export.csv',
    operationId: 'exportProductsCsv',
    summary: 'The products as CSV, one row per unit (UTF-8 with BOM, ";"); the products import reads it back',
    access: employee('catalogue', 'read'),
    raw: csv,
    schema: {},
    handler: async (ctx, { http }) => {
      const file = await exportCatalogueCsv(ctx, ctx.companyId);
      http.header('content-disposition', attachment(file.fileName));
      return file.data;
    },
  }),
  route({
    method: 'POST',
    url: '/products/import',
    operationId: 'importProducts',
    errors: ['tooManyImports'],
    summary: 'Import models, products and units from a CSV file (form field "file"); answers the background job',
    access: employee('catalogue', 'write'),
    multipart: true,
    schema: { response: { 202: ImportJobView } },
    handler: async (ctx, { http }) => {
      const job = await importOwnProducts(ctx, http.files);
      http.status(202);
      return job;
    },
  }),
  route({
    method: 'POST',
    url: '/pack/import',
    operationId: 'importPacks',
    errors: ['tooManyImports'],
    summary: 'Import packs from a CSV file (form field "file"); answers the background job',
    access: employee('catalogue', 'write'),
    multipart: true,
    schema: { response: { 202: ImportJobView } },
    handler: async (ctx, { http }) => {
      const job = await importOwnPacks(ctx, http.files);
      http.status(202);
      return job;
    },
  }),
  route({
    method: 'GET',
    url: '/admin/company/export-company-catalogue/:companyId',
    operationId: 'adminExportCompanyCatalogue',
    summary: "A company's products as CSV, one row per unit; upload-products reads it back",
    access: admin,
    raw: csv,
    schema: { params: CompanyParams },
    handler: async (ctx, { params, http }) => {
      const file = await exportCatalogueCsv(ctx, params.companyId);
      http.header('content-disposition', attachment(file.fileName));
      return file.data;
    },
  }),
  route({
    method: 'GET',
    url: '/admin/company/export-company-packs/:companyId',
    operationId: 'adminExportCompanyPacks',
    summary: "A company's packs as CSV, items as `name × quantity` joined by |; upload-packs reads it back",
    access: admin,
    raw: csv,
    schema: { params: CompanyParams },
    handler: async (ctx, { params, http }) => {
      const file = await exportPacksCsv(ctx, params.companyId);
      http.header('content-disposition', attachment(file.fileName));
      return file.data;
    },
  }),
  route({
    method: 'POST',
    url: '/admin/company/upload-products/:companyId',
    operationId: 'adminUploadProducts',
    errors: ['tooManyImports'],
    summary: 'Import models, products and units into a company from a CSV file (form field "file"); answers the job',
    access: admin,
    multipart: true,
    schema: { params: CompanyParams, response: { 202: ImportJobView } },
    handler: async (ctx, { params, http }) => {
      const job = await importProductsIntoCompany(ctx, params.companyId, http.files);
      http.status(202);
      return job;
    },
  }),
  route({
    method: 'POST',
    url: '/admin/company/upload-packs/:companyId',
    operationId: 'adminUploadPacks',
    errors: ['tooManyImports'],
    summary: 'Import packs into a company from a CSV file (form field "file"); answers the background job',
    access: admin,
    multipart: true,
    schema: { params: CompanyParams, response: { 202: ImportJobView } },
    handler: async (ctx, { params, http }) => {
      const job = await importPacksIntoCompany(ctx, params.companyId, http.files);
      http.status(202);
      return job;
    },
  }),
];
