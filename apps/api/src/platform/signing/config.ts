import { readFileSync } from 'node:fs';

/** Where the signing certificate comes from: a configured PKCS#12 bundle, or the installation's own. */
export interface SigningConfig {
  /** A configured PKCS#12 bundle (`SIGNING_P12_PATH` or base64 `SIGNING_P12`), with its passphrase. */
  p12?: { bytes: Buffer; passphrase: string };
  /** Encrypts the generated certificate's private key; unset: a random passphrase kept beside it in the database. */
  keySecret?: string;
}

export class SigningConfigError extends Error {}

export function signingConfigFrom(env: Record<string, string | undefined>): SigningConfig {
  const path = env.SIGNING_P12_PATH?.trim();
  const inline = env.SIGNING_P12?.trim();
  const keySecret = env.SIGNING_KEY_SECRET || undefined;
  if (!path && !inline) return { keySecret };
  const passphrase = env.SIGNING_P12_PASSPHRASE;
  // a bundle without a passphrase cannot sign (@signpdf/signer-p12): say so at start, not at the first signature
  if (!passphrase) throw new SigningConfigError('SIGNING_P12_PASSPHRASE is required with a configured PKCS#12 bundle');
  const bytes = path ? readFileSync(path) : Buffer.from(inline as string, 'base64');
  return { p12: { bytes, passphrase }, keySecret };
}
