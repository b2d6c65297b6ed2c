import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type AuditWords, auditWords } from './audit-words.ts';

/** Where the signature goes, in PDF points from the page's bottom-left corner; `page` counts from 0, -1 = last. */
export interface Placement {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SigningEvent {
  at: Date;
  what: string;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditFacts {
  signer: { name: string; email?: string | null };
  signedAt: Date;
  ip?: string | null;
  userAgent?: string | null;
  consentText: string;
  hashBefore: string;
  certificateFingerprint: string;
  events: SigningEvent[];
  typed: boolean;
  language?: string;
}

const BOX = { width: 200, height: 70, margin: 36 };

/** The standard fonts write WinAnsi only: a character outside it is replaced rather than failing the signature. */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** The signature box: given, or the bottom right of the last page. */
function boxOn(doc: PDFDocument, placement: Placement | undefined) {
  const pages = doc.getPages();
  if (placement) {
    const index = placement.page < 0 ? pages.length + placement.page : placement.page;
    const page = pages[Math.min(Math.max(index, 0), pages.length - 1)];
    return { ...placement, page };
  }
  const page = pages[pages.length - 1];
  const { width } = page.getSize();
  return { page, x: width - BOX.width - BOX.margin, y: BOX.margin, width: BOX.width, height: BOX.height };
}

/** Draws the signature (image scaled to fit, or the typed name in an italic face) and the signer's name under it. */
export async function stampSignature(
  doc: PDFDocument,
  input: { image?: Uint8Array; typedName?: string; signerName: string; signedAt: Date; placement?: Placement },
): Promise<PDFPage> {
  const box = boxOn(doc, input.placement);
  const caption = await doc.embedFont(StandardFonts.Helvetica);
  const captionHeight = 9;
  const area = { x: box.x, y: box.y + captionHeight + 2, width: box.width, height: box.height - captionHeight - 2 };
  if (input.image) {
    const png = await doc.embedPng(input.image);
    const scale = Math.min(area.width / png.width, area.height / png.height);
    const w = png.width * scale;
    const h = png.height * scale;
    box.page.drawImage(png, {
      x: area.x + (area.width - w) / 2,
      y: area.y + (area.height - h) / 2,
      width: w,
      height: h,
    });
  } else {
    const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
    const text = printable(script, input.typedName ?? input.signerName);
    const size = Math.min(area.height * 0.6, (area.width / Math.max(script.widthOfTextAtSize(text, 10), 1)) * 10);
    box.page.drawText(text, { x: area.x, y: area.y + (area.height - size) / 2, size, font: script });
  }
  const line = printable(
    caption,
    `${input.signerName} · ${input.signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  box.page.drawText(line, {
    x: box.x,
    y: box.y,
    size: 7,
    font: caption,
    color: rgb(0.3, 0.3, 0.3),
    maxWidth: box.width,
  });
  return box.page;
}

/** Splits text into lines that fit `width` at `size` (long words are cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** Appends the audit page(s): who signed, when, from where, the document's hash before signing, the events. */
export async function appendAuditPage(doc: PDFDocument, facts: AuditFacts): Promise<void> {
  const w: AuditWords = auditWords(facts.language);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [pageWidth, pageHeight] = [595.28, 841.89];
  const margin = 50;
  const textWidth = pageWidth - 2 * margin;
  let page = doc.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const newLineSpace = (needed: number) => {
    if (y - needed >= margin) return;
    page = doc.addPage([pageWidth, pageHeight]);
    y = pageHeight - margin;
  };
  const paragraph = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(font, printable(font, text), size, textWidth)) {
      newLineSpace(size + 2);
      page.drawText(line, { x: margin, y: y - size, size, font });
      y -= size + 2;
    }
    y -= gap;
  };
  const field = (label: string, value: string | null | undefined) => {
    if (!value) return;
    paragraph(label, bold, 9, 0);
    paragraph(value, regular, 10, 6);
  };
  paragraph(w.title, bold, 16, 6);
  paragraph(w.intro, regular, 10, 10);
  field(w.signer, facts.signer.name);
  field(w.email, facts.signer.email);
  field(w.signedAt, facts.signedAt.toISOString());
  field(w.method, facts.typed ? w.typed : w.drawn);
  field(w.ip, facts.ip);
  field(w.userAgent, facts.userAgent);
  field(w.consent, facts.consentText);
  field(w.hashBefore, facts.hashBefore);
  field(w.certificate, facts.certificateFingerprint);
  if (facts.events.length > 0) {
    paragraph(w.events, bold, 11, 2);
    for (const event of facts.events) {
      const where = [event.ip, event.userAgent].filter(Boolean).join(' · ');
      paragraph(`${event.at.toISOString()}  ${event.what}${where ? `  (${where})` : ''}`, regular, 9, 2);
    }
    y -= 6;
  }
  paragraph(w.closing, regular, 9, 0);
}
