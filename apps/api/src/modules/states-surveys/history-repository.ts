import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { rowOf } from '../../platform/db/read-view.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import {
  deleteHistoryEvent,
  productHistoryEventsView as productHistoryEvents,
  productsView as products,
  subProductsView as subProducts,
} from '../catalogue/index.ts';
import { usersView as users } from '../users/index.ts';

/*
 * Queries on the catalogue's product history for the history calls. They read it, and delete an event (through the
 * catalogue) when a user asks to; events are written by the catalogue (addHistoryEvent) and later by orders and state checks.
 */

export type { HistoryEventRow } from '../catalogue/index.ts';

const eventColumns = {
  event: rowOf(productHistoryEvents),
  productName: products.name,
  serialNumber: subProducts.serialNumber,
  qrCodeValue: subProducts.qrCodeValue,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
};

const withDetails = (db: Db, onePer?: 'unit') =>
  (onePer === 'unit' ? db.selectDistinctOn([productHistoryEvents.subProductId], eventColumns) : db.select(eventColumns))
    .from(productHistoryEvents)
    .innerJoin(
      products,
      and(eq(products.companyId, productHistoryEvents.companyId), eq(products.id, productHistoryEvents.productId)),
    )
    .leftJoin(
      subProducts,
      and(
        eq(subProducts.companyId, productHistoryEvents.companyId),
        eq(subProducts.id, productHistoryEvents.subProductId),
      ),
    )
    .leftJoin(users, eq(users.id, productHistoryEvents.actorId));

export type DetailedEvent = Awaited<ReturnType<typeof searchEvents>>['rows'][number];

/** The newest event of one of `kinds` for each unit. */
export const latestEventsOfUnits = (db: Db, companyId: string, unitIds: string[], kinds: readonly string[]) =>
  withDetails(db, 'unit')
    .where(
      and(
        eq(productHistoryEvents.companyId, companyId),
        inArray(productHistoryEvents.subProductId, unitIds),
        inArray(productHistoryEvents.kind, [...kinds]),
      ),
    )
    .orderBy(productHistoryEvents.subProductId, desc(productHistoryEvents.at), desc(productHistoryEvents.id));

export interface EventFilter {
  subProductId?: string;
  productId?: string;
  kinds?: string[];
  from?: Date;
  to?: Date;
}

export async function searchEvents(
  db: Db,
  companyId: string,
  filter: EventFilter,
  page: { limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(productHistoryEvents.companyId, companyId),
    filter.subProductId ? eq(productHistoryEvents.subProductId, filter.subProductId) : undefined,
    filter.productId ? eq(productHistoryEvents.productId, filter.productId) : undefined,
    filter.kinds?.length ? inArray(productHistoryEvents.kind, filter.kinds) : undefined,
    filter.from ? gte(productHistoryEvents.at, filter.from) : undefined,
    filter.to ? lt(productHistoryEvents.at, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const rows = withDetails(db)
    .where(where)
    .orderBy(desc(productHistoryEvents.at), desc(productHistoryEvents.id))
    .$dynamic();
  return pageWithTotal(db, { rows, counted: productHistoryEvents, where }, page);
}

/** Deletes one event of the company's history; the event, or undefined when there is none. */
export const deleteEvent = deleteHistoryEvent;
