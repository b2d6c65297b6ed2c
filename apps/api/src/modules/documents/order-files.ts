import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import { fileKeyOf, ready } from './files/document-files.ts';
import { fileNameOf } from './files/document-view.ts';
import { found } from './found.ts';
import { documentById, documentsOfOrder } from './repository.ts';

/** The documents of an order of the company, newest first (the caller has checked the order is there). */
export const documentsOfAnOrder = (db: Db, companyId: string, orderId: string) =>
  documentsOfOrder(db, companyId, orderId);

/**
 * The file of a document of an order, as it downloads (its signed version once signed). A document of another order,
 * or of no order of the company, is a 404; one still being generated a 409 documentNotReady.
 */
export async function orderDocumentFile(db: Db, deps: Deps, companyId: string, orderId: string, documentId: string) {
  const document = await documentById(db, companyId, documentId);
  if (!document || document.orderId !== orderId) throw notFound('document', documentId);
  ready(document);
  const data = found(await deps.storage.get(fileKeyOf(companyId, document)), 'document', documentId);
  return { document, data, fileName: fileNameOf(document) };
}
