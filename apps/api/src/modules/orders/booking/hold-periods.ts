import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { orderReservations } from '../tables.ts';
import { rangeLiteral } from './holds.ts';

/** The holds of an order with their period bounds in epoch ms; `outstanding`: only those not returned yet. */
export function holdsWithBounds(db: Db, companyId: string, orderId: string, outstanding = false) {
  return db
    .select({
      ...getTableColumns(orderReservations),
      startMs: sql<number>`extract(epoch from lower(${orderReservations.period})) * 1000`.mapWith(Number),
      endMs: sql<number>`extract(epoch from upper(${orderReservations.period})) * 1000`.mapWith(Number),
    })
    .from(orderReservations)
    .where(
      and(
        eq(orderReservations.companyId, companyId),
        eq(orderReservations.orderId, orderId),
        outstanding ? isNull(orderReservations.returnedAt) : undefined,
      ),
    )
    .orderBy(asc(orderReservations.id));
}

export type HoldWithBounds = Awaited<ReturnType<typeof holdsWithBounds>>[number];

/**
 * The period of a hold whose units came back at `returnedAt`: it ends at the return plus the turnaround, when that is
 * earlier than planned; a late return never lengthens it. Back before the period even began (handed out early), it
 * shrinks to an instant at that end, so the planned slot is free again.
 */
export function periodAfterReturn(
  hold: Pick<HoldWithBounds, 'startMs' | 'endMs'>,
  returnedAt: number,
  bufferAfterMs: number,
) {
  const end = Math.min(hold.endMs, returnedAt + bufferAfterMs);
  const start = end > hold.startMs ? hold.startMs : end - 1;
  return { end, literal: rangeLiteral(start, end), shortened: end < hold.endMs };
}
