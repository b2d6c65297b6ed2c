import { fromCents } from '@hirebase/shared';
import type { creditNotes, InvoiceLine, invoices, VatByRate } from './tables.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

const lineView = (l: InvoiceLine) => ({
  position: l.position,
  kind: l.kind,
  label: l.label,
  quantity: l.quantity,
  unitPrice: fromCents(l.unitPriceCents),
  discount: fromCents(l.discountCents),
  vatRate: l.vatRateBp / 100,
  totalHT: fromCents(l.totalHtCents),
  vat: fromCents(l.vatCents),
  totalTTC: fromCents(l.totalTtcCents),
});

export const vatRateView = (r: VatByRate) => ({
  vatRate: r.vatRateBp / 100,
  totalHT: fromCents(r.totalHtCents),
  vat: fromCents(r.vatCents),
  totalTTC: fromCents(r.totalTtcCents),
});

const common = (d: InvoiceRow | CreditNoteRow) => ({
  id: d.id,
  orderId: d.orderId,
  number: d.number,
  issueDate: d.issueDate,
  issuedAt: d.issuedAt.toISOString(),
  language: d.language,
  currency: d.currency,
  seller: d.seller,
  buyer: d.buyer
    ? { name: d.buyer.name, address: d.buyer.address, email: d.buyer.email, vatNumber: d.buyer.vatNumber }
    : null,
  lines: d.lines.map(lineView),
  vatByRate: d.vatByRate.map(vatRateView),
  totalHT: fromCents(d.totalHtCents),
  vat: fromCents(d.vatCents),
  totalTTC: fromCents(d.totalTtcCents),
  pdfReady: !!d.pdfKey,
  pdfSha256: d.pdfSha256,
});

/** An invoice as answered, with what its credit notes took off (`credited`) and what is left (`remaining`). */
export const invoiceView = (i: InvoiceRow, creditedCents: number) => ({
  ...common(i),
  orderNumber: i.orderNumber,
  dueDate: i.dueDate,
  paid: fromCents(i.paidCents),
  credited: fromCents(creditedCents),
  remaining: fromCents(i.totalTtcCents - creditedCents),
});

export const creditNoteView = (c: CreditNoteRow) => ({
  ...common(c),
  invoiceId: c.invoiceId,
  invoiceNumber: c.invoiceNumber,
  reason: c.reason,
});
