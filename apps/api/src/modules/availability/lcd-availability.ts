import type { Static } from 'typebox';
import type { Ctx } from '../../platform/http/context.ts';
import { companyTimeZone } from '../companies/index.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { itemAvailability, listedItems } from './item-availability.ts';
import { openingProblems } from './opening.ts';
import { lcdPeriod } from './periods.ts';
import { checkItemIds, checkOrder, checkUniverse, idList } from './query-checks.ts';
import type { LcdQuery } from './schemas.ts';
import { countsAt, iso, itemView } from './views.ts';

type Query = Static<typeof LcdQuery>;

/**
 * GET /product-availability/lcd: how many of each product and pack are free for a rental, whether it can be booked
 * then (stock and opening hours), from when it is free again, and optionally a calendar of free counts per day.
 */
export async function lcdAvailability(ctx: Ctx, companyId: string, query: Query) {
  const now = ctx.now.getTime();
  const focus = idList('focusItemIds', query.focusItemIds);
  const rentalType = query.rentalType ?? 'LCD';
  // one round trip for everything that does not depend on another read; the checks fail the call when wrong
  const [timeZone, settings, items] = await Promise.all([
    companyTimeZone(ctx, companyId),
    settingsForRequest(ctx, companyId),
    listedItems(ctx.db, companyId, {
      rentalType,
      onlineOnly: query.noSearchOnlineAvailability === false,
      withoutPrice: query.allowWithoutPrice ?? false,
      universeId: query.universe,
      ids: focus && query.focusItemId ? [...new Set([...focus, query.focusItemId])] : focus,
    }),
    checkUniverse(ctx.db, companyId, query.universe),
    checkOrder(ctx.db, companyId, 'excludeOrderId', query.excludeOrderId),
  ]);
  // an id the listing left out is either filtered out (fine) or unknown (400): only those are looked up
  const listed = new Set(items.map((i) => i.id));
  const unlisted = (ids: string[] | undefined) => ids?.filter((id) => !listed.has(id));
  await Promise.all([
    checkItemIds(ctx.db, companyId, 'focusItemIds', unlisted(focus)),
    checkItemIds(ctx.db, companyId, 'focusItemId', unlisted(query.focusItemId ? [query.focusItemId] : undefined)),
  ]);
  const period = lcdPeriod(query, timeZone, now);
  const quantity = query.nbItems ?? 1;
  const answers = await itemAvailability(ctx.db, companyId, {
    items,
    window: period.window,
    windows: period.calendar ?? [],
    quantity,
    unitsOf: query.focusItemId,
    rentalType,
    excludeOrderId: query.excludeOrderId,
    now,
  });
  const problems = openingProblems(period.window, settings, timeZone);
  const open = problems.length === 0;
  return {
    startDate: iso(period.window.start),
    endDate: iso(period.window.end),
    timeZone,
    opening: { open, problems },
    items: answers.map((a) => itemView(a, quantity, open)),
    ...(period.calendar
      ? {
          calendar: period.calendar.map((d, i) => ({
            day: d.day,
            startDate: iso(d.start),
            endDate: iso(d.end),
            items: countsAt(answers, i),
          })),
        }
      : {}),
  };
}
