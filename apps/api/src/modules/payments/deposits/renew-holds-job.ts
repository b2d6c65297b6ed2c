import { defineJob } from '../../../platform/jobs/definition.ts';
import { renewExpiringHolds } from './renew-holds.ts';

/**
 * Every hour: renews the card holds of deposits that lapse within a day, before their rental ends. Runs are once
 * across processes (pg-boss cron); a run again after a crash renews nothing twice (each hold is checked again under
 * its order's lock).
 */
export const renewHoldsJob = defineJob<Record<string, never>>({
  name: 'deposit-hold-renewal',
  cron: '17 * * * *',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 1800,
  pollingIntervalSeconds: 30,
  async run(_job, env) {
    const outcomes = await renewExpiringHolds(env.db, env.deps.now(), env);
    if (outcomes.RENEWED + outcomes.FAILED > 0) env.log.info(outcomes, 'card holds of deposits renewed');
  },
});
