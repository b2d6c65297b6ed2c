import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { creditNotes, invoices } from './tables.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface Credited {
  ttc: number;
  ht: number;
  vat: number;
}

/** What the credit notes took off each line of an invoice, by line position. */
export function creditedByLine(notes: Pick<CreditNoteRow, 'lines'>[]) {
  const byLine = new Map<number, Credited>();
  for (const n of notes) {
    for (const l of n.lines) {
      const c = byLine.get(l.position) ?? { ttc: 0, ht: 0, vat: 0 };
      c.ttc += l.totalTtcCents;
      c.ht += l.totalHtCents;
      c.vat += l.vatCents;
      byLine.set(l.position, c);
    }
  }
  return byLine;
}

export const creditedTotal = (notes: Pick<CreditNoteRow, 'totalTtcCents'>[]) =>
  notes.reduce((a, n) => a + n.totalTtcCents, 0);

/** The credit notes of these invoices, by invoice. */
export async function creditNotesOf(db: Db, companyId: string, invoiceIds: string[]) {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), inArray(creditNotes.invoiceId, invoiceIds)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
  for (const r of rows) byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), r]);
  return byInvoice;
}

/** The invoices of an order, oldest first, each with its credit notes. */
export async function invoicesOfOrder(db: Db, companyId: string, orderId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.orderId, orderId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
  const notes = await creditNotesOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((invoice) => ({ invoice, creditNotes: notes.get(invoice.id) ?? [] }));
}

/** The invoice of the order that still has something un-credited: the one in force. */
export const invoiceInForce = (list: Awaited<ReturnType<typeof invoicesOfOrder>>) =>
  list.find((i) => creditedTotal(i.creditNotes) < i.invoice.totalTtcCents);

export async function invoiceOr404(db: Db, companyId: string, invoiceId: string, forUpdate = false) {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
