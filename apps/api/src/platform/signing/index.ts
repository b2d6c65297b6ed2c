import type { Db } from '../db/pool.ts';
import { ensureSigningCertificate, type SigningCertificate } from './certificate.ts';
import type { SigningConfig } from './config.ts';
import { type SignedPdf, type SignPdfInput, signPdf } from './sign-pdf.ts';

export type { SigningCertificate } from './certificate.ts';
export { type SigningConfig, signingConfigFrom } from './config.ts';
export type { Placement, SignedPdf, SigningEvent, SignPdfInput } from './sign-pdf.ts';
export { signPdf } from './sign-pdf.ts';

export interface DocumentSigner {
  /** The certificate in use (made at the first call when none is configured nor stored). */
  certificate(): Promise<SigningCertificate>;
  /** Stamps, appends the audit page and digitally signs; see `signPdf`. */
  sign(input: SignPdfInput): Promise<SignedPdf>;
}

/** One per process: the certificate is read (or made) once, then kept in memory. */
export function createDocumentSigner(
  db: Db,
  config: SigningConfig,
  now: () => Date = () => new Date(),
): DocumentSigner {
  let certificate: Promise<SigningCertificate> | undefined;
  const load = () => {
    certificate ??= ensureSigningCertificate(db, config, now()).catch((error) => {
      certificate = undefined;
      throw error;
    });
    return certificate;
  };
  return {
    certificate: load,
    sign: async (input) => signPdf(input, await load()),
  };
}
