import { readFileSync } from 'node:fs';

/** Where the signing certificate comes from: a configured PKCS#12 bundle, or the installation's own. */
export interface SigningConfig {
  /** A configured PKCS#12 bundle (`SIGNING_P12_PATH` or base64 `SIGNING_P12`), with its passphrase. */
  p12?: { bytes: Buffer; passphrase: string };
  /** Encrypts the generated certificate's private key; unset: a random passphrase kept beside it in the database. */
  keySecret?: string;
}

export function signingConfigFrom(
  env: Record<string, string | undefined>,
  fail: (message: string) => Error = (message) => new Error(message),
): SigningConfig {
  const path = env.SIGNING_P12_PATH?.trim();
  const inline = env.SIGNING_P12?.trim();
  const keySecret = env.SIGNING_KEY_SECRET || undefined;
  if (!path && !inline) return { keySecret };
  const passphrase = env.SIGNING_P12_PASSPHRASE;
  // a bundle without a passphrase cannot sign (@signpdf/signer-p12): say so at start, not at the first signature
  if (!passphrase) throw fail('SIGNING_P12_PASSPHRASE is required with a configured PKCS#12 bundle');
  const bytes = path ? readBundle(path, fail) : Buffer.from(inline as string, 'base64');
  return { p12: { bytes, passphrase }, keySecret };
}

function readBundle(path: string, fail: (message: string) => Error) {
  try {
    return readFileSync(path);
  } catch {
    throw fail(`SIGNING_P12_PATH cannot be read: ${path}`);
  }
}
