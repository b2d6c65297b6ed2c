import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { ensureSigningCertificate, generateCertificate, readBundle } from './certificate.ts';
import { signingConfigFrom } from './config.ts';
import { signingCertificates } from './tables.ts';

describe('the installation signing certificate', async () => {
  const { db } = await createTestApp();
  const now = new Date('2026-06-01T08:00:00Z');

  it('is made once when two processes start together, and both sign with it', async () => {
    await db.delete(signingCertificates);
    const [a, b] = await Promise.all([ensureSigningCertificate(db, {}, now), ensureSigningCertificate(db, {}, now)]);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.subject).toContain('O=Hirebase');
    const [{ n }] = await db.select({ n: count() }).from(signingCertificates);
    expect(n).toBe(1);
    // a later start reads the same one
    expect((await ensureSigningCertificate(db, {}, new Date())).fingerprint).toBe(a.fingerprint);
  });

  it('is valid ten years', async () => {
    await db.delete(signingCertificates);
    await ensureSigningCertificate(db, {}, now);
    const [row] = await db.select().from(signingCertificates);
    expect(row.notAfter.toISOString()).toBe('2036-06-01T08:00:00.000Z');
    expect(row.passphrase).not.toBeNull();
  });

  it('keeps its key under the configured secret, stored nowhere, when one is set', async () => {
    await db.delete(signingCertificates);
    const made = await ensureSigningCertificate(db, { keySecret: 'from the vault' }, now);
    const [row] = await db.select().from(signingCertificates);
    expect(row.passphrase).toBeNull();
    expect(() => readBundle(Buffer.from(row.p12, 'base64'), 'another secret')).toThrow();
    expect(readBundle(Buffer.from(row.p12, 'base64'), 'from the vault').fingerprint).toBe(made.fingerprint);
    await expect(ensureSigningCertificate(db, {}, now)).rejects.toThrow(/SIGNING_KEY_SECRET/);
  });

  it('is the configured bundle when one is given, and nothing is stored', async () => {
    await db.delete(signingCertificates);
    const bundle = generateCertificate(now, 'shop secret', 'Shop Ltd');
    const config = signingConfigFrom({
      SIGNING_P12: bundle.p12.toString('base64'),
      SIGNING_P12_PASSPHRASE: 'shop secret',
    });
    const used = await ensureSigningCertificate(db, config, now);
    expect(used.fingerprint).toBe(bundle.fingerprint);
    expect(used.subject).toContain('CN=Shop Ltd');
    expect(await db.select().from(signingCertificates)).toEqual([]);
  });

  it('refuses a configured bundle without a passphrase at start', () => {
    expect(() => signingConfigFrom({ SIGNING_P12: 'AAAA' })).toThrow(/SIGNING_P12_PASSPHRASE is required/);
  });
});
