import type { Language } from '@hirebase/shared';
import type { StateQuestion } from '@hirebase/shared/states-surveys';
import PDFDocument from 'pdfkit';
import { drawCompanyHeader } from '../../platform/pdf/company-header.ts';
import { PDF_WORDS, type PdfWords } from './pdf-words.ts';
import type { ReportData } from './report-view.ts';
import type { Scope } from './schemas.ts';
import type { ConditionAnswer } from './tables.ts';

export interface PdfInput {
  scope: Scope;
  language: Language;
  timeZone: string;
  companyName: string;
  orderNumber: string;
  customerName: string | null;
  startAt: Date;
  endAt: Date;
  units: ReportData['units'];
  /** JPEG thumbnails by photo id (pdfkit draws JPEG and PNG only). */
  thumbnails: Map<string, Buffer>;
}

const MARGIN = 40;
const THUMB = 110;
const GREY = '#555555';
const RED = '#b00020';

const answerText = (q: StateQuestion, a: ConditionAnswer | undefined, w: PdfWords) => {
  if (a === undefined) return w.noAnswer;
  if (Array.isArray(a)) return a.join(', ');
  return q.unit && typeof a === 'number' ? `${a} ${q.unit}` : String(a);
};

/**
 * Where a signature goes: the page (0 first) and the box in points from the page's top-left corner (pdfkit's
 * coordinates; PDF's own start at the bottom: y = pageHeight - top - height).
 */
export interface SignatureBox {
  page: number;
  left: number;
  top: number;
  width: number;
  height: number;
  pageHeight: number;
}
export interface SignatureBoxes {
  customer: SignatureBox;
  employee: SignatureBox;
}

/** Draws the report: per unit its findings (beside the departure's at return), notes, photos; then signature boxes. */
export async function renderConditionReport(input: PdfInput): Promise<{ pdf: Buffer; signatureBoxes: SignatureBoxes }> {
  const w = PDF_WORDS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${w.title[input.scope]} ${input.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = new Intl.DateTimeFormat(
    `${input.language}-${input.language === 'en' ? 'GB' : input.language.toUpperCase()}`,
    {
      timeZone: input.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    },
  );
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(18).text(w.title[input.scope]);
  drawCompanyHeader(doc, { name: input.companyName }, { x: MARGIN, y: doc.y, width });
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`${w.order}: ${input.orderNumber}`);
  if (input.customerName) doc.text(`${w.customer}: ${input.customerName}`);
  doc.text(`${w.period}: ${date.format(input.startAt)} – ${date.format(input.endAt)}`).moveDown();

  for (const u of input.units) drawUnit(doc, u, input, w, width, date);
  const signatureBoxes = drawSignatures(doc, w, width);
  doc.end();
  return { pdf: await done, signatureBoxes };
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function drawUnit(
  doc: PDFKit.PDFDocument,
  u: ReportData['units'][number],
  input: PdfInput,
  w: PdfWords,
  width: number,
  date: Intl.DateTimeFormat,
) {
  ensureRoom(doc, 80);
  const serial = u.unit.serialNumber ? ` · ${w.serial} ${u.unit.serialNumber}` : '';
  doc.font('Helvetica-Bold').fontSize(13).text(`${u.unit.productName} — ${u.unit.qrCodeValue}${serial}`);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cccccc')
    .stroke()
    .moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
  if (!u.filled) {
    doc.fillColor(GREY).text(w.notChecked).fillColor('black').moveDown();
    return;
  }
  const atReturn = input.scope === 'RETOUR';
  const before = u.departure?.filled;
  const cols = atReturn ? [0.4, 0.3, 0.3] : [0.45, 0.55];
  const header = atReturn ? [w.question, w.departure, w.atReturn] : [w.question, w.answer];
  row(doc, header, cols, width, true);
  for (const q of u.questions) {
    const now = answerText(q, u.filled.answers[q.id], w);
    const changed = u.changedQuestionIds.includes(q.id);
    const cells = atReturn
      ? [
          q.label,
          before ? answerText(q, before.answers[q.id], w) : w.noAnswer,
          changed ? `${now}  [${w.changed}]` : now,
        ]
      : [q.label, now];
    row(doc, cells, cols, width, false, changed ? RED : undefined);
  }
  if (atReturn && before) {
    const line = u.changedQuestionIds.length
      ? `${w.differences}: ${u.questions
          .filter((q) => u.changedQuestionIds.includes(q.id))
          .map((q) => q.label)
          .join(', ')}`
      : w.noDifference;
    doc
      .moveDown(0.3)
      .fillColor(u.changedQuestionIds.length ? RED : GREY)
      .text(line)
      .fillColor('black');
  }
  if (u.filled.notes)
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .text(`${w.notes}: `, { continued: true })
      .font('Helvetica')
      .text(u.filled.notes);
  const by = u.filled.filledByName ? `${w.filledBy} ${u.filled.filledByName}, ` : '';
  doc
    .fillColor(GREY)
    .text(`${by}${date.format(u.filled.filledAt)}`)
    .fillColor('black');
  drawPhotos(doc, u.photos, input, atReturn ? w.newPhotos : w.photos, width);
  doc.moveDown();
}

function row(doc: PDFKit.PDFDocument, cells: string[], cols: number[], width: number, bold: boolean, color?: string) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i] * width - 6 }));
  const h = Math.max(...heights) + 4;
  ensureRoom(doc, h);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((c, i) => {
    doc.fillColor(i > 0 && color ? color : 'black').text(c, x + 2, y + 2, { width: cols[i] * width - 6 });
    x += cols[i] * width;
  });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = y + h;
}

function drawPhotos(doc: PDFKit.PDFDocument, photos: { id: string }[], input: PdfInput, title: string, width: number) {
  const images = photos.map((p) => input.thumbnails.get(p.id)).filter((b): b is Buffer => !!b);
  if (!images.length) return;
  doc.moveDown(0.3).font('Helvetica-Bold').text(title).font('Helvetica');
  const perRow = Math.floor(width / (THUMB + 8));
  images.forEach((img, i) => {
    if (i % perRow === 0) {
      if (i > 0) doc.y += THUMB + 8;
      ensureRoom(doc, THUMB + 8);
    }
    doc.image(img, MARGIN + (i % perRow) * (THUMB + 8), doc.y, { fit: [THUMB, THUMB] });
  });
  doc.y += THUMB + 8;
  doc.x = MARGIN;
}

/** Boxes for the customer's and the employee's signatures (drawn in by the signing of the document). */
function drawSignatures(doc: PDFKit.PDFDocument, w: PdfWords, width: number): SignatureBoxes {
  ensureRoom(doc, 140);
  const boxes: SignatureBox[] = [];
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(w.signatures).moveDown(0.5);
  const y = doc.y;
  const boxWidth = (width - 20) / 2;
  for (const [i, label] of [w.customerSignature, w.employeeSignature].entries()) {
    const x = MARGIN + i * (boxWidth + 20);
    doc.font('Helvetica').fontSize(10).text(label, x, y, { width: boxWidth });
    doc
      .rect(x, y + 16, boxWidth, 80)
      .strokeColor('#888888')
      .stroke();
    // the box above the date line is what a signature may cover
    boxes.push({
      page: pageIndex(doc),
      left: x,
      top: y + 16,
      width: boxWidth,
      height: 62,
      pageHeight: doc.page.height,
    });
    doc
      .fillColor(GREY)
      .text(`${w.signedOn} ____/____/________`, x + 4, y + 82, { width: boxWidth - 8 })
      .fillColor('black');
  }
  doc.x = MARGIN;
  doc.y = y + 110;
  return { customer: boxes[0], employee: boxes[1] };
}

const pageIndex = (doc: PDFKit.PDFDocument) => doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
