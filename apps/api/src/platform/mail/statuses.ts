import { inArray } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { mailOutbox } from './tables.ts';

/** Where a mail is on its way out, as the outbox records it. */
export interface DeliveryStatus {
  /** queued (waiting for its first attempt or a retry), sent, failed (given up), outbox (no SMTP: never sent). */
  status: 'queued' | 'sent' | 'failed' | 'outbox';
  attempts: number;
  /** The last delivery error (kept while the mail is retried, and when it failed). */
  error: string | null;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  failedAt: Date | null;
}

/**
 * The delivery status of outbox mails by id. A mail the retention job deleted is missing from the answer: only sent
 * mails (and, without SMTP, mails of the development mailbox) are deleted, after MAIL_KEPT_DAYS.
 */
export async function deliveryStatuses(db: Db, ids: string[]): Promise<Map<string, DeliveryStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      lastAttemptAt: mailOutbox.lastAttemptAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  return new Map(rows.map(({ id, status, ...rest }) => [id, { status: status as DeliveryStatus['status'], ...rest }]));
}
