import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/pool.ts';
import type { Mailer } from './mailer.ts';

/** Delivers queued mail every few seconds while the server runs (only when SMTP is configured). */
export function startMailDelivery(
  mailer: Mailer,
  db: Database,
  now: () => Date,
  log: FastifyBaseLogger,
  everyMs = 3000,
) {
  if (!mailer.smtpConfigured) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const sent = await mailer.deliverQueued(db, now);
      if (sent) log.info({ sent }, 'mail delivered');
    } catch (error) {
      log.error({ err: error }, 'mail delivery failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
