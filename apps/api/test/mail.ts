import type { App } from '../src/app.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  status: string;
  createdAt: string;
}

/** The mails written to the outbox for `email`, newest first, read through the dev mailbox call. */
export async function mailsTo(app: App, email: string): Promise<OutboxMail[]> {
  const res = await app.inject({ method: 'GET', url: `/v2/dev/mailbox?to=${encodeURIComponent(email)}` });
  if (res.statusCode !== 200) throw new Error(`mailbox failed: ${res.statusCode} ${res.body}`);
  return res.json().items;
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
