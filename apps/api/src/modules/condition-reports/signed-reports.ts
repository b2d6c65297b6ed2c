import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import * as repo from './repository.ts';

export const alreadySigned = (signedAt: Date) =>
  conflict('documentAlreadySigned', 'The condition report is already signed', { signedAt });

/** The signed copy sits beside the drawn one, which stays as it was. */
const signedKeyOf = (fileKey: string) => `${fileKey.replace(/\.pdf$/, '')}.signed.pdf`;

/**
 * Stores the signed PDF of a report and marks the report signed. Run it in a transaction: the report's row is locked,
 * so of two signatures at once one is stored and the other answers 409 documentAlreadySigned; a report redrawn since
 * its PDF was read for signing answers 409 documentNotReady.
 */
export async function storeSignedStateDocument(
  db: Db,
  deps: Deps,
  companyId: string,
  reportId: string,
  signedFrom: string,
  signedPdf: Buffer,
  signedAt: Date,
) {
  const report = await repo.findReportById(db, companyId, reportId, true);
  if (!report) throw notFound('condition report', reportId);
  if (report.signedAt) throw alreadySigned(report.signedAt);
  if (report.status !== 'SUCCESS' || report.fileKey !== signedFrom) {
    throw conflict('documentNotReady', 'The condition report was redrawn meanwhile: sign it again');
  }
  const signedKey = signedKeyOf(signedFrom);
  await deps.storage.put(signedKey, signedPdf, 'application/pdf');
  const signedSha256 = createHash('sha256').update(signedPdf).digest('hex');
  await repo.touchReport(db, companyId, reportId, { signedKey, signedSha256, signedAt });
  return { signedSha256 };
}
