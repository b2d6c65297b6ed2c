import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { freePort } from '../src/platform/db/embedded.ts';

export interface ReceivedMail {
  to: string;
  messageId: string | undefined;
  data: string;
}

/**
 * A local SMTP server for delivery tests. Mails are recorded once the server has accepted them. `refuse` answers
 * a recipient with an SMTP error (451: try later, 550: never); `hold` keeps a mail's acceptance pending until
 * `release` (a mail held when its sender dies is never accepted).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, number>();
  let holding: { after: number; reached: () => void } | undefined;
  let held: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = refused.get(address.address);
      if (!code) return callback();
      const error = Object.assign(new Error(`mailbox ${address.address} refused`), { responseCode: code });
      callback(error);
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            messageId: data.match(/^Message-ID:\s*(\S+)/im)?.[1],
            data,
          });
          done();
        };
        if (!holding || received.length < holding.after) return accept();
        const { reached } = holding;
        holding = undefined;
        held = accept;
        reached();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address: string, code: 451 | 550) => refused.set(address, code),
    accept: (address: string) => refused.delete(address),
    /** Holds the first mail that arrives once `after` mails were accepted; resolves when it is waiting. */
    hold: (after = 0) =>
      new Promise<void>((reached) => {
        holding = { after, reached };
      }),
    /** Forgets the held mail without accepting it (its sender is gone). */
    drop: () => {
      held = undefined;
    },
    release: () => {
      held?.();
      held = undefined;
    },
  };
}
