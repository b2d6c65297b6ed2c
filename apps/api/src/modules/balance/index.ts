// The public entry of the balance module: the shop's card money on the platform, its payouts and fee invoices.

export { type FeeRate, platformFeeCents } from './fees.ts';
export { payoutScheduleJob, runPayoutSchedule } from './payout-job.ts';
export { balanceRoutes } from './routes.ts';
