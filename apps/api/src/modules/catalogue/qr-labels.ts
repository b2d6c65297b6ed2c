import { DEFAULT_LABEL_FORMAT, type LabelFormat } from '@hirebase/shared/label-formats';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Static } from 'typebox';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { findProducts } from './repository/products.ts';
import { findUnits, type UnitWithProduct, unitsOfProducts } from './repository/units.ts';
import type { ItemsQrPdfBody, QrPdfBody } from './schemas/units.ts';

const MM = 72 / 25.4;
/** A4 sheet of 3 × 8 labels (about 67 × 36 mm each), the common adhesive label sheet layout. */
export const SHEET = {
  width: 210 * MM,
  height: 297 * MM,
  columns: 3,
  rows: 8,
  marginX: 4 * MM,
  marginY: 6 * MM,
  padding: 3 * MM,
};
export const LABELS_PER_PAGE = SHEET.columns * SHEET.rows;
/** Die-cut labels of a label printer: one 57 × 32 mm label per page. */
/** Its QR code is a little smaller than the label's height, so that a long serial number still fits on one line. */
export const DIE_CUT = { width: 57 * MM, height: 32 * MM, qrSide: 22 * MM };
/** Continuous 62 mm roll: one label per page, cut after its content. */
export const ROLL = { width: 62 * MM, qrSide: 24 * MM, padding: 3 * MM, gap: 2 * MM };
const MAX_LABELS = 5000;

export interface Label {
  productName: string;
  serialNumber: string | null;
  qrCodeValue: string;
}

const labelOf = ({ unit, product }: UnitWithProduct): Label => ({
  productName: product.name,
  serialNumber: unit.serialNumber,
  qrCodeValue: unit.qrCodeValue,
});

/** Draws the QR code as vector squares (sharp at any printer resolution), with a 2-module quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, value: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const cell = side / (modules.size + 4);
  const origin = { x: x + 2 * cell, y: y + 2 * cell };
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair of overlap so that neighbouring squares print without white seams.
      doc.rect(origin.x + from * cell, origin.y + row * cell, (col - from) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

/**
 * A text that must be read on one line (a frame number read across two lines is misread): the largest size from
 * `max` down to `min` at which it fits, cut with an ellipsis when it does not fit even then.
 */
function oneLine(doc: PDFKit.PDFDocument, text: string, width: number, max: number, min: number) {
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  doc.fontSize(size);
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`;
  return { text: shown, size };
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  label: Label,
  x: number,
  y: number,
  width: number,
  height: number,
  { cutGuide = true, qrSide }: { cutGuide?: boolean; qrSide?: number } = {},
) {
  const { padding } = SHEET;
  if (cutGuide) {
    doc.save().lineWidth(0.3).dash(2, { space: 2 }).rect(x, y, width, height).stroke('#c8c8c8').undash().restore();
  }
  const side = qrSide ?? height - 2 * padding;
  drawQr(doc, label.qrCodeValue, x + padding, y + (height - side) / 2, side);
  const textX = x + padding + side + 2 * MM;
  const textWidth = width - (textX - x) - padding;
  let textY = y + padding + 1;
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
  doc.text(label.productName, textX, textY, { width: textWidth, height: 33, ellipsis: true, lineGap: 0 });
  textY = Math.max(doc.y, textY + 11) + 3;
  if (label.serialNumber) {
    doc.font('Helvetica').fillColor('#333333');
    const serial = oneLine(doc, `S/N ${label.serialNumber}`, textWidth, 7.5, 5);
    doc.fontSize(serial.size).text(serial.text, textX, textY, { lineBreak: false });
  }
  doc.font('Courier-Bold').fontSize(8).fillColor('#000000');
  doc.text(label.qrCodeValue, textX, y + height - padding - 9, { width: textWidth, lineBreak: false, ellipsis: true });
}

function newDocument() {
  const doc = new PDFDocument({
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'QR labels', Creator: 'Hirebase' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function drawSheets(doc: PDFKit.PDFDocument, labels: Label[]) {
  const width = (SHEET.width - 2 * SHEET.marginX) / SHEET.columns;
  const height = (SHEET.height - 2 * SHEET.marginY) / SHEET.rows;
  labels.forEach((label, i) => {
    const slot = i % LABELS_PER_PAGE;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const column = slot % SHEET.columns;
    const row = Math.floor(slot / SHEET.columns);
    drawLabel(doc, label, SHEET.marginX + column * width, SHEET.marginY + row * height, width, height);
  });
}

function drawDieCut(doc: PDFKit.PDFDocument, labels: Label[]) {
  for (const label of labels) {
    doc.addPage({ size: [DIE_CUT.width, DIE_CUT.height], margin: 0 });
    drawLabel(doc, label, 0, 0, DIE_CUT.width, DIE_CUT.height, { cutGuide: false, qrSide: DIE_CUT.qrSide });
  }
}

/**
 * One page per label on a 62 mm roll: the QR code on the left, the whole name (over as many lines as it takes), the serial number
 * and the QR value beside it; the page is as long as the taller of the two, so the printer cuts after the content.
 */
function drawRoll(doc: PDFKit.PDFDocument, labels: Label[]) {
  const { width, qrSide, padding, gap } = ROLL;
  const textX = padding + qrSide + gap;
  const textWidth = width - textX - padding;
  for (const label of labels) {
    doc.font('Helvetica-Bold').fontSize(9);
    const nameHeight = doc.heightOfString(label.productName, { width: textWidth, lineGap: 0 });
    doc.font('Courier-Bold').fontSize(8);
    const valueHeight = doc.heightOfString(label.qrCodeValue, { width: textWidth, lineGap: 0 });
    const textHeight = nameHeight + 3 + (label.serialNumber ? 11 : 0) + valueHeight;
    const height = Math.max(qrSide, textHeight) + 2 * padding;
    doc.addPage({ size: [width, height], margin: 0 });
    drawQr(doc, label.qrCodeValue, padding, padding, qrSide);
    let y = padding;
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
    doc.text(label.productName, textX, y, { width: textWidth, lineGap: 0 });
    y += nameHeight + 3;
    if (label.serialNumber) {
      doc.font('Helvetica').fillColor('#333333');
      const serial = oneLine(doc, `S/N ${label.serialNumber}`, textWidth, 7.5, 5);
      doc.fontSize(serial.size).text(serial.text, textX, y, { lineBreak: false });
      y += 11;
    }
    doc.font('Courier-Bold').fontSize(8).fillColor('#000000');
    doc.text(label.qrCodeValue, textX, y, { width: textWidth, lineGap: 0 });
  }
}

const LAYOUTS: Record<LabelFormat, (doc: PDFKit.PDFDocument, labels: Label[]) => void> = {
  A4_SHEET: drawSheets,
  LABEL_57X32: drawDieCut,
  ROLL_62: drawRoll,
};

/** A printable PDF of the labels in the order given, laid out for the paper of `format` (A4 sheets by default). */
export function renderLabels(labels: Label[], format: LabelFormat = DEFAULT_LABEL_FORMAT): Promise<Buffer> {
  const { doc, done } = newDocument();
  LAYOUTS[format](doc, labels);
  doc.end();
  return done;
}

async function unitsByIds(ctx: Ctx, companyId: string, ids: string[]) {
  const found = await findUnits(ctx.db, companyId, ids);
  const byId = new Map(found.map((f) => [f.unit.id, f]));
  return ids.map((id) => {
    const unit = byId.get(id);
    if (!unit) throw notFound('subProduct', id);
    return unit;
  });
}

function checkCount(count: number) {
  if (count === 0) throw badRequest('productIds', 'There is no unit to print');
  if (count > MAX_LABELS) throw badRequest('items', `At most ${MAX_LABELS} labels at once`);
}

/** Labels of the chosen units, or of every unit of the chosen products. */
export async function unitLabelsPdf(ctx: StaffCtx, body: Static<typeof QrPdfBody>) {
  const companyId = ctx.companyId;
  const chosen = body.subProductIds ? await unitsByIds(ctx, companyId, [...new Set(body.subProductIds)]) : [];
  let ofProducts: UnitWithProduct[] = [];
  if (body.productIds) {
    const productIds = [...new Set(body.productIds)];
    const found = new Set((await findProducts(ctx.db, companyId, productIds)).map((p) => p.product.id));
    const missing = productIds.find((id) => !found.has(id));
    if (missing) throw notFound('product', missing);
    const seen = new Set(chosen.map((c) => c.unit.id));
    ofProducts = (await unitsOfProducts(ctx.db, companyId, productIds)).filter((u) => !seen.has(u.unit.id));
  }
  const labels = [...chosen, ...ofProducts].map(labelOf);
  checkCount(labels.length);
  return renderLabels(labels, body.format);
}

/** Labels of the chosen units, each as many times as asked. */
export async function itemLabelsPdf(ctx: StaffCtx, body: Static<typeof ItemsQrPdfBody>) {
  const companyId = ctx.companyId;
  const units = await unitsByIds(
    ctx,
    companyId,
    body.items.map((i) => i.subProductId),
  );
  const labels = units.flatMap((u, i) => Array.from({ length: body.items[i].copies ?? 1 }, () => labelOf(u)));
  checkCount(labels.length);
  return renderLabels(labels, body.format);
}
