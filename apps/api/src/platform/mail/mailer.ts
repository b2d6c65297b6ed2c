import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/pool.ts';
import { newId } from '../ids.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Storage } from '../storage/storage.ts';
import { mailDeliveryJob } from './delivery-job.ts';
import { type MailAttachment, mailOutbox } from './tables.ts';

export interface MailMessage {
  to: string;
  /** Copy recipients. */
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  template: string;
  companyId?: string | null;
  /** Files already in storage, sent with the mail (read when it is delivered). */
  attachments?: MailAttachment[];
}

/** What one delivery attempt did. */
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export interface Mailer {
  /**
   * Writes the message to the outbox inside the caller's transaction and, with SMTP, queues its delivery job there
   * too: it leaves only if that transaction commits.
   */
  enqueue(db: Db, message: MailMessage, now: Date): Promise<string>;
  /**
   * One delivery attempt of one queued mail, outside any transaction: counted first, then sent, then marked sent.
   * A refusal the server calls permanent (5xx) fails the mail at once; any other error is recorded and thrown, for
   * the job to retry. A mail not queued any more (sent, failed, retried meanwhile) is skipped.
   */
  deliver(db: Db, id: string, now: () => Date): Promise<DeliveryOutcome>;
  /** Gives a queued mail up (its delivery job failed for good): status failed, with the reason. */
  giveUp(db: Db, id: string, reason: string, now: Date): Promise<void>;
  readonly smtpConfigured: boolean;
}

/** Delivery is one mail per attempt: a stuck server must not hold an attempt longer than its job allows. */
const SMTP_TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };

function transportFor(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The stored files of a mail, for nodemailer; a file missing from storage is an error the job retries. */
async function filesOf(storage: Storage | undefined, attachments: MailAttachment[]) {
  if (attachments.length === 0) return undefined;
  if (!storage) throw new Error('mail attachments need a storage');
  return Promise.all(
    attachments.map(async (a) => {
      const content = await storage.get(a.key);
      if (!content) throw new Error(`attachment ${a.name} is missing from storage`);
      return { filename: a.name, content, contentType: a.type };
    }),
  );
}

export function createMailer(options: { smtpUrl?: string; from: string; jobs: JobQueue; storage?: Storage }): Mailer {
  const transport = options.smtpUrl ? transportFor(options.smtpUrl) : undefined;
  return {
    smtpConfigured: !!transport,
    async enqueue(db, message, now) {
      const id = newId(now.getTime());
      await db.insert(mailOutbox).values({
        id,
        companyId: message.companyId ?? null,
        to: message.to,
        cc: message.cc?.length ? message.cc.join(', ') : null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        attachments: message.attachments ?? [],
        status: transport ? 'queued' : 'outbox',
        createdAt: now,
      });
      if (transport) await options.jobs.send(db, mailDeliveryJob, { mailId: id });
      return id;
    },
    async deliver(db, id, now) {
      if (!transport) return 'skipped';
      // the attempt is counted before the send: an attempt lost to a crash still counts
      const [mail] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: now() })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
        .returning();
      if (!mail) return 'skipped';
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          cc: mail.cc ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: await filesOf(options.storage, mail.attachments),
          // a mail sent again after a crash between the server's answer and our record keeps its identity
          messageId: `<${mail.id}@hirebase.mail>`,
        });
      } catch (error) {
        const permanent = isPermanent(error);
        await db
          .update(mailOutbox)
          .set({ error: describe(error), ...(permanent ? { status: 'failed', failedAt: now() } : {}) })
          .where(eq(mailOutbox.id, id));
        if (permanent) return 'failed';
        throw error;
      }
      await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), error: null }).where(eq(mailOutbox.id, id));
      return 'sent';
    },
    async giveUp(db, id, reason, now) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', failedAt: now, error: sql`coalesce(${mailOutbox.error}, ${reason})` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
    },
  };
}
