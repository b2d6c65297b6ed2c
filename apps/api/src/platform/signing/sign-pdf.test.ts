import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCertificate, readBundle, type SigningCertificate } from './certificate.ts';
import { type SignPdfInput, signPdf } from './sign-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'signing-'));
let fileCount = 0;
const onDisk = (bytes: Uint8Array) => {
  const path = join(dir, `f${++fileCount}.pdf`);
  writeFileSync(path, bytes);
  return path;
};
const pdfsig = (bytes: Uint8Array) => {
  try {
    return execFileSync('pdfsig', [onDisk(bytes)], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
};
const pdftotext = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', onDisk(bytes), '-'], { encoding: 'utf8' });

/** A two-page contract as the documents part makes them (pdfkit). */
function contract(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(18).text('Rental agreement R-2026-0042');
    doc.fontSize(11).text('Two city bikes from 1 June to 3 June 2026. Total 84.00 EUR.');
    doc.addPage().text('Terms and conditions: return the bikes clean.');
    doc.end();
  });
}

/** A drawn signature: a dark stroke on a transparent background. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 90 10, 140 70 S 220 90, 290 20" stroke="#123" stroke-width="4" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();

let certificate: SigningCertificate;
beforeAll(() => {
  const made = generateCertificate(new Date('2026-06-01T08:00:00Z'), 'correct horse');
  certificate = readBundle(made.p12, 'correct horse');
});

const base = async (overrides: Partial<SignPdfInput> = {}): Promise<SignPdfInput> => ({
  pdf: await contract(),
  signer: { name: 'Zoé Martin', email: 'zoe@example.test' },
  signatureImage: await signaturePng(),
  consentText: 'I have read the rental agreement and I sign it electronically.',
  events: [
    { at: new Date('2026-06-01T09:00:00Z'), what: 'Document sent to zoe@example.test' },
    {
      at: new Date('2026-06-01T09:05:00Z'),
      what: 'Document opened',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Android 14)',
    },
    { at: new Date('2026-06-01T09:06:00Z'), what: 'Signed', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Android 14)' },
  ],
  signedAt: new Date('2026-06-01T09:06:00Z'),
  language: 'en',
  ...overrides,
});

describe('signPdf', () => {
  it('makes a file that pdfsig reads as validly signed over the whole document, with an audit page', async () => {
    const input = await base();
    const signed = await signPdf(input, certificate);
    const report = pdfsig(signed.pdf);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).not.toContain('Not total document signed');
    expect(report).toContain('Signer Certificate Common Name: Hirebase document signing');
    // the bytes as given stay a prefix of the signed file: their hash on the audit page can be checked by anyone
    expect(signed.pdf.subarray(0, input.pdf.length).equals(Buffer.from(input.pdf))).toBe(true);
    const text = pdftotext(signed.pdf);
    expect(text).toContain('Electronic signature certificate');
    expect(text).toContain('Zoé Martin');
    expect(text).toContain('zoe@example.test');
    expect(text).toContain('2026-06-01T09:06:00.000Z');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('Mozilla/5.0 (Android 14)');
    expect(text).toContain(signed.sha256Before);
    expect(text).toContain(certificate.fingerprint);
    expect(text).toContain('Document sent to zoe@example.test');
    expect(text).toContain('Rental agreement R-2026-0042');
    const pages = execFileSync('pdfinfo', [onDisk(signed.pdf)], { encoding: 'utf8' });
    expect(pages).toMatch(/Pages:\s+3/);
    expect(signed.sha256After).not.toBe(signed.sha256Before);
  });

  it('is reported altered after one byte of the signed range changes', async () => {
    const signed = await signPdf(await base(), certificate);
    const tampered = Buffer.from(signed.pdf);
    const at = tampered.indexOf('R-2026-0042');
    // pdfkit writes text as hex glyph codes, so change a byte inside the first page's content instead
    const position = at >= 0 ? at : tampered.indexOf('stream') + 20;
    tampered[position] = tampered[position] ^ 0x01;
    const report = pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('writes a typed name when no image is given, and the audit page in the signer language', async () => {
    const signed = await signPdf(
      await base({ signatureImage: undefined, typedName: 'Zoé Martin', language: 'fr' }),
      certificate,
    );
    expect(pdfsig(signed.pdf)).toContain('Signature is Valid.');
    const text = pdftotext(signed.pdf);
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain('nom saisi');
  });

  it('places the signature in the given box', async () => {
    const signed = await signPdf(
      await base({ placement: { page: 0, x: 50, y: 600, width: 200, height: 60 } }),
      certificate,
    );
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', onDisk(signed.pdf), '-'], { encoding: 'utf8' });
    expect(firstPage).toContain('Zoé Martin · 2026-06-01 09:06 UTC');
  });

  it('keeps the employee signature valid when the customer signs the same file after', async () => {
    const byEmployee = await signPdf(
      await base({
        signer: { name: 'Paul Atelier', email: 'paul@shop.test' },
        placement: { page: -1, x: 50, y: 36, width: 200, height: 70 },
      }),
      certificate,
    );
    const byBoth = await signPdf(await base({ pdf: byEmployee.pdf }), certificate);
    const report = pdfsig(byBoth.pdf);
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report).toContain('Signature #2');
    const text = pdftotext(byBoth.pdf);
    expect(text).toContain('Paul Atelier');
    expect(text).toContain('Zoé Martin');
    expect(text).toContain(byEmployee.sha256After);
  });
});
