import type { AccessModule, ImportKind } from '@hirebase/shared';
import { normalizeHeader, writeCsv } from '../../platform/csv.ts';
import { csvRows, readCsvHeader } from '../../platform/csv-read.ts';
import { notFound } from '../../platform/errors.ts';
import { employee } from '../../platform/http/access.ts';
import { type Ctx, tenantOf, userActor } from '../../platform/http/context.ts';
import { checkAccess } from '../../platform/http/guard.ts';
import * as repo from './repository.ts';
import { importJobView } from './views.ts';

const MODULE_OF: Record<ImportKind, AccessModule> = {
  customers: 'customers',
  products: 'catalogue',
  packs: 'catalogue',
};

/** A job of the session's company, readable with read access to its module; an administrator reads any job. */
async function jobFor(ctx: Ctx, id: string) {
  const actor = userActor(ctx);
  if (actor.role === 'admin') {
    const job = await repo.findJobAnyCompany(ctx.db, id);
    if (!job) throw notFound('import', id);
    return job;
  }
  const job = await repo.findJob(ctx.db, tenantOf(ctx), id);
  if (!job) throw notFound('import', id);
  checkAccess(employee(MODULE_OF[job.kind], 'read'), actor);
  return job;
}

export const getImport = async (ctx: Ctx, id: string) => importJobView(await jobFor(ctx, id));

/**
 * The refused rows as CSV: row, field and message, followed by the row's own cells from the uploaded file, so the
 * report can be corrected in a spreadsheet and imported again (the extra columns are ignored).
 */
export async function importErrorsCsv(ctx: Ctx, id: string) {
  const job = await jobFor(ctx, id);
  const original = job.storageKey ? await ctx.deps.storage.get(job.storageKey) : undefined;
  let headers: string[] = [];
  const cellsByRow = new Map<number, string[]>();
  if (original) {
    const table = readCsvHeader({ filename: 'import.csv', mimetype: 'text/csv', data: original });
    const own = new Set(['row', 'field', 'message']);
    headers = table.headers.filter((h) => !own.has(normalizeHeader(h)));
    const kept = table.headers.map((h) => !own.has(normalizeHeader(h)));
    const wanted = new Set(job.errors.map((e) => e.row));
    // read as a stream; only the refused rows are kept, cut to the header's columns
    if (wanted.size > 0) {
      for await (const r of csvRows(original)) {
        if (!wanted.has(r.row)) continue;
        cellsByRow.set(
          r.row,
          table.headers.map((_, i) => r.cells[i] ?? '').filter((_, i) => kept[i]),
        );
      }
    }
  }
  const rows = job.errors.map((e) => [e.row, e.field, e.message, ...(cellsByRow.get(e.row) ?? [])]);
  return {
    fileName: `import-errors-${job.id}.csv`,
    data: writeCsv(['row', 'field', 'message', ...headers], rows),
  };
}
