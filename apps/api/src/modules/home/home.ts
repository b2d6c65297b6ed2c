import { type AccessModule, hasAccess } from '@hirebase/shared';
import { dayOf } from '@hirebase/shared/zone';
import type { StaffCtx } from '../../platform/http/route.ts';
import { unitFigures } from '../catalogue/index.ts';
import { companyTimeZone } from '../companies/index.ts';
import { bookingsByDay, dayFigures, inboxCounts, utilisationByCategory } from '../orders/index.ts';

/** How many days of bookings the home charts. */
export const HOME_DAYS = 14;

function mayRead(ctx: StaffCtx, module: AccessModule) {
  const m = ctx.actor.kind === 'user' ? ctx.actor.membership : null;
  return !!m && (m.isManager || hasAccess(m.access[module] ?? 'none', 'read'));
}

async function orderFigures(ctx: StaffCtx, timeZone: string) {
  const { db, companyId, now } = ctx;
  const [day, inbox, days, utilisation] = await Promise.all([
    dayFigures(db, companyId, now, timeZone),
    inboxCounts(ctx),
    bookingsByDay(db, companyId, now, timeZone, HOME_DAYS),
    utilisationByCategory(db, companyId),
  ]);
  return { ...day, ...inbox, days, utilisation };
}

/**
 * GET /dashboard/home: the figures a manager starts the day with, in the company zone. Each part is there only for
 * those who may read it: order figures with read access to orders, unit figures with read access to the catalogue.
 */
export async function homeFigures(ctx: StaffCtx) {
  const timeZone = await companyTimeZone(ctx, ctx.companyId);
  const [orders, units] = await Promise.all([
    mayRead(ctx, 'orders') ? orderFigures(ctx, timeZone) : null,
    mayRead(ctx, 'catalogue') ? unitFigures(ctx.db, ctx.companyId, ctx.now) : null,
  ]);
  return { today: dayOf(ctx.now.getTime(), timeZone), timeZone, orders, units };
}
