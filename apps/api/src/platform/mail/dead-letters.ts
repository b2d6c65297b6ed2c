import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/pool.ts';
import { conflict, integrationNotConfigured, notFound } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { pageWithTotal } from '../query/page.ts';
import { mailDeliveryJob } from './delivery-job.ts';
import type { Mailer } from './mailer.ts';
import { mailOutbox } from './tables.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Mails given up after their last attempt, newest failure first. */
export async function listFailedMail(db: Db, page: { offset: number; limit: number }) {
  const failed = eq(mailOutbox.status, 'failed');
  const orderBy = [desc(mailOutbox.failedAt), desc(mailOutbox.id)];
  return pageWithTotal(db, { from: mailOutbox, where: failed, orderBy }, page);
}

/**
 * Queues a failed mail again with a fresh count of attempts (call it in a transaction: the row and its delivery
 * job go together).
 * 404 for an unknown mail, 503 without SMTP, 409 `mailNotFailed` for one that is not failed (sent, or already queued).
 */
export async function retryFailedMail(deps: { mailer: Mailer; jobs: JobQueue }, db: Db, id: string) {
  const [found] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw notFound('mail', id);
  if (!deps.mailer.smtpConfigured) throw integrationNotConfigured('smtp');
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, failedAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) {
    throw conflict('mailNotFailed', `This mail is ${found.status}: only a failed mail can be sent again`, {
      status: found.status,
    });
  }
  await deps.jobs.send(db, mailDeliveryJob, { mailId: id });
  return row;
}

/**
 * Queues a delivery job for every queued mail that has none pending — mails queued before deliveries were jobs, or
 * whose job was removed by hand. Run at start, after the queues are installed; answers how many were queued.
 */
export async function queueUnscheduledMail(db: Database, jobs: JobQueue): Promise<number> {
  const orphans = await db.execute<{ id: string }>(sql`
    select m.id from ${mailOutbox} m
    where m.status = 'queued' and not exists (
      select 1 from pgboss.job j
      where j.name = ${mailDeliveryJob.name} and j.data->>'mailId' = m.id::text and j.state < 'completed'
    )`);
  for (const { id } of orphans.rows) await jobs.send(db, mailDeliveryJob, { mailId: id });
  return orphans.rows.length;
}
