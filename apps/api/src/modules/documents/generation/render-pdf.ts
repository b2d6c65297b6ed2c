import PDFDocument from 'pdfkit';
import { drawCompanyHeader } from '../../../platform/pdf/company-header.ts';
import { type DocumentLanguage, textIn } from '../kinds.ts';
import type { Block } from '../models/blocks.ts';
import { fillVariables, type VariableValues } from '../models/variables.ts';
import type { DocumentData } from './document-data.ts';
import { type Formats, formatsFor } from './formats.ts';
import { type PdfWords, pdfWords } from './pdf-words.ts';

const MARGIN = 50;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - 2 * MARGIN;
const GREY = '#555555';

export interface RenderInput {
  title: string;
  blocks: Block[];
  language: DocumentLanguage;
  data: DocumentData;
  /** The document's creation: its date, and the PDF's (so that drawing it again gives the same bytes). */
  createdAt: Date;
}

interface Pen {
  doc: PDFKit.PDFDocument;
  words: PdfWords;
  f: Formats;
  data: DocumentData;
  values: VariableValues;
  language: DocumentLanguage;
}

function variableValues(data: DocumentData, f: Formats, createdAt: Date): VariableValues {
  return {
    'customer.name': data.customer.name,
    'customer.email': data.customer.email ?? '',
    'customer.phone': data.customer.phone ?? '',
    'order.number': String(data.order.number),
    'order.start': f.dateTime(data.order.startAt),
    'order.end': f.dateTime(data.order.endAt),
    'order.totalTTC': f.money(data.totals.ttcCents),
    'order.totalHT': f.money(data.totals.htCents),
    'order.vat': f.money(data.totals.vatCents),
    'order.deposit': f.money(data.depositCents),
    'company.name': data.company.name,
    'company.email': data.company.email ?? '',
    'company.phone': data.company.phone ?? '',
    'company.address': data.company.address.join(', '),
    'document.date': f.date(createdAt),
  };
}

/** Room for `height` more points on the page, or a new page. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > A4.height - MARGIN) doc.addPage();
}

function heading(pen: Pen, text: string) {
  room(pen.doc, 40);
  pen.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor(pen.data.color).text(text, MARGIN);
  pen.doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('black');
}

function drawCompany({ doc, data }: Pen) {
  const { company, logo } = data;
  drawCompanyHeader(
    doc,
    {
      name: company.name,
      lines: [...company.address, company.phone, company.email, company.website],
      legal: company.legal,
      logo,
    },
    { x: MARGIN, y: doc.y, width: 300, right: A4.width - MARGIN },
  );
  doc.moveDown(0.8);
}

function drawCustomer({ doc, words, data }: Pen) {
  room(doc, 60);
  const x = A4.width / 2;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(words.customer, x, doc.y, { width: WIDTH / 2 });
  doc.font('Helvetica').text(data.customer.name, x, doc.y, { width: WIDTH / 2 });
  for (const line of [data.customer.email, data.customer.phone])
    if (line) doc.text(line, x, doc.y, { width: WIDTH / 2 });
  doc.moveDown(0.8);
  doc.x = MARGIN;
}

function drawOrderInfo({ doc, words, data, f }: Pen) {
  room(doc, 40);
  doc.font('Helvetica-Bold').fontSize(10).text(`${words.order} ${data.order.number}`, MARGIN);
  doc
    .font('Helvetica')
    .text(
      `${words.period} : ${words.from} ${f.dateTime(data.order.startAt)} ${words.to} ${f.dateTime(data.order.endAt)}`,
    );
  doc.moveDown(0.5);
}

const COLUMNS = [
  { x: MARGIN, width: 235, align: 'left' as const },
  { x: MARGIN + 240, width: 40, align: 'right' as const },
  { x: MARGIN + 285, width: 70, align: 'right' as const },
  { x: MARGIN + 360, width: 50, align: 'right' as const },
  { x: MARGIN + 415, width: 80, align: 'right' as const },
];

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i].width }))) + 4;
  room(doc, height);
  const y = doc.y;
  cells.forEach((cell, i) => {
    doc.text(cell, COLUMNS[i].x, y, { width: COLUMNS[i].width, align: COLUMNS[i].align });
  });
  doc.y = y + height;
  doc.x = MARGIN;
}

function rule(doc: PDFKit.PDFDocument, color: string) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
  doc.y += 3;
}

function drawLines({ doc, words, data, f }: Pen) {
  doc.moveDown(0.5);
  row(doc, [words.item, words.quantity, words.unitPrice, words.vat, words.total], true);
  rule(doc, data.color);
  for (const line of data.lines) {
    row(doc, [
      line.delivery ? words.delivery : line.name,
      String(line.quantity),
      f.money(line.unitPriceCents),
      f.rate(line.vatRateBp),
      f.money(line.totalTtcCents),
    ]);
  }
  rule(doc, '#cccccc');
}

function drawTotals({ doc, words, data, f }: Pen) {
  doc.moveDown(0.3);
  row(doc, [words.vatRate, '', words.ht, words.vat, words.ttc], true);
  for (const v of data.vat)
    row(doc, [f.rate(v.rateBp), '', f.money(v.htCents), f.money(v.vatCents), f.money(v.ttcCents)]);
  rule(doc, '#cccccc');
  row(doc, [words.totalHt, '', '', '', f.money(data.totals.htCents)]);
  row(doc, [words.totalVat, '', '', '', f.money(data.totals.vatCents)]);
  if (data.totals.discountCents > 0) row(doc, [words.discount, '', '', '', f.money(data.totals.discountCents)]);
  row(doc, [words.totalTtc, '', '', '', f.money(data.totals.ttcCents)], true);
  doc.moveDown(0.5);
}

function paragraph({ doc }: Pen, text: string) {
  room(doc, 30);
  doc.font('Helvetica').fontSize(10).fillColor('black').text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
}

function drawSignatures({ doc, words }: Pen) {
  room(doc, 110);
  const y = doc.y + 10;
  const boxWidth = (WIDTH - 20) / 2;
  for (const [i, label] of [words.customerSignature, words.companySignature].entries()) {
    const x = MARGIN + i * (boxWidth + 20);
    doc.font('Helvetica-Bold').fontSize(9).text(label, x, y, { width: boxWidth });
    if (i === 0)
      doc.font('Helvetica').fontSize(7).fillColor(GREY).text(words.readAndApproved, x, doc.y, { width: boxWidth });
    doc.fillColor('black');
    doc
      .rect(x, y + 24, boxWidth, 70)
      .lineWidth(0.7)
      .strokeColor('#999999')
      .stroke();
  }
  doc.y = y + 100;
  doc.x = MARGIN;
}

function drawBlock(pen: Pen, block: Block) {
  const { doc, language, values } = pen;
  switch (block.type) {
    case 'title':
      room(doc, 40);
      doc.font('Helvetica-Bold').fontSize(16).fillColor(pen.data.color);
      doc.text(fillVariables(textIn(block.text, language), values), MARGIN, doc.y, { width: WIDTH });
      doc.fillColor('black').moveDown(0.6);
      return;
    case 'text':
      return paragraph(pen, fillVariables(textIn(block.text, language), values));
    case 'company':
      return drawCompany(pen);
    case 'customer':
      return drawCustomer(pen);
    case 'orderInfo':
      return drawOrderInfo(pen);
    case 'lines':
      return drawLines(pen);
    case 'totals':
      return drawTotals(pen);
    case 'deposit':
      if (pen.data.depositCents === 0) return;
      heading(pen, pen.words.deposit);
      return paragraph(pen, fillVariables(textIn(block.text, language), values));
    case 'terms':
      if (!pen.data.terms) return;
      heading(pen, pen.words.terms);
      doc.font('Helvetica').fontSize(8).text(pen.data.terms, MARGIN, doc.y, { width: WIDTH });
      doc.fontSize(10).moveDown(0.5);
      return;
    case 'signatures':
      return drawSignatures(pen);
  }
}

/** Draws a document's PDF (A4) from its model's blocks; the same input always gives the same bytes. */
export function renderPdf({ title, blocks, language, data, createdAt }: RenderInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: data.company.name, Creator: 'Hirebase', CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = formatsFor(language, data.currency, data.timeZone);
  const pen: Pen = { doc, words: pdfWords(language), f, data, values: variableValues(data, f, createdAt), language };
  doc.rect(0, 0, A4.width, 8).fill(data.color).fillColor('black');
  doc.y = MARGIN;
  for (const block of blocks) drawBlock(pen, block);
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin, where pdfkit would otherwise start a new page
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`${pen.words.page} ${i + 1} / ${pages.count}`, MARGIN, A4.height - 35, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
