import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../db/pool.ts';
import type { SigningConfig } from './config.ts';
import { signingCertificates } from './tables.ts';

/** A PKCS#12 bundle ready to sign with, and what the audit page says of it. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the certificate (DER), upper-case hex pairs joined by ':', as PDF readers show it. */
  fingerprint: string;
  subject: string;
}

const ROW_ID = 'default';
const VALID_YEARS = 10;

const fingerprintOf = (cert: forge.pki.Certificate) => {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const hex = forge.md.sha256.create().update(der).digest().toHex().toUpperCase();
  return hex.match(/../g)?.join(':') ?? hex;
};

const subjectOf = (cert: forge.pki.Certificate) =>
  cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${a.value}`).join(', ');

/** Opens a bundle: its first certificate (the signer's). Throws when the passphrase is wrong. */
export function readBundle(p12: Buffer, passphrase: string): SigningCertificate {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const bundle = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bags = bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const cert = bags[0]?.cert;
  if (!cert) throw new Error('The PKCS#12 bundle holds no certificate');
  return { p12, passphrase, fingerprint: fingerprintOf(cert), subject: subjectOf(cert) };
}

/**
 * A self-signed certificate for organisation "Hirebase", valid ten years, and its PKCS#12 bundle under `passphrase`.
 * The RSA key comes from Node's crypto (forge's pure-JS generation takes seconds on a small machine).
 */
export function generateCertificate(now: Date, passphrase: string, commonName = 'Hirebase document signing') {
  const { privateKey: pem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  cert.validity.notAfter = notAfter;
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Hirebase' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, {
    algorithm: 'aes256',
    friendlyName: commonName,
  });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  return { p12, notAfter, fingerprint: fingerprintOf(cert), subject: subjectOf(cert) };
}

/**
 * The certificate to sign with: the configured bundle, else the installation's own, made once and kept in the
 * database. Two processes starting together both try to insert; the primary key keeps the first, and both then read
 * that row, so every process signs with the same certificate.
 */
export async function ensureSigningCertificate(db: Db, config: SigningConfig, now: Date): Promise<SigningCertificate> {
  if (config.p12) return readBundle(config.p12.bytes, config.p12.passphrase);
  const stored = await readStored(db, config);
  if (stored) return stored;
  const passphrase = config.keySecret ?? randomBytes(32).toString('base64url');
  const made = generateCertificate(now, passphrase);
  await db
    .insert(signingCertificates)
    .values({
      id: ROW_ID,
      p12: made.p12.toString('base64'),
      passphrase: config.keySecret ? null : passphrase,
      fingerprint: made.fingerprint,
      subject: made.subject,
      notAfter: made.notAfter,
      createdAt: now,
    })
    .onConflictDoNothing();
  const kept = await readStored(db, config);
  if (!kept) throw new Error('The signing certificate could not be stored');
  return kept;
}

async function readStored(db: Db, config: SigningConfig): Promise<SigningCertificate | undefined> {
  const [row] = await db.select().from(signingCertificates).where(eq(signingCertificates.id, ROW_ID));
  if (!row) return undefined;
  const passphrase = row.passphrase ?? config.keySecret;
  if (!passphrase) throw new Error('The stored signing certificate needs SIGNING_KEY_SECRET, which is not set');
  return readBundle(Buffer.from(row.p12, 'base64'), passphrase);
}
