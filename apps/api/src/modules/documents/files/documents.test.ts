import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { documentsApi, makeDocumentOrder } from '../../../../test/factories/documents.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { documentGenerationJob } from '../generation/generation-job.ts';
import { storeSignedDocument } from '../index.ts';
import { documents } from '../tables.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('documents of an order', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const foreign = documentsApi(app, other.headers);
  const { order } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
  const generated = async (language = 'fr', kind = 'CONTRACT') => {
    const asked = await api.generate({ orderId: order.id, kind, language });
    expect(asked.status).toBe(200);
    await runDueJobsNow(app, [documentGenerationJob]);
    return asked.body;
  };

  it('POST /v2/order/generateDocument writes the document and its job; the job stores the PDF and its SHA-256', async () => {
    const asked = await api.generate({ orderId: order.id, kind: 'CONTRACT', language: 'en' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      orderId: order.id,
      kind: 'CONTRACT',
      language: 'en',
      status: 'TO_GENERATE',
      documentModelId: '00000000-0000-4000-8000-000000000001',
      signed: false,
      sha256: null,
      generatedAt: null,
    });
    expect(asked.body.key).toBe(`${asked.body.id}.pdf`);
    expect((await api.download(asked.body.key)).body).toMatchObject({ code: 'documentNotReady' });
    expect(await runDueJobsNow(app, [documentGenerationJob])).toBe(1);
    const [listed] = (await api.ofOrder(order.id)).body;
    expect(listed).toMatchObject({ id: asked.body.id, status: 'GENERATED', size: expect.any(Number) });
    const file = await api.download(asked.body.key);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(listed.sha256).toBe(sha256(file.raw));
    expect(listed.size).toBe(file.raw.length);
  });

  it('refuses bad input naming the field, and another company’s order or model', async () => {
    expect((await api.generate({ orderId: order.id })).body).toMatchObject({
      statusCode: 400,
      details: { field: 'kind' },
    });
    const badLanguage = await api.generate({ orderId: order.id, kind: 'CONTRACT', language: 'de' });
    expect(badLanguage.status).toBe(400);
    expect(JSON.stringify(badLanguage.body.details)).toContain('language');
    expect((await foreign.generate({ orderId: order.id, kind: 'QUOTE' })).status).toBe(404);
    const own = await api.saveModel({ kind: 'QUOTE', name: 'Devis maison', blocks: [{ type: 'lines' }] });
    expect((await foreign.generate({ orderId: order.id, documentModelId: own.body.id })).status).toBe(404);
    const wrongKind = await api.generate({ orderId: order.id, documentModelId: own.body.id, kind: 'CONTRACT' });
    expect(wrongKind.body).toMatchObject({ statusCode: 400, details: { field: 'kind' } });
  });

  it('a job run again after the document was stored (a restart) changes nothing: one file, one digest', async () => {
    const asked = await api.generate({ orderId: order.id, kind: 'RECEIPT', language: 'fr' });
    const data = { companyId: shop.company.id, documentId: asked.body.id };
    const env = { db: app.db, deps: app.deps, log: app.log };
    const job = { id: 'x', data, retryCount: 0, lastAttempt: false };
    // the first run stored the file, then the process died before the row was updated
    await documentGenerationJob.run(job, env);
    await db
      .update(documents)
      .set({ status: 'TO_GENERATE', sha256: null })
      .where(and(eq(documents.companyId, shop.company.id), eq(documents.id, asked.body.id)));
    await documentGenerationJob.run({ ...job, retryCount: 1 }, env);
    // and the queued job runs too
    await runDueJobsNow(app, [documentGenerationJob]);
    const rows = await db.select().from(documents).where(eq(documents.id, asked.body.id));
    expect(rows).toHaveLength(1);
    const file = await api.download(asked.body.key);
    expect(rows[0].status).toBe('GENERATED');
    expect(rows[0].sha256).toBe(sha256(file.raw));
  });

  it('GET /v2/document/download/{key}: the company’s own only', async () => {
    const document = await generated();
    expect((await foreign.download(document.key)).status).toBe(404);
    expect((await api.download('0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b.pdf')).status).toBe(404);
    expect((await api.download('../../secrets.pdf')).status).toBe(400);
    expect((await foreign.ofOrder(order.id)).status).toBe(404);
  });

  it('GET /v2/document/multiDownload: a zip of the PDFs, each stored whole', async () => {
    const a = await generated('fr');
    const b = await generated('en', 'QUOTE');
    const res = await api.zip([a.key, b.key]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.raw;
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    for (const document of [a, b]) {
      const pdf = (await api.download(document.key)).raw;
      // stored (not compressed): each PDF is in the zip byte for byte, under its file name
      expect(zip.includes(pdf)).toBe(true);
      expect(zip.includes(Buffer.from(document.fileName))).toBe(true);
    }
    expect((await foreign.zip([a.key])).status).toBe(404);
    expect((await api.zip([a.key, '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b.pdf'])).status).toBe(404);
  });

  it('DELETE /v2/document/{key}: removes the row and the file; refused once signed or waiting for signatures', async () => {
    const document = await generated();
    expect((await foreign.remove(document.key)).status).toBe(404);
    expect(await api.remove(document.key)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api.download(document.key)).status).toBe(404);
    expect((await api.ofOrder(order.id)).body.map((d: { key: string }) => d.key)).not.toContain(document.key);

    const pending = await generated();
    await db.update(documents).set({ status: 'PENDING' }).where(eq(documents.id, pending.id));
    expect((await api.remove(pending.key)).body).toMatchObject({
      statusCode: 409,
      code: 'documentSigned',
      details: { status: 'PENDING' },
    });

    const signed = await generated();
    await storeSignedDocument(app.db, app.deps, shop.company.id, signed.id, Buffer.from('%PDF-1.7 signed'), new Date());
    expect((await api.remove(signed.key)).body).toMatchObject({
      code: 'documentSigned',
      details: { status: 'SIGNED' },
    });
    // the signed version is what downloads give from then on
    expect((await api.download(signed.key)).raw.toString()).toBe('%PDF-1.7 signed');
  });

  it('generating and deleting need the orders write right; reading needs orders read', async () => {
    const reader = await makeEmployee(db, shop.company.id, { access: { orders: 'read' } });
    const readerApi = documentsApi(app, { 'x-access-token': await login(app, reader.email) });
    const document = await generated();
    expect((await readerApi.generate({ orderId: order.id, kind: 'QUOTE' })).status).toBe(403);
    expect((await readerApi.remove(document.key)).status).toBe(403);
    expect((await readerApi.download(document.key)).status).toBe(200);
    expect((await readerApi.ofOrder(order.id)).status).toBe(200);
  });
});
