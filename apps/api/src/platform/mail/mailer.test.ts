import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { freePort } from '../db/embedded.ts';
import { createMailer } from './mailer.ts';
import { mailOutbox } from './tables.ts';

describe('mailer', async () => {
  const database = await createTestDatabase();
  const received: { to: string; data: string }[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });
  const now = () => new Date('2026-04-01T09:00:00Z');

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ from: 'Shop <shop@example.test>' });
    const id = await mailer.enqueue(
      database.db,
      { to: 'a@example.test', subject: 'Hi', text: 'Hello', template: 'test' },
      now(),
    );
    expect(await mailer.deliverQueued(database.db, now)).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'outbox', to: 'a@example.test', sentAt: null });
  });

  it('delivers queued mail over SMTP once and marks it sent', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <shop@example.test>' });
    const id = await mailer.enqueue(
      database.db,
      { to: 'b@example.test', subject: 'Your booking', text: 'See you on Saturday', template: 'test' },
      now(),
    );
    expect(await mailer.deliverQueued(database.db, now)).toBe(1);
    expect(await mailer.deliverQueued(database.db, now)).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe('b@example.test');
    expect(received[0].data).toContain('Subject: Your booking');
    expect(received[0].data).toContain('See you on Saturday');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('sent');
    expect(row.sentAt?.toISOString()).toBe('2026-04-01T09:00:00.000Z');
  });

  it('leaves a mail queued with the error when the server refuses it', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@example.test' });
    const id = await mailer.enqueue(
      database.db,
      { to: 'c@example.test', subject: 'x', text: 'y', template: 'test' },
      now(),
    );
    expect(await mailer.deliverQueued(database.db, now)).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('queued');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
