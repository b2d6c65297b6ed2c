import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { documentsApi, makeDocumentOrder, pdfText } from '../../../test/factories/documents.ts';
import { drawnSignature, pdfsig } from '../../../test/factories/signing.ts';
import { makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { mailsTo } from '../../../test/mail.ts';
import { anonymous } from '../../platform/http/actor.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { documentGenerationJob } from '../documents/index.ts';
import { orders } from '../orders/tables.ts';
import { setEmailCodeRequired } from '../signatures/index.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('a customer signs a document of their order from its link', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const { order, customer } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
  const [{ token }] = await db.select({ token: orders.linkKey }).from(orders).where(eq(orders.id, order.id));
  const drawn = await drawnSignature();
  const contract = async (companyApi = api, orderId = order.id, generate = true) => {
    const asked = await companyApi.generate({ orderId, kind: 'CONTRACT', language: 'fr' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    if (generate) await runDueJobsNow(app, [documentGenerationJob]);
    return asked.body as { id: string; key: string };
  };
  const sign = (body: Record<string, unknown>, linkToken: string | null = token) =>
    app.inject({
      method: 'POST',
      url: `/v2/your-order/signDocument${linkToken ? `?token=${linkToken}` : ''}`,
      headers: { 'user-agent': 'PhoneBrowser/1.0 (390x844)' },
      payload: { orderId: order.id, signerName: 'Amélie Poulain', consent: true, language: 'fr', ...body },
    });

  it('refuses a caller without the link, a document of another order, and bad input, naming the field', async () => {
    const { id } = await contract();
    const otherOrder = await makeDocumentOrder(app, db, other.company.id, other.headers);
    const foreign = await contract(documentsApi(app, other.headers), otherOrder.order.id);
    expect((await sign({ documentId: id, signatureImage: drawn }, null)).statusCode).toBe(404);
    expect((await sign({ documentId: id, signatureImage: drawn }, 'x'.repeat(32))).statusCode).toBe(404);
    const stranger = await sign({ documentId: foreign.id, signatureImage: drawn });
    expect(stranger.statusCode).toBe(404);
    const field = async (body: Record<string, unknown>) => {
      const res = await sign({ documentId: id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.field;
    };
    expect(await field({})).toBe('signatureImage');
    expect(await field({ signatureImage: drawn, typedName: 'A. Poulain' })).toBe('typedName');
    expect(await field({ signatureImage: Buffer.from('GIF89a not a png').toString('base64') })).toBe('signatureImage');
    expect(await field({ signatureImage: 'not base64!' })).toBe('signatureImage');
    const brokenPng = Buffer.concat([Buffer.from(drawn, 'base64').subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await field({ signatureImage: brokenPng.toString('base64') })).toBe('signatureImage');
    expect(await field({ typedName: 'A. Poulain', consent: false })).toBe('consent');
    expect(await field({ typedName: 'A. Poulain', signerName: 'Amélie\u0000' })).toBe('signerName');
    expect(await field({ typedName: 'A. Poulain', code: '12345' })).toBe('code');
    // nothing was signed by any of these
    expect((await api.ofOrder(order.id)).body.find((d: { id: string }) => d.id === id)).toMatchObject({
      signed: false,
    });
  });

  it('waits for a document still being generated (409)', async () => {
    const { id } = await contract(api, order.id, false);
    const res = await sign({ documentId: id, typedName: 'A. Poulain' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('documentNotReady');
    await runDueJobsNow(app, [documentGenerationJob]);
  });

  it('stores a PDF that pdfsig reads as signed and unaltered, with the audit page in French, once', async () => {
    const { id, key } = await contract();
    const res = await sign({ documentId: id, signatureImage: drawn });
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json();
    expect(outcome).toMatchObject({ status: 'SIGNED', documentId: id, signedAt: expect.any(String) });
    const file = (await api.download(key)).raw;
    expect(sha256(file)).toBe(outcome.sha256);
    const report = pdfsig(file);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = await pdfText(file);
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain('Amélie Poulain');
    expect(text).toContain(customer.email as string);
    expect(text).toContain('PhoneBrowser/1.0');
    expect(text).toContain('Signé depuis le lien de la commande');
    const tampered = Buffer.from(file);
    // a byte of the first page's content, inside the signed range (the signature's own hex may take any byte)
    tampered[tampered.indexOf('stream') + 20] ^= 0x01;
    const tamperedReport = pdfsig(tampered);
    expect(tamperedReport).not.toContain('Signature is Valid.');
    expect(tamperedReport).toMatch(/Digest Mismatch|Signature is Invalid/);

    const listed = await app.inject({
      method: 'GET',
      url: `/v2/company-signatures?document__id=${id}`,
      headers: shop.headers,
    });
    const [signature] = listed.json().items;
    expect(listed.json().items).toHaveLength(1);
    expect(signature).toMatchObject({
      document: { id, collection: 'documents', type: 'CONTRACT' },
      userId: null,
      signerRole: 'customer',
      signerEmail: customer.email,
      userAgent: 'PhoneBrowser/1.0 (390x844)',
      signerName: 'Amélie Poulain',
      sha256After: outcome.sha256,
    });
    const document = (await api.ofOrder(order.id)).body.find((d: { id: string }) => d.id === id);
    expect(signature.sha256Before).toBe(document.sha256);
    expect(document).toMatchObject({ signed: true, status: 'GENERATED' });

    const again = await sign({ documentId: id, typedName: 'A. Poulain' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('documentAlreadySigned');
    expect((await api.remove(key)).status).toBe(409);
  });

  it('keeps one signature when two arrive at once', async () => {
    const { id } = await contract();
    const answers = await Promise.all([
      sign({ documentId: id, typedName: 'Amélie P.' }),
      sign({ documentId: id, signatureImage: drawn }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('documentAlreadySigned');
    const listed = await app.inject({
      method: 'GET',
      url: `/v2/company-signatures?document__id=${id}`,
      headers: shop.headers,
    });
    expect(listed.json().items).toHaveLength(1);
  });

  it('asks for the mailed one-time code when the shop wants one, and signs with it', async () => {
    const ctx = { db, actor: anonymous, companyId: null, now: new Date(), log: app.log, deps: app.deps } as Ctx;
    await setEmailCodeRequired(ctx, shop.company.id, true);
    const { id } = await contract();
    const email = customer.email as string;
    const first = await sign({ documentId: id, typedName: 'A. Poulain' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'CODE_SENT',
      email: `${email[0]}***${email.slice(email.indexOf('@'))}`,
    });
    const [mail] = await mailsTo(app, email);
    const code = /(\d{6})/.exec(mail.subject)?.[1] as string;
    expect(mail.subject).toContain('code');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await sign({ documentId: id, typedName: 'A. Poulain', code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'signatureCodeWrong', details: { field: 'code', attemptsLeft: 4 } });

    const signed = await sign({ documentId: id, typedName: 'A. Poulain', code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('SIGNED');
    const key = (await api.ofOrder(order.id)).body.find((d: { id: string }) => d.id === id).key;
    const text = await pdfText((await api.download(key)).raw);
    expect(text).toContain(`Code à usage unique envoyé à ${email} saisi`);

    // used up: the same code no longer unlocks another document
    const next = await contract();
    const reused = await sign({ documentId: next.id, typedName: 'A. Poulain', code });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'signatureCodeInvalid', details: { reason: 'none' } });
    await setEmailCodeRequired(ctx, shop.company.id, false);
  });
});
