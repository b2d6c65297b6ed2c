import { fromCents, type Language, splitVat, toCents } from '@hirebase/shared';
import { dayOf } from '@hirebase/shared/zone';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { companyForRequest } from '../companies/index.ts';
import { creditedByLine, type InvoiceRow, invoiceOr404 } from './invoice-reads.ts';
import { storePdfSoon } from './issue-invoice.ts';
import { takeNumber } from './numbering.ts';
import { amountsOf } from './order-amounts.ts';
import { invoicePdfJob } from './pdf-store.ts';
import { creditNotes, type InvoiceLine } from './tables.ts';
import { creditNoteView } from './views.ts';

export interface CreditNoteInput {
  /** Lines to credit (by invoice line position) and how much TTC; none: all the invoice still has. */
  lines?: { position: number; amount?: number }[];
  reason?: string | null;
  language?: Language;
}

/** The lines a credit note takes off, each within what its invoice line still has un-credited. */
function creditedLines(invoice: InvoiceRow, credited: ReturnType<typeof creditedByLine>, input: CreditNoteInput) {
  const asked = input.lines ?? invoice.lines.map((l) => ({ position: l.position, amount: undefined }));
  const seen = new Set<number>();
  const lines: InvoiceLine[] = [];
  asked.forEach((a, i) => {
    const line = invoice.lines.find((l) => l.position === a.position);
    if (!line || seen.has(a.position)) {
      throw badRequest(`lines[${i}].position`, `The invoice has no line ${a.position}, or it is named twice`);
    }
    seen.add(a.position);
    const c = credited.get(line.position) ?? { ttc: 0, ht: 0, vat: 0 };
    const left = line.totalTtcCents - c.ttc;
    const ttc = a.amount === undefined ? left : toCents(a.amount);
    if (ttc > left) {
      throw conflict('creditExceedsInvoice', `Line ${line.position} has ${fromCents(left)} left to credit`, {
        field: `lines[${i}].amount`,
        position: line.position,
        remaining: fromCents(left),
      });
    }
    if (ttc <= 0) return;
    // the last credit of a line takes exactly what is left, so a line fully credited nets to zero in HT and VAT too
    const { ht, vat } =
      ttc === left ? { ht: line.totalHtCents - c.ht, vat: line.vatCents - c.vat } : splitVat(ttc, line.vatRateBp);
    const whole = ttc === line.totalTtcCents;
    lines.push({
      ...line,
      quantity: whole ? line.quantity : 1,
      unitPriceCents: whole ? line.unitPriceCents : ttc,
      discountCents: whole ? line.discountCents : 0,
      totalHtCents: ht,
      vatCents: vat,
      totalTtcCents: ttc,
    });
  });
  return lines;
}

/**
 * POST /invoice/{invoiceId}/creditNote. Under the invoice row's lock (credit notes of one invoice take turns), what
 * its credit notes took is read again and the new one may not exceed what is left, line by line; then its own number
 * is taken, it is written with the invoice's parties, its PDF job queued and the issue audited.
 */
export async function issueCreditNote(ctx: StaffCtx, invoiceId: string, input: CreditNoteInput) {
  const companyId = ctx.companyId;
  const issued = await inTransaction(ctx, async (tx) => {
    const invoice = await invoiceOr404(tx.db, companyId, invoiceId, true);
    if (!invoice) throw notFound('invoice', invoiceId);
    const previous = await tx.db
      .select({ lines: creditNotes.lines })
      .from(creditNotes)
      .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.invoiceId, invoiceId)));
    const lines = creditedLines(invoice, creditedByLine(previous), input);
    const amounts = amountsOf(lines);
    if (amounts.totalTtcCents <= 0) {
      throw conflict('creditExceedsInvoice', 'The invoice has nothing left to credit', { remaining: 0 });
    }
    const company = await companyForRequest(tx, companyId);
    const issueDate = dayOf(tx.now.getTime(), company?.timezone ?? 'Europe/Paris');
    const year = Number(issueDate.slice(0, 4));
    const { sequence, number } = await takeNumber(tx.db, companyId, 'CREDIT_NOTE', year);
    const [row] = await tx.db
      .insert(creditNotes)
      .values({
        companyId,
        id: newId(tx.now.getTime()),
        orderId: invoice.orderId,
        invoiceId,
        invoiceNumber: invoice.number,
        reason: input.reason?.trim() || null,
        year,
        sequence,
        number,
        issueDate,
        issuedAt: tx.now,
        issuedBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
        language: input.language ?? invoice.language,
        currency: invoice.currency,
        seller: invoice.seller,
        buyer: invoice.buyer,
        ...amounts,
      })
      .returning();
    await ctx.deps.jobs.send(tx.db, invoicePdfJob, { companyId, kind: 'CREDIT_NOTE', id: row.id });
    await audit(tx, {
      action: 'creditNote.issue',
      entity: 'creditNote',
      entityId: row.id,
      to: number,
      data: { invoiceId, totalTtcCents: row.totalTtcCents },
    });
    return row;
  });
  const pdf = await storePdfSoon(ctx, { kind: 'CREDIT_NOTE', ...issued });
  return creditNoteView(pdf ? { ...issued, pdfKey: pdf.key, pdfSha256: pdf.sha256 } : issued);
}
