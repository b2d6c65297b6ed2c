import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { formData, pngImage } from '../../../test/factories/company-settings.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { runJobsUntil } from '../../../test/jobs.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { installJobs } from '../../platform/jobs/install.ts';
import { mailDeliveryJob } from '../../platform/mail/delivery-job.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the mails of an order', async () => {
  const smtp = await startSmtpServer();
  const { app, db, clock } = await createTestApp({ SMTP_URL: smtp.url });
  clock.set('2026-05-04T08:00:00Z');
  const quick = { ...mailDeliveryJob, retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false };
  await installJobs(db, [quick]);
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 3 });
  const order = await makeOrder(app, shop.headers, {
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    products: [{ productId: bikes.id, quantity: 1 }],
  });

  const send = (fields: Record<string, string>, files: Parameters<typeof formData>[0] = [], headers = shop.headers) => {
    const form = formData(files, { orderId: order.id, ...fields });
    return app.inject({
      method: 'POST',
      url: '/v2/order/email',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const mailsOf = async (orderId = order.id, headers = shop.headers) =>
    app.inject({ method: 'GET', url: `/v2/order/emails/${orderId}`, headers });

  it('sends the written mail with copies and files through the outbox, and shows its status until it is sent', async () => {
    const res = await send(
      {
        to: 'Client@Example.test, second@example.test',
        cc: 'boss@example.test',
        object: 'Votre location du 1er juin',
        content: 'Bonjour,\nvoici le plan d’accès.',
        lang: 'fr',
      },
      [
        { field: 'files', filename: 'plan.pdf', contentType: 'application/octet-stream', data: PDF },
        { field: 'files', filename: '../photo.png', contentType: 'text/html', data: pngImage(1) },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json();
    expect(mail).toMatchObject({
      orderId: order.id,
      to: ['Client@Example.test', 'second@example.test'],
      cc: ['boss@example.test'],
      subject: 'Votre location du 1er juin',
      text: 'Bonjour,\nvoici le plan d’accès.',
      lang: 'fr',
      attachments: [
        { name: 'plan.pdf', type: 'application/pdf', size: PDF.length },
        { name: 'photo.png', type: 'image/png', size: pngImage(1).length },
      ],
      delivery: { status: 'queued', attempts: 0, error: null },
    });
    const [outbox] = await db.select().from(mailOutbox).where(eq(mailOutbox.companyId, shop.company.id));
    expect(outbox).toMatchObject({ to: 'Client@Example.test, second@example.test', cc: 'boss@example.test' });

    await runJobsUntil(app, async () => smtp.received.some((m) => m.to.toLowerCase().includes('client@example.test')), [
      quick,
    ]);
    const received = smtp.received.find((m) => m.to.toLowerCase().includes('client@example.test'));
    expect(received?.to.toLowerCase().split(',').sort()).toEqual([
      'boss@example.test',
      'client@example.test',
      'second@example.test',
    ]);
    expect(received?.data).toMatch(/^Cc: boss@example.test/m);
    expect(received?.data).toContain('filename=plan.pdf');
    expect(received?.data).toContain(PDF.toString('base64').slice(0, 40));
    expect(received?.data).toContain('filename=photo.png');

    const list = (await mailsOf()).json();
    expect(list).toHaveLength(1);
    expect(list[0].delivery).toMatchObject({ status: 'sent', attempts: 1, sentAt: '2026-05-04T08:00:00.000Z' });
  });

  it('shows a refused mail as retried, then failed with the reason', async () => {
    smtp.refuse('gone@example.test', 451);
    const res = await send({ to: 'gone@example.test', object: 'Relance', content: 'Merci de rapporter le vélo.' });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const statusOf = async () => (await mailsOf()).json().find((m: { id: string }) => m.id === id).delivery;
    await runJobsUntil(app, async () => (await statusOf()).status !== 'queued', [quick]);
    const first = await statusOf();
    expect(['retrying', 'failed']).toContain(first.status);
    await runJobsUntil(app, async () => (await statusOf()).status === 'failed', [quick]);
    const failed = await statusOf();
    expect(failed.attempts).toBe(2);
    expect(failed.error).toMatch(/gone@example.test refused/);
    expect(failed.failedAt).not.toBeNull();
  });

  it('refuses wrong addresses, too many of them, a missing subject or text, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: '', object: 's', content: 't' }, 'to'],
      [{ to: 'a@example.test, not-an-address', object: 's', content: 't' }, 'to'],
      [{ to: 'a@example.test\r\nBcc: x@example.test', object: 's', content: 't' }, 'to'],
      [{ to: Array.from({ length: 11 }, (_, i) => `p${i}@example.test`).join(','), object: 's', content: 't' }, 'to'],
      [{ to: 'a@example.test', cc: 'nobody', object: 's', content: 't' }, 'cc'],
      [{ to: 'a@example.test', content: 't' }, 'object'],
      [{ to: 'a@example.test', object: 's', content: '  ' }, 'content'],
      [{ to: 'a@example.test', object: 's', i18nContent: '{"fr": 3}', lang: 'fr' }, 'i18nContent'],
      [{ to: 'a@example.test', object: 's', content: 't', generatePaymentLink: 'true' }, 'generatePaymentLink'],
    ];
    for (const [fields, field] of cases) {
      const res = await send(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().details.field, JSON.stringify(fields)).toBe(field);
    }
  });

  it('takes the text of the language from i18nContent when no content is written', async () => {
    const res = await send({
      to: 'lang@example.test',
      object: 'Rental',
      i18nContent: JSON.stringify({ fr: 'Bonjour', en: 'Hello' }),
      lang: 'en',
    });
    expect(res.json()).toMatchObject({ text: 'Hello', lang: 'en' });
  });

  it('refuses an unknown template and documents named wrongly, naming the field', async () => {
    const template = await send({ to: 'a@example.test', template: 'BIRTHDAY' });
    expect(template.statusCode).toBe(400);
    expect(template.json()).toMatchObject({ details: { field: 'template' } });
    for (const [field, value, named] of [
      ['attachedDocumentId', 'doc-1', 'attachedDocumentId'],
      ['attachedDocumentStateId', 'MIDDLE', 'attachedDocumentStateId'],
      ['generateDocument', 'true', 'attachedDocumentId'],
      ['generateDocumentState', '1', 'attachedDocumentStateId'],
    ]) {
      const res = await send({ to: 'a@example.test', object: 's', content: 't', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: { field: named } });
    }
  });

  it('refuses a file that is not a document or a picture, read from its bytes, and keeps nothing', async () => {
    const before = (await mailsOf()).json().length;
    const res = await send({ to: 'a@example.test', object: 's', content: 't' }, [
      {
        field: 'files',
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        data: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0xff]),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ field: 'files[0]', type: 'application/octet-stream' });
    const tooMany = await send(
      { to: 'a@example.test', object: 's', content: 't' },
      Array.from({ length: 6 }, (_, i) => ({
        field: 'files',
        filename: `p${i}.png`,
        contentType: 'image/png',
        data: pngImage(i),
      })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await mailsOf()).json()).toHaveLength(before);
  });

  it("answers 404 for another company's order, and 403 to an employee who may only read orders", async () => {
    expect((await send({ to: 'a@example.test', object: 's', content: 't' }, [], other.headers)).statusCode).toBe(404);
    expect((await mailsOf(order.id, other.headers)).statusCode).toBe(404);
    const reader = await makeEmployee(db, shop.company.id, { access: { orders: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await send({ to: 'a@example.test', object: 's', content: 't' }, [], headers)).statusCode).toBe(403);
    expect((await mailsOf(order.id, headers)).statusCode).toBe(200);
  });
});
