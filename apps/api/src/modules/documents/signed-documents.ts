import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import { found } from './found.ts';
import {
  type DocumentRow,
  documentById,
  recordSigned,
  setStatus,
  signedStorageKeyOf,
  storageKeyOf,
} from './repository.ts';

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface DocumentPdf {
  document: DocumentRow;
  /** The generated PDF, checked against the SHA-256 recorded when it was made. */
  pdf: Buffer;
  sha256: string;
}

/**
 * The generated PDF of a document of the company, as it was made (never the signed version): what a signature is
 * put on. 404 when there is no such document; 409 documentNotReady while it is being generated; an error when the
 * stored bytes are not those recorded (the file was altered).
 */
export async function readDocumentPdf(db: Db, deps: Deps, companyId: string, documentId: string): Promise<DocumentPdf> {
  const document = found(await documentById(db, companyId, documentId), 'document', documentId);
  if (document.status === 'TO_GENERATE' || !document.sha256) {
    throw conflict('documentNotReady', 'The document is still being generated', { key: document.key });
  }
  const pdf = found(await deps.storage.get(storageKeyOf(companyId, document.key)), 'document', documentId);
  const sha256 = sha256Of(pdf);
  if (sha256 !== document.sha256) throw new Error(`The stored PDF of document ${documentId} is not the one generated`);
  return { document, pdf, sha256 };
}

/** Marks a document as waiting for signatures (PENDING): it can no longer be deleted. */
export async function markWaitingForSignature(db: Db, companyId: string, documentId: string, at: Date) {
  const document = found(await documentById(db, companyId, documentId), 'document', documentId);
  if (document.status === 'TO_GENERATE') {
    throw conflict('documentNotReady', 'The document is still being generated', { key: document.key });
  }
  await setStatus(db, companyId, documentId, 'PENDING', at);
}

/**
 * Stores the signed version of a document beside the generated one (which stays as it was, with its digest) and
 * records it: downloads then give the signed PDF, and the document can no longer be deleted. Its status goes back
 * to GENERATED. Answers the signed file's SHA-256. Run it in a transaction: the document's row is locked, and a
 * document signed meanwhile answers 409 documentAlreadySigned (two signatures at once: one wins).
 */
export async function storeSignedDocument(
  db: Db,
  deps: Deps,
  companyId: string,
  documentId: string,
  signedPdf: Buffer,
  signedAt: Date,
) {
  const document = found(await documentById(db, companyId, documentId, true), 'document', documentId);
  if (document.signedAt) {
    throw conflict('documentAlreadySigned', 'The document is already signed', { signedAt: document.signedAt });
  }
  await deps.storage.put(signedStorageKeyOf(companyId, document.key), signedPdf, 'application/pdf');
  const signedSha256 = sha256Of(signedPdf);
  await recordSigned(db, companyId, documentId, { signedKey: document.key, signedSha256, signedAt });
  await setStatus(db, companyId, documentId, 'GENERATED', signedAt);
  return { signedSha256 };
}
