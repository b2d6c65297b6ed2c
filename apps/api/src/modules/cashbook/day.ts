import { fromCents } from '@hirebase/shared';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { companyForRequest } from '../companies/index.ts';
import { paymentView } from '../payments/index.ts';
import { methodTotals, openingBefore, tillRowsByDay } from './book.ts';
import { closingView, expectedCashCents, methodTotalView, netCents } from './views.ts';

export async function shopOf(ctx: Ctx, companyId: string) {
  const company = await companyForRequest(ctx, companyId);
  return { timeZone: company?.timezone ?? 'Europe/Paris', currency: company?.currency ?? 'EUR', name: company?.name };
}

/**
 * One day of the cashbook: a closed day as its Z report counted it, an open day as the ledger has it now, with the
 * rows it counts and the opening (the last counted closing before it).
 */
export async function readDay(ctx: StaffCtx, day: string) {
  const { timeZone, currency } = await shopOf(ctx, ctx.companyId);
  const { byDay, closed } = await tillRowsByDay(ctx, ctx.companyId, timeZone, day, day);
  const rows = byDay.get(day) ?? [];
  const closing = closed.get(day);
  const openingCents = closing ? closing.openingCents : await openingBefore(ctx, ctx.companyId, day);
  const totals = closing ? closing.totals : methodTotals(rows);
  return {
    day,
    status: closing ? ('CLOSED' as const) : ('OPEN' as const),
    currency,
    opening: fromCents(openingCents),
    totals: totals.map(methodTotalView),
    total: fromCents(netCents(totals)),
    expected: fromCents(expectedCashCents(openingCents, totals)),
    closing: closing ? closingView(closing) : null,
    payments: rows.map(paymentView),
  };
}
