import type { Language } from '@hirebase/shared';
import PDFDocument from 'pdfkit';
import { drawCompanyHeader } from '../../platform/pdf/company-header.ts';
import { CASHBOOK_WORDS } from './pdf-words.ts';

export interface ReceiptContent {
  shop: string;
  language: Language;
  /** The sentence saying what was received or refunded. */
  text: string;
  reference: string;
}

/** A one-page receipt of one ledger row: the shop, what moved, and the row's reference. */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const w = CASHBOOK_WORDS[r.language];
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: w.receipt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const top = drawCompanyHeader(doc, { name: r.shop }, { x: 36, y: 36, width: 340 });
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(w.receipt, 36, top + 16);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(r.text, 36, doc.y + 10, { width: 340 });
  doc.text(w.thanks, 36, doc.y + 8, { width: 340 });
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text(r.reference, 36, doc.y + 16, { width: 340 });
  doc.end();
  return done;
}
