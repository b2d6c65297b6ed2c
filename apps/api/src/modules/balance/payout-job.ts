import type { Ctx } from '../../platform/http/context.ts';
import { defineJob, type JobEnv } from '../../platform/jobs/definition.ts';
import { companiesWithPlatformMoneySince } from '../payments/index.ts';
import { invoiceLastMonth } from './fee-invoices.ts';
import { payOutCompany } from './payout-run.ts';
import { MAX_DELAY_DAYS } from './payout-settings.ts';

const DAY_MS = 86_400_000;
/** Companies with card money in the last two months and the payout delay: all a payout or last month's invoice needs. */
const LOOK_BACK_DAYS = 62;

export const jobCtx = (env: JobEnv, now: Date): Ctx => ({
  db: env.db,
  actor: { kind: 'anonymous' },
  companyId: null,
  now,
  log: env.log,
  requestId: '',
  ip: '',
  deps: env.deps,
});

/**
 * One run of the payout schedule: each company with card money gets its payout on the days of its own schedule and
 * its fee invoice of last month once it is over. Each company in its own transactions and locks, so a run that fails
 * half-way or two runs at once pay and invoice everything once.
 */
export async function runPayoutSchedule(ctx: Ctx) {
  const since = new Date(ctx.now.getTime() - (LOOK_BACK_DAYS + MAX_DELAY_DAYS) * DAY_MS);
  const made = { payouts: 0, invoices: 0 };
  for (const companyId of await companiesWithPlatformMoneySince(ctx, since)) {
    if (await payOutCompany(ctx, companyId)) made.payouts++;
    if (await invoiceLastMonth(ctx, companyId)) made.invoices++;
  }
  return made;
}

/** Every day at 03:00 UTC: the sandbox's payouts and the fee invoices. */
export const payoutScheduleJob = defineJob<Record<string, never>>({
  name: 'balance-payouts',
  cron: '0 3 * * *',
  retryLimit: 2,
  retryDelaySeconds: 600,
  retryBackoff: false,
  expireInSeconds: 1800,
  pollingIntervalSeconds: 30,
  async run(_job, env) {
    const made = await runPayoutSchedule(jobCtx(env, env.deps.now()));
    if (made.payouts + made.invoices > 0) env.log.info(made, 'payouts and fee invoices made');
  },
});
