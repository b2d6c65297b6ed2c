import { weekdayOf } from '@hirebase/shared/zone';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { payoutSettings } from './tables.ts';

export type PayoutSchedule = 'DAILY' | 'WEEKLY';

/** When a shop is paid: every day or on one weekday (1 = Monday … 7 = Sunday), after `delayDays` of pending. */
export interface PayoutSettings {
  schedule: PayoutSchedule;
  weekday: number;
  delayDays: number;
  /** False while the shop follows the platform's defaults. */
  chosen: boolean;
}

/** The longest payout delay a shop may choose (as PAYOUT_DELAY_DAYS). */
export const MAX_DELAY_DAYS = 90;

/** The weekday of a weekly payout when the shop has not chosen one: the platform's weekly schedule pays on Mondays. */
const DEFAULT_WEEKDAY = 1;

/** The shop's payout schedule: its own when it chose one, else the platform's configuration. */
export async function payoutSettingsOf(ctx: Ctx, companyId: string): Promise<PayoutSettings> {
  const [row] = await ctx.db.select().from(payoutSettings).where(eq(payoutSettings.companyId, companyId));
  if (row) return { schedule: row.schedule, weekday: row.weekday, delayDays: row.delayDays, chosen: true };
  const { payoutSchedule, payoutDelayDays } = ctx.deps.config;
  return { schedule: payoutSchedule, weekday: DEFAULT_WEEKDAY, delayDays: payoutDelayDays, chosen: false };
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` day. */
export const isoWeekday = (day: string) => weekdayOf(day) || 7;

/** Whether the schedule pays on that day of the shop's calendar. */
export const paysOn = (settings: PayoutSettings, day: string) =>
  settings.schedule === 'DAILY' || isoWeekday(day) === settings.weekday;

/** A manager sets the shop's payout schedule; the next run of the payout job follows it. */
export async function changePayoutSettings(
  ctx: StaffCtx,
  input: { schedule: PayoutSchedule; weekday?: number; delayDays: number },
): Promise<PayoutSettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await payoutSettingsOf(tx, ctx.companyId);
    const values = {
      schedule: input.schedule,
      weekday: input.weekday ?? before.weekday,
      delayDays: input.delayDays,
      updatedAt: tx.now,
    };
    await tx.db
      .insert(payoutSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: payoutSettings.companyId, set: values });
    const after = { schedule: values.schedule, weekday: values.weekday, delayDays: values.delayDays, chosen: true };
    await audit(
      { ...tx, companyId: ctx.companyId },
      {
        action: 'payoutSettings.change',
        entity: 'payoutSettings',
        entityId: ctx.companyId,
        data: { before: { ...before, chosen: undefined }, after: { ...after, chosen: undefined } },
      },
    );
    return after;
  });
}
