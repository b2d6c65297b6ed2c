import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/http/context.ts';
import { settingsForRequest } from '../../company-settings/index.ts';
import { insuranceOf, type OrderInsurance, registerPolicy } from '../../insurance/index.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orders } from '../tables.ts';
import type { LinePlan } from './line-plan.ts';

interface PricedLines {
  byLine: Map<string, { net: number } | undefined>;
  vatRate: number;
}

/** The lines insurance can cover: the order's own product lines (not a pack's products, not services). */
export const coverableLines = <
  L extends { id: string; kind: string; parentLineId: string | null; itemId: string; quantity: number },
>(
  lines: L[],
  netCentsOf: (line: L) => number,
) =>
  lines
    .filter((l) => l.kind === 'product' && !l.parentLineId)
    .map((l) => ({ lineId: l.id, productId: l.itemId, quantity: l.quantity, netCents: netCentsOf(l) }));

/**
 * The insurance of a planned order: its own product lines (a pack's products are inside the pack's price, a service
 * is no rental) whose products are eligible, priced on their net price by the shop's mode and price.
 */
export function insuranceOfPlan(
  ctx: Ctx,
  companyId: string,
  /** The body's choice; absent, the order keeps what it has (`current`, false for a new order). */
  chosen: boolean | null | undefined,
  current: boolean,
  plan: LinePlan,
  priced: PricedLines,
  period: { start: number; end: number },
) {
  const lines = coverableLines(plan.lines, (l) => priced.byLine.get(l.id)?.net ?? 0);
  const given = chosen !== undefined && chosen !== null;
  return insuranceOf(ctx, companyId, {
    chosen: given ? chosen : current,
    field: given ? 'insurance' : null,
    lines,
    period,
    vatRateBp: priced.vatRate,
  });
}

/** `with_assurance` with the insurer linked: its policy registered for the new order, its reference kept on it. */
export async function registerOrderPolicy(tx: Ctx, companyId: string, order: OrderRow, insurance: OrderInsurance) {
  const settings = await settingsForRequest(tx, companyId);
  const policyId = await registerPolicy(tx, companyId, settings.integrations.tulip.linkedId ?? '', {
    orderId: order.id,
    amountCents: insurance.amountCents,
    lineIds: insurance.lineIds,
    start: order.startAt,
    end: order.endAt,
  });
  const [row] = await tx.db
    .update(orders)
    .set({ insurance: { ...insurance, policyId } })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)))
    .returning();
  return row!;
}
