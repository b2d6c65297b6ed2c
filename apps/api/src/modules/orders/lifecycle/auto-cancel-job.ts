import { defineJob } from '../../../platform/jobs/definition.ts';
import { cancelOverdueOrders } from './auto-cancel.ts';

/**
 * Every minute: cancels the unpaid online orders whose payment delay is over. Each order is locked and checked again
 * in its own transaction, so two runs at once (a slow run and the next minute's) never cancel one order twice.
 */
export const autoCancelJob = defineJob<Record<string, never>>({
  name: 'orders-auto-cancel',
  cron: '* * * * *',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  // the next minute's run takes over from one that failed or got stuck
  expireInSeconds: 300,
  pollingIntervalSeconds: 5,
  async run(_job, env) {
    const cancelled = await cancelOverdueOrders(env.db, env.deps.now(), env);
    if (cancelled.length > 0) env.log.info({ cancelled }, 'unpaid online orders cancelled');
  },
});
