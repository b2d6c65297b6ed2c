import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { runDueJobsNow, runJobsUntil } from '../../../test/jobs.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import type { Database } from '../db/pool.ts';
import { newId } from '../ids.ts';
import { installJobs } from '../jobs/install.ts';
import { queueUnscheduledMail } from './dead-letters.ts';
import { mailDeliveryJob } from './delivery-job.ts';
import type { MailMessage } from './mailer.ts';
import { mailOutbox } from './tables.ts';

const message = (to: string, subject = 'Your booking'): MailMessage => ({
  to,
  subject,
  text: 'See you on Saturday',
  template: 'test',
});

const outboxRow = async (db: Database, id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** The pg-boss jobs of a mail, with their state. */
const deliveryJobs = async (db: Database, mailId: string) =>
  (
    await db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = ${mailDeliveryJob.name} and data->>'mailId' = ${mailId}`,
    )
  ).rows.map((r) => r.state);

describe('mail without SMTP', async () => {
  const { app, db } = await createTestApp();

  it('stays in the outbox for the development mailbox, and no delivery job is queued', async () => {
    const id = await app.deps.mailer.enqueue(db, message('a@example.test'), new Date());
    expect(await outboxRow(db, id)).toMatchObject({ status: 'outbox', attempts: 0, sentAt: null });
    expect(await deliveryJobs(db, id)).toEqual([]);
  });
});

describe('mail delivery by jobs', async () => {
  const smtp = await startSmtpServer();
  const { app, db, clock } = await createTestApp({ SMTP_URL: smtp.url });
  clock.set('2026-04-01T09:00:00Z');
  // short retries, so that giving up happens within the test
  const quick = { ...mailDeliveryJob, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false };
  await installJobs(db, [quick]);
  const sentTo = (to: string) => smtp.received.filter((m) => m.to === to);

  it('queues nothing when the transaction that wrote the mail rolls back', async () => {
    let id = '';
    await expect(
      db.transaction(async (tx) => {
        id = await app.deps.mailer.enqueue(tx, message('rolled@example.test'), clock.now());
        expect(await deliveryJobs(tx as unknown as Database, id)).toEqual(['created']);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await outboxRow(db, id)).toBeUndefined();
    expect(await deliveryJobs(db, id)).toEqual([]);
  });

  it('delivers a committed mail once, outside the transaction, and marks it sent', async () => {
    const id = await db.transaction((tx) => app.deps.mailer.enqueue(tx, message('b@example.test'), clock.now()));
    expect(await outboxRow(db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await runDueJobsNow(app, [quick])).toBe(1);
    expect(await runDueJobsNow(app, [quick])).toBe(0);
    const received = sentTo('b@example.test');
    expect(received).toHaveLength(1);
    expect(received[0].data).toContain('Subject: Your booking');
    expect(received[0].messageId).toBe(`<${id}@hirebase.mail>`);
    expect(await outboxRow(db, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      sentAt: new Date('2026-04-01T09:00:00Z'),
    });
    expect(await deliveryJobs(db, id)).toEqual(['completed']);
  });

  it('retries a mail the server defers, while the other mails go out', async () => {
    smtp.refuse('later@example.test', 451);
    const late = await app.deps.mailer.enqueue(db, message('later@example.test'), clock.now());
    const other = await app.deps.mailer.enqueue(db, message('other@example.test'), clock.now());
    await runDueJobsNow(app, [quick]);
    expect(await outboxRow(db, other)).toMatchObject({ status: 'sent', attempts: 1 });
    const afterFirst = await outboxRow(db, late);
    expect(afterFirst.status).toBe('queued');
    expect(afterFirst.attempts).toBeGreaterThanOrEqual(1);
    expect(afterFirst.error).toMatch(/refused/);
    smtp.accept('later@example.test');
    await runJobsUntil(app, async () => (await outboxRow(db, late)).status === 'sent', [quick]);
    expect(sentTo('later@example.test')).toHaveLength(1);
    expect(await outboxRow(db, late)).toMatchObject({ status: 'sent', error: null });
  });

  it('gives a mail up after its last attempt: status failed, with the attempts and the last error', async () => {
    smtp.refuse('never@example.test', 451);
    const id = await app.deps.mailer.enqueue(db, message('never@example.test'), clock.now());
    await runJobsUntil(app, async () => (await outboxRow(db, id)).status === 'failed', [quick]);
    const row = await outboxRow(db, id);
    expect(row.attempts).toBe(3);
    expect(row.error).toMatch(/never@example.test refused/);
    expect(row.failedAt).not.toBeNull();
    expect(sentTo('never@example.test')).toHaveLength(0);
  });

  it('fails a mail at once when the server refuses it for good (5xx)', async () => {
    smtp.refuse('gone@example.test', 550);
    const id = await app.deps.mailer.enqueue(db, message('gone@example.test'), clock.now());
    await runDueJobsNow(app, [quick]);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await deliveryJobs(db, id)).toEqual(['completed']);
  });

  it('sends copies and stored files with the mail; a file missing from storage is retried, then the mail fails', async () => {
    await app.deps.storage.put('mail-test/plan.txt', Buffer.from('Plan of the shop'), 'text/plain');
    const id = await app.deps.mailer.enqueue(
      db,
      {
        ...message('files@example.test'),
        cc: ['copy@example.test'],
        attachments: [{ key: 'mail-test/plan.txt', name: 'plan.txt', type: 'text/plain', size: 16 }],
      },
      clock.now(),
    );
    await runDueJobsNow(app, [quick]);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', cc: 'copy@example.test' });
    const [sent] = sentTo('files@example.test,copy@example.test');
    expect(sent.data).toMatch(/^Cc: copy@example.test/m);
    expect(sent.data).toContain('filename=plan.txt');
    expect(sent.data).toContain(Buffer.from('Plan of the shop').toString('base64'));

    const lost = await app.deps.mailer.enqueue(
      db,
      {
        ...message('lost@example.test'),
        attachments: [{ key: 'mail-test/none', name: 'gone.pdf', type: 'application/pdf', size: 1 }],
      },
      clock.now(),
    );
    await runJobsUntil(app, async () => (await outboxRow(db, lost)).status === 'failed', [quick]);
    expect((await outboxRow(db, lost)).error).toBe('attachment gone.pdf is missing from storage');
    expect(sentTo('lost@example.test')).toHaveLength(0);
  });

  it('skips a mail that is no longer queued (a second job for a sent mail sends nothing)', async () => {
    const id = await app.deps.mailer.enqueue(db, message('once@example.test'), clock.now());
    await app.deps.jobs.send(db, quick, { mailId: id });
    await runDueJobsNow(app, [quick]);
    expect(sentTo('once@example.test')).toHaveLength(1);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('queues a job at start for a queued mail that has none, once', async () => {
    const id = newId();
    await db.insert(mailOutbox).values({
      id,
      to: 'old@example.test',
      subject: 's',
      text: 't',
      template: 'x',
      status: 'queued',
      createdAt: clock.now(),
    });
    expect(await queueUnscheduledMail(db, app.deps.jobs)).toBe(1);
    expect(await queueUnscheduledMail(db, app.deps.jobs)).toBe(0);
    await runDueJobsNow(app, [quick]);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await queueUnscheduledMail(db, app.deps.jobs)).toBe(0);
  });
});
