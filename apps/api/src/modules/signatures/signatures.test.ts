import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mail.ts';
import { anonymous } from '../../platform/http/actor.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import {
  recordSignature,
  requiresEmailCode,
  sendSignatureCode,
  setEmailCodeRequired,
  verifySignatureCode,
} from './index.ts';

describe('company signatures', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-06-01T10:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const ctxAt = (at: string): Ctx =>
    ({
      db,
      actor: anonymous,
      companyId: null,
      now: new Date(at),
      log: app.log,
      requestId: 'test',
      ip: '203.0.113.9',
      deps: app.deps,
    }) as Ctx;
  const contract = randomUUID();
  const report = randomUUID();
  const sign = (companyId: string, at: string, extra: Record<string, unknown>) =>
    inTransaction(ctxAt(at), (tx) =>
      recordSignature(tx, {
        companyId,
        documentId: contract,
        documentCollection: 'documents',
        documentType: 'CONTRACT',
        signerRole: 'customer',
        signer: { name: 'Zoé Martin', email: 'zoe@example.test' },
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (Android 14)',
        sha256Before: 'a'.repeat(64),
        sha256After: 'b'.repeat(64),
        ...extra,
      }),
    );
  await sign(shop.company.id, '2026-06-01T09:00:00Z', {});
  await sign(shop.company.id, '2026-06-02T09:00:00Z', {
    signerRole: 'employee',
    userId: shop.manager.id,
    signer: { name: 'Paul Atelier' },
  });
  await sign(shop.company.id, '2026-06-03T09:00:00Z', {
    documentId: report,
    documentCollection: 'condition-reports',
    documentType: 'DEPARTURE',
  });
  await sign(other.company.id, '2026-06-02T10:00:00Z', {});
  const list = async (query: string, headers: Record<string, string> = shop.headers) =>
    app.inject({ method: 'GET', url: `/v2/company-signatures${query}`, headers });

  it('lists the company signatures newest first with who, where and the hashes', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((s: { document: { type: string } }) => s.document.type)).toEqual([
      'DEPARTURE',
      'CONTRACT',
      'CONTRACT',
    ]);
    expect(body.items[2]).toMatchObject({
      createdAt: '2026-06-01T09:00:00.000Z',
      document: { id: contract, collection: 'documents', type: 'CONTRACT' },
      userId: null,
      signerRole: 'customer',
      signerName: 'Zoé Martin',
      signerEmail: 'zoe@example.test',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Android 14)',
      sha256Before: 'a'.repeat(64),
      sha256After: 'b'.repeat(64),
    });
  });

  it('filters by document, collection, type, user and date', async () => {
    const ids = async (q: string) =>
      (await list(q)).json().items.map((s: { createdAt: string }) => s.createdAt.slice(0, 10));
    expect(await ids(`?document__id=${contract}`)).toEqual(['2026-06-02', '2026-06-01']);
    expect(await ids('?document__collection=condition-reports')).toEqual(['2026-06-03']);
    expect(await ids('?document__type.in=DEPARTURE,QUOTE')).toEqual(['2026-06-03']);
    expect(await ids(`?userId=${shop.manager.id}`)).toEqual(['2026-06-02']);
    expect(await ids('?userId.isNull=true')).toEqual(['2026-06-03', '2026-06-01']);
    expect(await ids('?createdAt.gte=2026-06-02T00:00:00Z&createdAt.lt=2026-06-03T00:00:00Z')).toEqual(['2026-06-02']);
    expect(await ids('?sort=createdAt__asc&limit=1&page=2')).toEqual(['2026-06-02']);
  });

  it('refuses unknown filters, strangers and employees without documents access', async () => {
    expect((await list('?signerName=Zoé')).statusCode).toBe(400);
    expect((await list('', {})).statusCode).toBe(401);
    const clerk = await makeEmployee(db, shop.company.id, { access: { documents: 'none', orders: 'write' } });
    expect((await list('', { 'x-access-token': await login(app, clerk.email) })).statusCode).toBe(403);
    // another company sees only its own
    const theirs = (await list('', other.headers)).json();
    expect(theirs.total).toBe(1);
    expect(theirs.items[0].createdAt).toBe('2026-06-02T10:00:00.000Z');
  });

  it('keeps whether a company requires a code by mail (off by default)', async () => {
    expect(await requiresEmailCode({ db }, shop.company.id)).toBe(false);
    await setEmailCodeRequired(ctxAt('2026-06-01T10:00:00Z'), shop.company.id, true);
    expect(await requiresEmailCode({ db }, shop.company.id)).toBe(true);
    expect(await requiresEmailCode({ db }, other.company.id)).toBe(false);
  });

  const codeIn = async (email: string) => {
    const [mail] = await mailsTo(app, email);
    return /(\d{6})/.exec(mail.subject)?.[1] as string;
  };

  it('mails a 6-digit code in the signer language that works once', async () => {
    const email = 'code.once@example.test';
    const subject = `document:${randomUUID()}`;
    const at = '2026-06-01T10:00:00Z';
    const sent = await sendSignatureCode(ctxAt(at), {
      companyId: shop.company.id,
      subject,
      email,
      language: 'fr',
      companyName: 'Vélos du Port',
    });
    expect(sent.expiresAt.toISOString()).toBe('2026-06-01T10:10:00.000Z');
    const [mail] = await mailsTo(app, email);
    expect(mail.subject).toMatch(/^\d{6} est votre code pour signer avec Vélos du Port$/);
    expect(mail.text).toContain('valable 10 minutes');
    const code = await codeIn(email);
    const check = { companyId: shop.company.id, subject, code };
    expect(await verifySignatureCode(ctxAt(at), { ...check, companyId: other.company.id })).toEqual({
      ok: false,
      reason: 'none',
    });
    expect(await verifySignatureCode(ctxAt(at), check)).toEqual({ ok: true, email });
    expect(await verifySignatureCode(ctxAt(at), check)).toEqual({ ok: false, reason: 'none' });
  });

  it('is void after 10 minutes', async () => {
    const email = 'code.late@example.test';
    const subject = `document:${randomUUID()}`;
    await sendSignatureCode(ctxAt('2026-06-01T10:00:00Z'), {
      companyId: shop.company.id,
      subject,
      email,
      companyName: 'Shop',
    });
    const code = await codeIn(email);
    const late = await verifySignatureCode(ctxAt('2026-06-01T10:10:00Z'), {
      companyId: shop.company.id,
      subject,
      code,
    });
    expect(late).toEqual({ ok: false, reason: 'expired' });
  });

  it('locks after 5 wrong attempts, even the right code, also when guessed in parallel', async () => {
    const email = 'code.guess@example.test';
    const subject = `document:${randomUUID()}`;
    const at = '2026-06-01T10:00:00Z';
    await sendSignatureCode(ctxAt(at), { companyId: shop.company.id, subject, email, companyName: 'Shop' });
    const code = await codeIn(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const first = await verifySignatureCode(ctxAt(at), { companyId: shop.company.id, subject, code: wrong });
    expect(first).toEqual({ ok: false, reason: 'wrong', attemptsLeft: 4 });
    const guesses = await Promise.all(
      Array.from({ length: 6 }, () =>
        verifySignatureCode(ctxAt(at), { companyId: shop.company.id, subject, code: wrong }),
      ),
    );
    expect(guesses.filter((g) => !g.ok && g.reason === 'wrong')).toHaveLength(3);
    expect(await verifySignatureCode(ctxAt(at), { companyId: shop.company.id, subject, code })).toEqual({
      ok: false,
      reason: 'locked',
    });
  });

  it('counts a wrong guess only outside a transaction that could roll it back', async () => {
    await expect(
      inTransaction(ctxAt('2026-06-01T10:00:00Z'), (tx) =>
        verifySignatureCode(tx, { companyId: shop.company.id, subject: 'document:x', code: '123456' }),
      ),
    ).rejects.toThrow(/outside any transaction/);
  });

  it('replaces the previous code with a new one, and throttles sending', async () => {
    const email = 'code.again@example.test';
    const subject = `document:${randomUUID()}`;
    const at = '2026-06-01T10:00:00Z';
    const request = { companyId: shop.company.id, subject, email, companyName: 'Shop' };
    await sendSignatureCode(ctxAt(at), request);
    const firstCode = await codeIn(email);
    await sendSignatureCode(ctxAt('2026-06-01T10:01:00Z'), request);
    const secondCode = await codeIn(email);
    if (firstCode !== secondCode) {
      expect(await verifySignatureCode(ctxAt(at), { ...request, code: firstCode })).toMatchObject({ ok: false });
    }
    await sendSignatureCode(ctxAt('2026-06-01T10:02:00Z'), request);
    await expect(sendSignatureCode(ctxAt('2026-06-01T10:03:00Z'), request)).rejects.toMatchObject({ statusCode: 429 });
    expect(await mailsTo(app, email)).toHaveLength(3);
    const latest = await codeIn(email);
    expect(await verifySignatureCode(ctxAt('2026-06-01T10:03:00Z'), { ...request, code: latest })).toEqual({
      ok: true,
      email,
    });
  });
});
