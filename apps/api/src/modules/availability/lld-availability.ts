import type { Static } from 'typebox';
import type { Ctx } from '../../platform/http/context.ts';
import { companyTimeZone } from '../companies/index.ts';
import { itemAvailability, listedItems } from './item-availability.ts';
import { lldPeriod } from './periods.ts';
import { checkItemIds, idList } from './query-checks.ts';
import type { LldQuery } from './schemas.ts';
import { countsAt, iso, itemView } from './views.ts';

/**
 * GET /product-availability/lld: long-term availability by whole months of the company zone, of the products and
 * packs rented long-term, counting long-term unavailability periods and every order's holds.
 */
export async function lldAvailability(ctx: Ctx, companyId: string, query: Static<typeof LldQuery>) {
  const now = ctx.now.getTime();
  const timeZone = await companyTimeZone(ctx, companyId);
  const period = lldPeriod(query, timeZone, now);
  const focus = idList('focusItemIds', query.focusItemIds);
  await checkItemIds(ctx.db, companyId, 'focusItemIds', focus);
  const items = await listedItems(ctx.db, companyId, {
    rentalType: 'LLD',
    onlineOnly: false,
    withoutPrice: true,
    ids: focus,
  });
  const quantity = query.nbItems ?? 1;
  const answers = await itemAvailability(ctx.db, companyId, {
    items,
    window: period.window,
    windows: period.months,
    quantity,
    rentalType: 'LLD',
    now,
  });
  return {
    startDate: iso(period.window.start),
    endDate: iso(period.window.end),
    timeZone,
    items: answers.map((a) => itemView(a, quantity, true)),
    months: period.months.map((m, i) => ({ month: m.month, items: countsAt(answers, i) })),
  };
}
