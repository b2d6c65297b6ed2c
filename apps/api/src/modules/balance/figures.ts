import { dayOf, startOfDay } from '@hirebase/shared/zone';
import { desc, eq } from 'drizzle-orm';
import type { StaffCtx } from '../../platform/http/route.ts';
import { companyForRequest } from '../companies/index.ts';
import { platformMoneyRows } from '../payments/index.ts';
import { payoutSettingsOf } from './payout-settings.ts';
import { payouts } from './tables.ts';
import { asTransactions, totalsOf, unpaidHorizon } from './transactions.ts';

/** The shop's balance on the platform, in cents: what settled and waits for a payout, and what is still pending. */
export async function balanceFigures(ctx: StaffCtx) {
  const company = await companyForRequest(ctx, ctx.companyId);
  const rows = await platformMoneyRows(ctx, ctx.companyId, await unpaidHorizon(ctx, ctx.companyId));
  const list = await asTransactions(ctx, ctx.companyId, rows);
  const sum = (state: string) => list.filter((t) => t.state === state).reduce((a, t) => a + t.netCents, 0);
  return {
    currency: company?.currency ?? 'EUR',
    timeZone: company?.timezone ?? 'Europe/Paris',
    availableCents: sum('AVAILABLE'),
    pendingCents: sum('PENDING'),
    payout: await payoutSettingsOf(ctx, ctx.companyId),
  };
}

/** The balance, this month's card money (shop's time zone) and the last payout. */
export async function dashboardFigures(ctx: StaffCtx) {
  const balance = await balanceFigures(ctx);
  const today = dayOf(ctx.now.getTime(), balance.timeZone);
  const monthStart = new Date(startOfDay(`${today.slice(0, 7)}-01`, balance.timeZone));
  const month = totalsOf(
    await asTransactions(ctx, ctx.companyId, await platformMoneyRows(ctx, ctx.companyId, monthStart)),
  );
  const [lastPayout] = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.companyId, ctx.companyId))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return { balance, month: { ...month, start: monthStart }, lastPayout: lastPayout ?? null };
}
