/** The shop as a PDF heads it: what every document, invoice and report of the shop prints the same way. */
export interface CompanyIdentity {
  name: string;
  /** Address and contact lines in order; empty ones are left out. */
  lines?: (string | null | undefined)[];
  /** Legal mentions (registration number, VAT number, insurance…). */
  legal?: { label: string; value: string }[];
  /** PNG or JPEG (pdfkit reads no other). */
  logo?: Buffer;
}

const LOGO = { width: 120, height: 60 };
const GREY = '#555555';

/**
 * Draws the shop's name, its lines and legal mentions from (x, y) in `width`, and its logo against `right` at the
 * same height; answers where the header ends and leaves the pen there, black.
 */
export function drawCompanyHeader(
  doc: PDFKit.PDFDocument,
  identity: CompanyIdentity,
  box: { x: number; y: number; width: number; right?: number },
): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(identity.name, box.x, box.y, { width: box.width });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of identity.lines ?? []) if (line) doc.text(line, box.x, doc.y, { width: box.width });
  for (const { label, value } of identity.legal ?? [])
    doc.text(`${label}: ${value}`, box.x, doc.y, { width: box.width });
  doc.fillColor('black');
  let bottom = doc.y;
  if (identity.logo && box.right !== undefined) {
    doc.image(identity.logo, box.right - LOGO.width, box.y, { fit: [LOGO.width, LOGO.height], align: 'right' });
    bottom = Math.max(bottom, box.y + LOGO.height);
  }
  doc.y = bottom;
  doc.x = box.x;
  return bottom;
}
