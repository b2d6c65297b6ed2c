import { asc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Db } from '../db/pool.ts';
import { newId } from '../ids.ts';
import { mailOutbox } from './tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  companyId?: string | null;
}

export interface Mailer {
  /** Writes the message to the outbox inside the caller's transaction; it leaves only if that commits. */
  enqueue(db: Db, message: MailMessage, now: Date): Promise<string>;
  /** Sends queued messages over SMTP; without SMTP_URL messages stay in the outbox (the dev mailbox shows them). */
  deliverQueued(db: Db, now: () => Date): Promise<number>;
  readonly smtpConfigured: boolean;
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    smtpConfigured: !!transport,
    async enqueue(db, message, now) {
      const id = newId(now.getTime());
      await db.insert(mailOutbox).values({
        id,
        companyId: message.companyId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        status: transport ? 'queued' : 'outbox',
        createdAt: now,
      });
      return id;
    },
    async deliverQueued(db, now) {
      if (!transport) return 0;
      // one batch at a time per process; SKIP LOCKED lets several API processes deliver side by side
      return (db as Database).transaction(async (tx) => {
        const queued = await tx
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'queued'))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(20)
          .for('update', { skipLocked: true });
        let sent = 0;
        for (const mail of queued) {
          try {
            await transport.sendMail({
              from: options.from,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html ?? undefined,
            });
            await tx
              .update(mailOutbox)
              .set({ status: 'sent', sentAt: now(), error: null })
              .where(eq(mailOutbox.id, mail.id));
            sent++;
          } catch (error) {
            await tx
              .update(mailOutbox)
              .set({ error: String(error) })
              .where(eq(mailOutbox.id, mail.id));
          }
        }
        return sent;
      });
    },
  };
}
