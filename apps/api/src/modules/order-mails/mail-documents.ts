import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import type { MailAttachment } from '../../platform/mail/tables.ts';
import {
  CONDITION_REPORT_SCOPES,
  type ConditionReportScope,
  stateDocumentForSigning,
  stateDocumentGenerating,
} from '../condition-reports/index.ts';
import { readDocumentPdf, signedStorageKeyOf } from '../documents/index.ts';

interface Env {
  db: Db;
  deps: Deps;
}

const FILE_NAMES: Record<string, string> = {
  CONTRACT: 'contract',
  QUOTE: 'quote',
  INVOICE: 'invoice',
  CREDIT_NOTE: 'credit-note',
  RECEIPT: 'receipt',
  DEPOSIT_RECEIPT: 'deposit-receipt',
  DEPART: 'departure-condition-report',
  RETOUR: 'return-condition-report',
};

const fileName = (kind: string, orderNumber: number) => `${FILE_NAMES[kind] ?? kind.toLowerCase()}-${orderNumber}.pdf`;

/**
 * A document of the order, read on the server from its id: the signed version once there is one, else the generated
 * PDF checked against its digest. Another company's or another order's document is a 404; one still being
 * generated a 409 documentNotReady.
 */
export async function orderDocumentPdf(env: Env, companyId: string, order: { id: string }, documentId: string) {
  const { document, pdf } = await readDocumentPdf(env.db, env.deps, companyId, documentId);
  if (document.orderId !== order.id) throw notFound('document', documentId);
  if (document.signedKey) {
    const signed = await env.deps.storage.get(signedStorageKeyOf(companyId, document.signedKey));
    if (signed) return { document, pdf: signed };
  }
  return { document, pdf };
}

/** The order's condition report of `scope` as its last PDF: 409 while it is being drawn, 404 when there is none. */
export async function conditionReportPdf(env: Env, companyId: string, orderId: string, scope: ConditionReportScope) {
  const report = await stateDocumentForSigning(env.db, env.deps.storage, companyId, orderId, scope);
  if (report) return report.pdf;
  if (await stateDocumentGenerating(env.db, companyId, orderId)) {
    throw conflict('documentNotReady', 'The condition report is still being drawn', { key: scope });
  }
  throw notFound('condition report', `${orderId}/${scope}`);
}

export const isConditionReportScope = (value: string): value is ConditionReportScope =>
  (CONDITION_REPORT_SCOPES as readonly string[]).includes(value);

/** Comma-joined ids as a form sends them, each once. */
export function idList(field: string, raw: string | undefined, max: number): string[] {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > max) throw badRequest(field, `At most ${max} at once`);
  return ids;
}

export interface MailDocuments {
  documentIds: string[];
  reportScopes: ConditionReportScope[];
}

/**
 * Copies the PDFs of the order's documents and condition reports to the mail's own files, so that the mail sends what
 * was chosen now even if a document is deleted or drawn again before delivery. Answers the files stored; on any
 * refusal removes those already stored and throws.
 */
export async function storeMailDocuments(
  env: Env,
  companyId: string,
  order: { id: string; number: number },
  chosen: MailDocuments,
): Promise<MailAttachment[]> {
  const pdfs: { kind: string; pdf: Buffer }[] = [];
  for (const id of chosen.documentIds) {
    const { document, pdf } = await orderDocumentPdf(env, companyId, order, id);
    pdfs.push({ kind: document.kind, pdf });
  }
  for (const scope of chosen.reportScopes) {
    pdfs.push({ kind: scope, pdf: await conditionReportPdf(env, companyId, order.id, scope) });
  }
  const stored: MailAttachment[] = [];
  try {
    for (const { kind, pdf } of pdfs) {
      const key = `order-mails/${companyId}/${order.id}/${randomUUID()}`;
      const { size } = await env.deps.storage.put(key, pdf, 'application/pdf');
      stored.push({ key, name: fileName(kind, order.number), type: 'application/pdf', size });
    }
  } catch (error) {
    for (const f of stored) await env.deps.storage.remove(f.key);
    throw error;
  }
  return stored;
}
