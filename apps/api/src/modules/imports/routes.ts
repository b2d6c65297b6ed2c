import { anyUser } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { ImportJobView, ImportParams } from './schemas.ts';
import * as imports from './service.ts';

// Staff read the jobs of their company (with read access to the job's module); administrators read any job.
export const importRoutes = [
  route({
    method: 'GET',
    url: '/imports/:id',
    operationId: 'getImport',
    summary: 'Progress of an import: status, rows processed of the total, counts and the first errors',
    access: anyUser,
    schema: { params: ImportParams, response: { 200: ImportJobView } },
    handler: (ctx, { params }) => imports.getImport(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/imports/:id/errors.csv',
    operationId: 'getImportErrorsCsv',
    summary: 'The rows an import refused, as CSV (row, field, message, then the cells of the row)',
    access: anyUser,
    raw: { contentType: 'text/csv; charset=utf-8' },
    schema: { params: ImportParams },
    handler: async (ctx, { params, http }) => {
      const report = await imports.importErrorsCsv(ctx, params.id);
      http.header('content-disposition', `attachment; filename="${report.fileName}"`);
      return report.data;
    },
  }),
];
