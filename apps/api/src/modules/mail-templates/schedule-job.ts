import { defineJob } from '../../platform/jobs/definition.ts';
import { sendDueScheduledMails } from './schedule-sweep.ts';

/**
 * Every five minutes: the confirmations of orders confirmed since, and the reminders, return-due, late and review mails
 * that are due. Runs are once across processes
 * (pg-boss cron); two runs at once, or a run again after a crash, send nothing twice (the record's unique key).
 */
export const scheduledMailsJob = defineJob<Record<string, never>>({
  name: 'order-scheduled-mails',
  cron: '*/5 * * * *',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 600,
  pollingIntervalSeconds: 30,
  async run(_job, env) {
    const sent = await sendDueScheduledMails({ db: env.db, deps: env.deps }, env.deps.now(), (e) =>
      env.log.warn(e, 'scheduled mail failed'),
    );
    if (sent > 0) env.log.info({ sent }, 'scheduled order mails queued');
  },
});
