import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop } from '../../../test/factories.ts';
import { runJobsUntil } from '../../../test/jobs.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { installJobs } from '../../platform/jobs/install.ts';
import { mailDeliveryJob } from '../../platform/mail/delivery-job.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';

describe('failed mail in the admin back-office', async () => {
  const smtp = await startSmtpServer();
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url });
  const quick = { ...mailDeliveryJob, retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false };
  await installJobs(db, [quick]);
  const { headers } = await makeAdmin(app, db);
  const row = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  async function failedMail(to: string) {
    smtp.refuse(to, 451);
    const id = await app.deps.mailer.enqueue(
      db,
      { to, subject: `Hello ${to}`, text: 'x', template: 'test' },
      new Date(),
    );
    await runJobsUntil(app, async () => (await row(id)).status === 'failed', [quick]);
    return id;
  }
  const list = (query = '') => app.inject({ method: 'GET', url: `/v2/admin/mail/failed${query}`, headers });
  const retry = (id: string, as = headers) =>
    app.inject({ method: 'POST', url: `/v2/admin/mail/${id}/retry`, headers: as });

  it('lists the mails given up, newest failure first, with their attempts and last error', async () => {
    const first = await failedMail('first@example.test');
    const second = await failedMail('second@example.test');
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 50 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    const ids = body.items.map((m: { id: string }) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(body.items.find((m: { id: string }) => m.id === first)).toMatchObject({
      to: 'first@example.test',
      subject: 'Hello first@example.test',
      status: 'failed',
      attempts: 2,
      error: expect.stringMatching(/first@example.test refused/),
    });
    const paged = (await list('?page=2&limit=1')).json();
    expect(paged).toMatchObject({ page: 2, limit: 1, total: body.total });
    expect(paged.items).toHaveLength(1);
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('queues a failed mail again, which is then delivered once', async () => {
    const id = await failedMail('retry@example.test');
    smtp.accept('retry@example.test');
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 0, failedAt: null });
    await runJobsUntil(app, async () => (await row(id)).status === 'sent', [quick]);
    expect(smtp.received.filter((m) => m.to === 'retry@example.test')).toHaveLength(1);
    expect((await list()).json().items.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  it('refuses to retry a mail that is not failed (409), an unknown one (404), and for a shop (403)', async () => {
    const id = await app.deps.mailer.enqueue(
      db,
      { to: 'ok@example.test', subject: 's', text: 'x', template: 'test' },
      new Date(),
    );
    const queued = await retry(id);
    expect(queued.statusCode).toBe(409);
    expect(queued.json()).toMatchObject({ code: 'mailNotFailed', details: { status: 'queued' } });
    expect((await retry('01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const shop = await makeShop(app, db);
    const failed = await failedMail('shop@example.test');
    expect((await retry(failed, shop.headers)).statusCode).toBe(403);
    expect((await row(failed)).status).toBe('failed');
  });
});

describe('failed mail without SMTP', async () => {
  const { app, db } = await createTestApp();
  const { headers } = await makeAdmin(app, db);

  it('cannot be retried: 503 naming the integration', async () => {
    const id = await app.deps.mailer.enqueue(
      db,
      { to: 'x@example.test', subject: 's', text: 'x', template: 'test' },
      new Date(),
    );
    await db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
    const res = await app.inject({ method: 'POST', url: `/v2/admin/mail/${id}/retry`, headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'integrationNotConfigured', details: { integration: 'smtp' } });
  });
});
