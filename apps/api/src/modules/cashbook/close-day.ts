import { toCents } from '@hirebase/shared';
import { daySpan } from '@hirebase/shared/zone';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { conflict } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { methodTotals, tillRowsByDay } from './book.ts';
import { shopOf } from './day.ts';
import type { CloseDayBody } from './schemas.ts';
import { cashbookClosings } from './tables.ts';
import { closingView, expectedCashCents } from './views.ts';

/**
 * Closes a day of the cashbook: its Z report freezes what the ledger holds for the day, the opening and the counted
 * cash. Under the company's cashbook lock, so that two closings at once make one report and numbers follow each
 * other without a gap (a rolled-back closing gives its number back).
 */
export async function closeDay(ctx: StaffCtx, input: Static<typeof CloseDayBody>) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('cashbook'), hashtext(${ctx.companyId}))`);
    const { timeZone } = await shopOf(tx, ctx.companyId);
    if (daySpan(input.day, timeZone).start > tx.now.getTime()) {
      throw conflict('cashbookDayNotStarted', 'A day can be closed once it has begun', { day: input.day });
    }
    const { byDay, closed } = await tillRowsByDay(tx, ctx.companyId, timeZone, input.day, input.day);
    const done = closed.get(input.day);
    if (done) {
      throw conflict('cashbookDayClosed', 'The day is already closed', { day: input.day, number: done.number });
    }
    const rows = byDay.get(input.day) ?? [];
    const totals = methodTotals(rows);
    const openingCents = toCents(input.opening);
    const [{ last }] = await tx.db
      .select({ last: max(cashbookClosings.number) })
      .from(cashbookClosings)
      .where(eq(cashbookClosings.companyId, ctx.companyId));
    const [row] = await tx.db
      .insert(cashbookClosings)
      .values({
        companyId: ctx.companyId,
        id: newId(tx.now.getTime()),
        number: (last ?? 0) + 1,
        day: input.day,
        openingCents,
        countedCents: toCents(input.counted),
        expectedCents: expectedCashCents(openingCents, totals),
        totals,
        paymentIds: rows.map((r) => r.id),
        note: input.note ?? null,
        closedAt: tx.now,
        closedBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
      })
      .returning();
    await audit(tx, {
      action: 'cashbook.close',
      entity: 'cashbook',
      entityId: row.id,
      data: { day: row.day, number: row.number, countedCents: row.countedCents, expectedCents: row.expectedCents },
    });
    return closingView(row);
  });
}

/** The shop's Z reports, the latest day first. */
export async function listClosings(ctx: StaffCtx, query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 30;
  const mine = eq(cashbookClosings.companyId, ctx.companyId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(cashbookClosings)
      .where(and(mine))
      .orderBy(desc(cashbookClosings.day))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(cashbookClosings).where(mine),
  ]);
  return { items: rows.map(closingView), total, page, limit };
}
