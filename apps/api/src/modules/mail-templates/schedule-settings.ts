import type { Db } from '../../platform/db/pool.ts';
import { type Ctx, tenantOf } from '../../platform/http/context.ts';
import { companyForMail } from './order-values.ts';
import { type ScheduleSettingsRow, saveScheduleSettings, scheduleSettingsOf } from './repository.ts';
import type { Schedule } from './schedule.ts';

type OwnSettings = Pick<
  ScheduleSettingsRow,
  'reminderTime' | 'returnDueEnabled' | 'returnDueTime' | 'lateEnabled' | 'lateAfterHours'
>;

/** A company that never saved these settings: no return-due or late mail; the reminder exactly its lead before. */
export const SCHEDULE_DEFAULTS: OwnSettings = {
  reminderTime: null,
  returnDueEnabled: false,
  returnDueTime: '08:00',
  lateEnabled: false,
  lateAfterHours: 2,
};

const own = (row: ScheduleSettingsRow | undefined): OwnSettings => ({
  reminderTime: row?.reminderTime ?? SCHEDULE_DEFAULTS.reminderTime,
  returnDueEnabled: row?.returnDueEnabled ?? SCHEDULE_DEFAULTS.returnDueEnabled,
  returnDueTime: row?.returnDueTime ?? SCHEDULE_DEFAULTS.returnDueTime,
  lateEnabled: row?.lateEnabled ?? SCHEDULE_DEFAULTS.lateEnabled,
  lateAfterHours: row?.lateAfterHours ?? SCHEDULE_DEFAULTS.lateAfterHours,
});

/** Every setting of the scheduled mails of a company, in one object. */
export async function scheduleOf(db: Db, companyId: string): Promise<Schedule> {
  const [shop, row] = await Promise.all([companyForMail(db, companyId), scheduleSettingsOf(db, companyId)]);
  const { orderReminder, opinionBooster } = shop.settings.notifications;
  return {
    timeZone: shop.company.timezone,
    reminderEnabled: orderReminder.enabled,
    reminderHoursBeforeStart: orderReminder.hoursBeforeStart,
    reviewEnabled: opinionBooster.enabled,
    reviewDelayHours: opinionBooster.delayHours,
    ...own(row),
  };
}

const view = (s: Schedule) => {
  const { timeZone: _, ...rest } = s;
  return rest;
};

export const getScheduleSettings = async (ctx: Ctx) => view(await scheduleOf(ctx.db, tenantOf(ctx)));

export async function putScheduleSettings(ctx: Ctx, body: OwnSettings) {
  const companyId = tenantOf(ctx);
  await saveScheduleSettings(ctx.db, { companyId, ...body, updatedAt: ctx.now });
  return view(await scheduleOf(ctx.db, companyId));
}
