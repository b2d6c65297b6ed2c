import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdfExport from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { SigningCertificate } from './certificate.ts';
import { appendIncrementalUpdate, hasClassicXref, snapshot } from './incremental.ts';
import { appendAuditPage, type Placement, type SigningEvent, stampSignature } from './stamp.ts';

export type { Placement, SigningEvent } from './stamp.ts';

// Node's own loader hands over the CommonJS exports object (the instance is its `default`); vitest hands the instance
const signpdf = (signpdfExport as unknown as { default?: typeof signpdfExport }).default ?? signpdfExport;

export interface SignPdfInput {
  pdf: Uint8Array;
  signer: { name: string; email?: string | null };
  /** The drawn signature (PNG); without it, `typedName` is written in an italic face. */
  signatureImage?: Uint8Array;
  typedName?: string;
  /** The words the signer agreed to, as shown to them. */
  consentText: string;
  /** What happened before the signature (sent, opened, code checked, signed), oldest first. */
  events: SigningEvent[];
  /** The document's signature box; default: bottom right of its last page. */
  placement?: Placement;
  /** The signer's address and browser at the moment of signing (the last event's when not given). */
  ip?: string | null;
  userAgent?: string | null;
  /** Language of the audit page (fr, en, es, pt, it). */
  language?: string;
  signedAt: Date;
  /** Where the signer signed (the shop's name and town, say): the signature's Location field. */
  location?: string;
}

export interface SignedPdf {
  pdf: Buffer;
  /** SHA-256 (hex) of the PDF as given, before anything was added. */
  sha256Before: string;
  /** SHA-256 (hex) of the signed file. */
  sha256After: string;
  certificateFingerprint: string;
}

/** Room for the CMS signature: a 2048-bit RSA signature with its certificate takes ~1.6 KB; a 4096-bit chain more. */
const SIGNATURE_LENGTH = 16384;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Counts the signature fields already in the file, to name the new one uniquely (two `Signature1` would merge). */
function signatureFieldCount(doc: PDFDocument): number {
  const form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = form?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  return fields?.size() ?? 0;
}

/**
 * Signs a PDF: stamps the signature in its box, appends an audit page, and signs the whole file with the
 * certificate (CAdES detached, PAdES-style). The additions are an incremental update, so a file signed before (by the
 * shop's employee, say) keeps its first signature valid beside the new one.
 */
export async function signPdf(input: SignPdfInput, certificate: SigningCertificate): Promise<SignedPdf> {
  let original = Buffer.from(input.pdf);
  const sha256Before = sha256(original);
  if (!hasClassicXref(original)) {
    // a file with a cross-reference stream is rewritten once with a classic table (it carries no signature yet, or
    // the rewrite would break it): the update below then appends to it
    if (original.includes('/ByteRange'))
      throw new Error('A signed PDF with a cross-reference stream cannot be signed again');
    const rewritten = await PDFDocument.load(original, { updateMetadata: false });
    original = Buffer.from(await rewritten.save({ useObjectStreams: false }));
  }
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const before = snapshot(doc);
  const last = input.events[input.events.length - 1];
  const page = await stampSignature(doc, {
    image: input.signatureImage,
    typedName: input.typedName,
    signerName: input.signer.name,
    signedAt: input.signedAt,
    placement: input.placement,
  });
  await appendAuditPage(doc, {
    signer: input.signer,
    signedAt: input.signedAt,
    ip: input.ip ?? last?.ip,
    userAgent: input.userAgent ?? last?.userAgent,
    consentText: input.consentText,
    hashBefore: sha256Before,
    certificateFingerprint: certificate.fingerprint,
    events: input.events,
    typed: !input.signatureImage,
    language: input.language,
  });
  const fieldNumber = signatureFieldCount(doc) + 1;
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: input.consentText.slice(0, 200),
    contactInfo: input.signer.email ?? '',
    name: input.signer.name,
    location: input.location ?? '',
    signingTime: input.signedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Hirebase',
  });
  if (fieldNumber > 1) renameLastField(page, fieldNumber);
  // fonts and images are written into the document at flush (save does it; the update below does not save)
  await doc.flush();
  const prepared = appendIncrementalUpdate(original, doc, before);
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  const signed = await signpdf.sign(prepared, signer, input.signedAt);
  return { pdf: signed, sha256Before, sha256After: sha256(signed), certificateFingerprint: certificate.fingerprint };
}

/** The placeholder names every field `Signature1`; a second signer's field gets its own name. */
function renameLastField(page: { node: PDFDict }, fieldNumber: number) {
  const annots = page.node.lookup(PDFName.of('Annots'), PDFArray);
  const widget = annots.lookup(annots.size() - 1, PDFDict);
  widget.set(PDFName.of('T'), PDFString.of(`Signature${fieldNumber}`));
}
