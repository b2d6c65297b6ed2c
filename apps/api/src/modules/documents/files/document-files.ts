import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { orderOr404 } from '../../orders/index.ts';
import { found } from '../found.ts';
import {
  type DocumentRow,
  deleteDocumentRow,
  documentByKey,
  documentsByKeys,
  documentsOfOrder,
  signedStorageKeyOf,
  storageKeyOf,
} from '../repository.ts';
import { fileNameOf } from './document-view.ts';

/** Documents a zip may hold at most. */
const MAX_ZIP_DOCUMENTS = 50;

export async function orderDocuments(ctx: StaffCtx, orderId: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  return documentsOfOrder(ctx.db, ctx.companyId, orderId);
}

/** The file a document downloads as: its signed version once there is one, else the generated PDF. */
export const fileKeyOf = (companyId: string, d: DocumentRow) =>
  d.signedKey ? signedStorageKeyOf(companyId, d.signedKey) : storageKeyOf(companyId, d.key);

/** Refuses (409 documentNotReady) a document whose PDF is still being generated. */
export function ready(d: DocumentRow) {
  if (d.status === 'TO_GENERATE') {
    throw conflict('documentNotReady', 'The document is still being generated', { key: d.key });
  }
}

/** A document of the company with its PDF; another company's, or none, is a 404. */
export async function downloadDocument(ctx: StaffCtx, key: string) {
  const document = found(await documentByKey(ctx.db, ctx.companyId, key), 'document', key);
  ready(document);
  const data = found(await ctx.deps.storage.get(fileKeyOf(ctx.companyId, document)), 'document', key);
  return { document, data, fileName: fileNameOf(document) };
}

/** Deletes a document and its file; refused (409) once signed or while it waits for signatures. */
export async function deleteDocument(ctx: StaffCtx, key: string) {
  const document = await inTransaction(ctx, async (tx) => {
    const row = found(await documentByKey(tx.db, ctx.companyId, key, true), 'document', key);
    if (row.signedAt || row.status === 'PENDING') {
      throw conflict('documentSigned', 'A signed document, or one waiting for signatures, is kept', {
        key,
        status: row.signedAt ? 'SIGNED' : row.status,
      });
    }
    await deleteDocumentRow(tx.db, ctx.companyId, row.id);
    return row;
  });
  // after the commit: a file left by a failure here is only unreachable, never a row without its file
  await ctx.deps.storage
    .remove(storageKeyOf(ctx.companyId, document.key))
    .catch((err) => ctx.log.warn({ err, key }, 'document file not removed'));
  return { ok: true as const };
}

/** The keys of a multiDownload query: comma-joined or repeated, each at most once. */
export function keysOf(raw: string[]) {
  const keys = [...new Set(raw.flatMap((k) => k.split(',')).map((k) => k.trim()))];
  const listed = keys.filter(Boolean);
  if (listed.length === 0) throw badRequest('keys', 'Name at least one document');
  if (listed.length > MAX_ZIP_DOCUMENTS) throw badRequest('keys', `At most ${MAX_ZIP_DOCUMENTS} documents at once`);
  return listed;
}

/**
 * A zip of documents of the company, streamed: each PDF is read from storage when the zip reaches it (stored, not
 * compressed: PDFs are compressed already). Every key must be one of the company's documents, ready (else 404 / 409
 * before anything is sent).
 */
export async function zipDocuments(ctx: StaffCtx, keys: string[]) {
  const rows = await documentsByKeys(ctx.db, ctx.companyId, keys);
  const byKey = new Map(rows.map((d) => [d.key, d]));
  const documents = keys.map((key) => found(byKey.get(key), 'document', key));
  documents.forEach(ready);
  const zip = new ZipFile();
  const names = new Set<string>();
  for (const document of documents) {
    let name = fileNameOf(document);
    for (let n = 2; names.has(name); n++) name = fileNameOf(document).replace(/\.pdf$/, `-${n}.pdf`);
    names.add(name);
    zip.addReadStreamLazy(name, { compress: false, mtime: document.createdAt }, (done) => {
      ctx.deps.storage.get(fileKeyOf(ctx.companyId, document)).then(
        (data) =>
          data ? done(null, Readable.from([data])) : done(new Error(`missing file ${document.key}`), null as never),
        (error) => done(error, null as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
