import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { deleteInChunks } from '../db/prune.ts';
import { maintenanceJob } from '../jobs/definition.ts';
import { mailOutbox } from './tables.ts';

/** Sent mails (and, without SMTP, mails kept for the development mailbox) are deleted after this many days. */
export const MAIL_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes delivered mails older than MAIL_KEPT_DAYS; failed mails stay until an administrator retries them.
 * Answers how many were deleted.
 */
export async function pruneDeliveredMail(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - MAIL_KEPT_DAYS * DAY_MS);
  return deleteInChunks(
    db,
    mailOutbox,
    or(
      and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)),
      and(eq(mailOutbox.status, 'outbox'), lt(mailOutbox.createdAt, before)),
    ),
  );
}

/** Daily at 03:20 UTC; the count goes to the log. */
export const mailRetentionJob = maintenanceJob('mail-retention', '20 3 * * *', async (env) => {
  const mails = await pruneDeliveredMail(env.db, env.deps.now());
  env.log.info({ retention: { mails, keptDays: MAIL_KEPT_DAYS } }, 'retention: delivered mails pruned');
});
