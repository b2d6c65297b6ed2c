import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { invoiceCounters } from './tables.ts';

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/** Credit notes have their own sequence; their numbers carry a prefix so that no number names two documents. */
const PREFIX: Record<DocumentKind, string> = { INVOICE: '', CREDIT_NOTE: 'AV-' };

/** `2026-000001` for an invoice, `AV-2026-000001` for a credit note. */
const documentNumber = (kind: DocumentKind, year: number, sequence: number) =>
  `${PREFIX[kind]}${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the company's sequence for that kind and year. Call it inside the issuing transaction, after
 * every check that may refuse the issue: the increment locks the counter row until commit (concurrent issues wait
 * their turn), and a rollback gives the number back, so numbers are gapless and never reused.
 */
export async function takeNumber(db: Db, companyId: string, kind: DocumentKind, year: number) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ companyId, kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastNumber });
  return { sequence: row.sequence, number: documentNumber(kind, year, row.sequence) };
}
