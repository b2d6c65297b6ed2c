import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { lcdAvailability, openingProblems } from '../availability/index.ts';
import { isUuid, type OpenStore } from './open-store.ts';
import { shownRows } from './shown-products.ts';

export interface WindowQuery {
  startDate?: string;
  endDate?: string;
  nbItems?: number;
}

export interface CalendarQuery extends WindowQuery {
  startDateSearch: string;
  endDateSearch?: string;
}

/** The product must be one the store shows (rented short-term): anything else is a 404, as for another shop's. */
async function requireShown(ctx: Ctx, store: OpenStore, productId: string) {
  const [row] = isUuid(productId)
    ? await shownRows(ctx, store.company.id, { ids: [productId.toLowerCase()], rentalType: 'LCD' })
    : [];
  if (!row) throw notFound('product', productId);
  return row.id;
}

/** The availability module's short-term answer for one shown product (calendar when the query asks for one). */
async function availabilityOf(ctx: Ctx, store: OpenStore, productId: string, query: Partial<CalendarQuery>) {
  const id = await requireShown(ctx, store, productId);
  const answer = await lcdAvailability(ctx, store.company.id, {
    startDate: query.startDate,
    endDate: query.endDate,
    startDateSearch: query.startDateSearch,
    endDateSearch: query.endDateSearch,
    maxMonthRange: 3,
    nbItems: query.nbItems,
    focusItemIds: id,
    noSearchOnlineAvailability: false,
    allowWithoutPrice: true,
  });
  const item = answer.items.find((i) => i.id === id);
  return { id, answer, item };
}

type Answer = Awaited<ReturnType<typeof lcdAvailability>>;

/** The rental an answer is about: its window, zone and whether the shop is open at its start and end. */
const windowOf = (productId: string, answer: Answer) => ({
  productId,
  startDate: answer.startDate,
  endDate: answer.endDate,
  timeZone: answer.timeZone,
  opening: answer.opening,
});

/**
 * GET /online-store/product-availability/{companyId}/{productId}: how many of a product are free for a rental
 * (startDate, endDate; a day from now without them), whether it can be booked then and from when it is free again.
 */
export async function productAvailabilityOf(ctx: Ctx, store: OpenStore, productId: string, query: WindowQuery) {
  const { id, answer, item } = await availabilityOf(ctx, store, productId, query);
  return {
    ...windowOf(id, answer),
    quantity: query.nbItems ?? 1,
    total: item?.total ?? 0,
    available: item?.available ?? 0,
    bookable: item?.bookable ?? false,
    nextFreeAt: item?.nextFreeAt ?? null,
  };
}

/**
 * GET /online-store/product-availability-v2: a calendar of a product, one entry per day from startDateSearch to
 * endDateSearch (at most three months): the units free for a rental starting that day (at startDate's time of day,
 * 09:00 without one, as long as startDate to endDate, a day without them) and whether the shop is open then.
 */
export async function productCalendar(ctx: Ctx, store: OpenStore, productId: string, query: CalendarQuery) {
  const { id, answer, item } = await availabilityOf(ctx, store, productId, query);
  const quantity = query.nbItems ?? 1;
  const settings = store.settings;
  return {
    productId: id,
    timeZone: answer.timeZone,
    quantity,
    total: item?.total ?? 0,
    days: (answer.calendar ?? []).map((d) => {
      const available = d.items.find((i) => i.id === id)?.available ?? 0;
      const window = { start: Date.parse(d.startDate), end: Date.parse(d.endDate) };
      const open = openingProblems(window, settings, answer.timeZone).length === 0;
      return {
        day: d.day,
        startDate: d.startDate,
        endDate: d.endDate,
        available,
        open,
        bookable: open && available >= quantity,
      };
    }),
  };
}

/**
 * GET /online-store/maximum-product-availability: the most units of a product one rental over [startDate, endDate)
 * can take — its free count, or 0 when the shop is closed at its start or end.
 */
export async function maximumAvailability(ctx: Ctx, store: OpenStore, productId: string, query: WindowQuery) {
  const { id, answer, item } = await availabilityOf(ctx, store, productId, { ...query, nbItems: undefined });
  const available = item?.available ?? 0;
  return {
    ...windowOf(id, answer),
    total: item?.total ?? 0,
    maximum: answer.opening.open ? available : 0,
  };
}
