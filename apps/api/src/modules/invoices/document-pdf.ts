import { createHash } from 'node:crypto';
import { notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { type DocumentRef, ensurePdf, readIssued } from './pdf-store.ts';

/**
 * GET /invoice/{invoiceId}/pdf and GET /creditNote/{creditNoteId}/pdf: the stored file (rendered and stored first
 * when its job has not run yet), checked against the SHA-256 recorded when it was first stored.
 */
export async function documentPdf(ctx: StaffCtx, kind: DocumentRef['kind'], id: string) {
  const d = await readIssued(ctx.db, { companyId: ctx.companyId, kind, id });
  if (!d) throw notFound(kind === 'INVOICE' ? 'invoice' : 'creditNote', id);
  const { key, sha256 } = await ensurePdf(ctx.db, ctx.deps, d);
  const data = await ctx.deps.storage.get(key);
  if (!data) throw new Error(`The PDF of ${d.number} is missing from storage (${key})`);
  if (createHash('sha256').update(data).digest('hex') !== sha256) {
    throw new Error(`The stored PDF of ${d.number} is not the one issued (${key})`);
  }
  return { data, fileName: `${d.number}.pdf` };
}
