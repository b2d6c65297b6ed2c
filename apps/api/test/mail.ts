import { desc, ilike } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { mailOutbox } from '../src/platform/mail/tables.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  status: string;
  createdAt: string;
}

/** The mails written to the outbox for `email`, newest first, read from the outbox table of the app's database. */
export async function mailsTo(app: App, email: string): Promise<OutboxMail[]> {
  const pattern = `%${email.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(ilike(mailOutbox.to, pattern))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    template: m.template,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The token of the `path?token=…` link in a mail; throws when the mail has no such link. */
export function tokenIn(mail: OutboxMail, path: string): string {
  const match = mail.text.match(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=([^\\s]+)`));
  if (!match) throw new Error(`no ${path}?token= link in mail "${mail.subject}": ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the only mail sent to `email` with a `path?token=` link. */
export async function onlyMailToken(app: App, email: string, path: string): Promise<string> {
  const mails = await mailsTo(app, email);
  if (mails.length !== 1) throw new Error(`expected one mail to ${email}, found ${mails.length}`);
  return tokenIn(mails[0], path);
}
