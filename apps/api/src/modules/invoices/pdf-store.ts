import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { defineJob } from '../../platform/jobs/definition.ts';
import { type IssuedDocument, renderDocumentPdf } from './invoice-pdf.ts';
import { creditNotes, invoices } from './tables.ts';

export type DocumentRef = { companyId: string; kind: 'INVOICE' | 'CREDIT_NOTE'; id: string };

const tableOf = (kind: DocumentRef['kind']) => (kind === 'INVOICE' ? invoices : creditNotes);

export async function readIssued(db: Db, ref: DocumentRef): Promise<IssuedDocument | undefined> {
  const table = tableOf(ref.kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.companyId, ref.companyId), eq(table.id, ref.id)));
  return row ? ({ kind: ref.kind, ...row } as IssuedDocument) : undefined;
}

/**
 * The document's PDF, rendered and stored once: its storage key and SHA-256 are written in the only update an issued
 * document accepts (from empty). Two renders at once each store their own file; the one written second is removed.
 */
export async function ensurePdf(db: Db, deps: Pick<Deps, 'storage'>, d: IssuedDocument) {
  if (d.pdfKey && d.pdfSha256) return { key: d.pdfKey, sha256: d.pdfSha256 };
  const pdf = await renderDocumentPdf(d);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const folder = d.kind === 'INVOICE' ? 'invoices' : 'credit-notes';
  const key = `${folder}/${d.companyId}/${d.id}/${newId()}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  const table = tableOf(d.kind);
  const [won] = await db
    .update(table)
    .set({ pdfKey: key, pdfSha256: sha256 })
    .where(and(eq(table.companyId, d.companyId), eq(table.id, d.id), isNull(table.pdfKey)))
    .returning({ key: table.pdfKey, sha256: table.pdfSha256 });
  if (won?.key && won.sha256) return { key: won.key, sha256: won.sha256 };
  await deps.storage.remove(key);
  const again = await readIssued(db, d);
  return { key: again?.pdfKey ?? key, sha256: again?.pdfSha256 ?? sha256 };
}

/**
 * Queued in the issuing transaction: stores the PDF when the request that issued the document could not (a crash
 * between commit and rendering, a storage failure). The document and its number exist whatever happens to this job.
 */
export const invoicePdfJob = defineJob<DocumentRef>({
  name: 'invoice-pdf',
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 300,
  async run(job, env) {
    const d = await readIssued(env.db, job.data);
    if (d) await ensurePdf(env.db, env.deps, d);
  },
});
