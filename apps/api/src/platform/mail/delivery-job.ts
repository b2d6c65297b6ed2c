import { defineJob } from '../jobs/definition.ts';

export interface MailDeliveryData {
  mailId: string;
}

/** Attempts per mail before it is given up: about two hours of retries with the backoff below. */
export const MAIL_ATTEMPTS = 8;

/**
 * One job per queued mail, queued in the transaction that wrote it. An attempt sends that one mail; a failure is
 * retried with a growing delay (30 s, 1 min, 2 min … with jitter); after MAIL_ATTEMPTS attempts the mail is failed
 * and waits in the admin back-office, which can queue it again.
 */
export const mailDeliveryJob = defineJob<MailDeliveryData>({
  name: 'mail-delivery',
  retryLimit: MAIL_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // above the SMTP timeouts of one attempt (10 + 10 + 30 s)
  expireInSeconds: 120,
  batchSize: 10,
  async run(job, env) {
    const outcome = await env.deps.mailer.deliver(env.db, job.data.mailId, env.deps.now);
    if (outcome !== 'skipped') env.log.info({ mailId: job.data.mailId, outcome }, 'mail delivery');
  },
  async onFailed(data, error, env) {
    await env.deps.mailer.giveUp(env.db, data.mailId, error, env.deps.now());
    env.log.warn({ mailId: data.mailId, error }, 'mail given up after its last attempt');
  },
});
