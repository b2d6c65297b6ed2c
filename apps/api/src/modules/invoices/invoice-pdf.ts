import { LANGUAGES, type Language } from '@hirebase/shared';
import PDFDocument from 'pdfkit';
import { drawCompanyHeader } from '../../platform/pdf/company-header.ts';
import { PDF_WORDS, type PdfWords } from './pdf-words.ts';
import type { creditNotes, InvoiceLine, invoices, VatByRate } from './tables.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

/** An issued document as the PDF prints it. */
export type IssuedDocument = ({ kind: 'INVOICE' } & InvoiceRow) | ({ kind: 'CREDIT_NOTE' } & CreditNoteRow);

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

export const languageOf = (value: string | null | undefined): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : 'fr';

/** 2026-03-05 → 05/03/2026, the app's one way of writing a day in every language. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function moneyIn(language: Language, currency: string) {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
  // narrow no-break spaces are not in the PDF's standard fonts: plain spaces print the same
  return (cents: number) => format.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');
}

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} %`;

const A4 = { width: 595.28, height: 841.89, margin: 40 };
const COLUMNS = [
  { key: 'description', width: 175, align: 'left' },
  { key: 'quantity', width: 35, align: 'right' },
  { key: 'unitPrice', width: 65, align: 'right' },
  { key: 'discount', width: 55, align: 'right' },
  { key: 'vatRate', width: 45, align: 'right' },
  { key: 'totalHt', width: 70, align: 'right' },
  { key: 'totalTtc', width: 70, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
  let x = A4.margin;
  let height = 0;
  COLUMNS.forEach((c, i) => {
    const options = { width: c.width - 4, align: c.align };
    doc.text(cells[i], x, y, options);
    height = Math.max(height, doc.heightOfString(cells[i], options));
    x += c.width;
  });
  return y + height + 4;
}

function party(doc: PDFKit.PDFDocument, title: string, x: number, y: number, text: string[]) {
  doc.font('Helvetica-Bold').fontSize(9).text(title, x, y, { width: 250 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(text.join('\n'), x, doc.y + 2, { width: 250 });
  return doc.y;
}

function linesTable(
  doc: PDFKit.PDFDocument,
  w: PdfWords,
  lines: InvoiceLine[],
  money: (c: number) => string,
  y0: number,
) {
  let y = row(
    doc,
    COLUMNS.map((c) => w[c.key]),
    y0,
    true,
  );
  doc
    .moveTo(A4.margin, y - 2)
    .lineTo(A4.width - A4.margin, y - 2)
    .stroke('#999999');
  for (const l of lines) {
    if (y > A4.height - 160) {
      doc.addPage();
      y = A4.margin;
    }
    y = row(
      doc,
      [
        l.kind === 'delivery' ? w.delivery : l.kind === 'insurance' ? w.insurance : l.label,
        String(l.quantity),
        money(l.unitPriceCents),
        l.discountCents ? money(-l.discountCents) : '',
        percent(l.vatRateBp),
        money(l.totalHtCents),
        money(l.totalTtcCents),
      ],
      y,
    );
  }
  return y;
}

function vatSummary(
  doc: PDFKit.PDFDocument,
  w: PdfWords,
  rates: VatByRate[],
  money: (c: number) => string,
  y0: number,
) {
  const x = A4.width - A4.margin - 300;
  doc.font('Helvetica-Bold').fontSize(9).text(w.totals, x, y0);
  let y = doc.y + 2;
  const cell = (text: string, i: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .text(text, x + i * 75, y, { width: 71, align: i === 0 ? 'left' : 'right' });
  };
  for (const [i, t] of [w.vatRate, w.vatBase, w.vat, w.totalTtc].entries()) cell(t, i, true);
  y += 13;
  for (const r of rates) {
    const cells = [percent(r.vatRateBp), money(r.totalHtCents), money(r.vatCents), money(r.totalTtcCents)];
    for (const [i, t] of cells.entries()) cell(t, i);
    y += 13;
  }
  return y;
}

/** The PDF of an issued invoice or credit note, in its language, drawn from its frozen snapshot alone. */
export function renderDocumentPdf(d: IssuedDocument): Promise<Buffer> {
  const language = languageOf(d.language);
  const w = PDF_WORDS[language];
  const money = moneyIn(language, d.currency);
  const title = d.kind === 'INVOICE' ? w.invoice : w.creditNote;
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    lang: language,
    info: { Title: `${title} ${d.number}`, Author: d.seller.name, CreationDate: d.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`${title} ${d.number}`, A4.margin, A4.margin);
  doc.font('Helvetica').fontSize(9.5);
  const facts = [`${w.number}: ${d.number}`, `${w.issueDate}: ${day(d.issueDate)}`];
  if (d.kind === 'INVOICE') facts.push(`${w.dueDate}: ${day(d.dueDate)}`, `${w.order}: ${d.orderNumber}`);
  else facts.push(`${w.refersTo} ${d.invoiceNumber}`, ...(d.reason ? [`${w.reason}: ${d.reason}`] : []));
  doc.text(facts.join('\n'), A4.margin, doc.y + 6);

  const top = doc.y + 14;
  doc.font('Helvetica-Bold').fontSize(9).text(w.seller, A4.margin, top, { width: 250 });
  const sellerBottom = drawCompanyHeader(
    doc,
    {
      name: d.seller.name,
      lines: [...d.seller.address, d.seller.email, d.seller.phone],
      legal: d.seller.legalMentions,
    },
    { x: A4.margin, y: doc.y + 2, width: 250 },
  );
  const buyer = d.buyer
    ? [
        d.buyer.name,
        ...d.buyer.address,
        ...(d.buyer.email ? [d.buyer.email] : []),
        ...(d.buyer.vatNumber ? [`${w.vatNumber}: ${d.buyer.vatNumber}`] : []),
      ]
    : ['—'];
  const bottom = Math.max(sellerBottom, party(doc, w.buyer, A4.width / 2 + 10, top, buyer));

  let y = linesTable(doc, w, d.lines, money, bottom + 18);
  y = vatSummary(doc, w, d.vatByRate, money, y + 12);
  doc.font('Helvetica-Bold').fontSize(10);
  const totals = [
    `${w.totalHt}: ${money(d.totalHtCents)}`,
    `${w.vat}: ${money(d.vatCents)}`,
    `${w.totalTtc}: ${money(d.totalTtcCents)}`,
  ];
  doc.text(totals.join('\n'), A4.width - A4.margin - 300, y + 6, { width: 296, align: 'right' });

  if (d.kind === 'INVOICE') {
    const paidMention =
      d.paidCents >= d.totalTtcCents
        ? w.paid
        : d.paidCents > 0
          ? `${w.partlyPaid(money(d.paidCents), money(d.totalTtcCents - d.paidCents))}\n${w.due(day(d.dueDate))}`
          : w.due(day(d.dueDate));
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(paidMention, A4.margin, doc.y + 14, { width: A4.width - 2 * A4.margin });
    doc
      .fontSize(7.5)
      .fillColor('#555555')
      .text(w.latePayment, { width: A4.width - 2 * A4.margin });
  }
  doc.end();
  return done;
}
