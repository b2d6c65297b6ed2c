import { fromCents } from '@hirebase/shared';
import type { Static } from 'typebox';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { CompanyRow } from '../companies/index.ts';
import { type InsuranceMode, insuranceOf, isOptional, type OrderInsurance } from '../insurance/index.ts';
import { priceItems } from '../pricing/index.ts';
import type { CartRow } from './repository.ts';
import type { CartView } from './schemas.ts';
import type { StoredCartLine } from './tables.ts';

type View = Static<typeof CartView>;

/** Lines of the same period, with their places in the cart: the pricing engine prices one period at a time. */
function byPeriod(lines: StoredCartLine[]) {
  const groups = new Map<string, { start: number; end: number; at: number[] }>();
  lines.forEach((line, at) => {
    const key = `${line.start}/${line.end}`;
    const group = groups.get(key) ?? { start: Date.parse(line.start), end: Date.parse(line.end), at: [] };
    group.at.push(at);
    groups.set(key, group);
  });
  return [...groups.values()];
}

/**
 * The cart as the customer sees it: each line priced now by the pricing module, as the counter would price it on
 * the online store's channel (price rules, periodic and category discounts), the total, the deposit and the hold.
 */
export async function cartView(
  ctx: Ctx,
  company: CompanyRow,
  cart: Pick<CartRow, 'lines' | 'insurance' | 'expiresAt'>,
): Promise<View> {
  const lines: View['lines'] = [];
  const insurance = { amountCents: 0, lines: [] as number[], quote: null as OrderInsurance | null };
  let totalCents = 0;
  let depositCents = 0;
  let depositMax: number | null = null;
  for (const group of byPeriod(cart.lines)) {
    const items = group.at.map((at) => cart.lines[at]!);
    const {
      priced,
      vatRate,
      names,
      depositCents: deposit,
      depositMaxCents,
    } = await priceItems(ctx, company.id, {
      items: items.map((l) => ({ kind: l.kind, id: l.id, quantity: l.quantity, holds: l.holds })),
      period: { start: group.start, end: group.end },
      channel: 'ONLINE_STORE',
    }).catch((error: unknown) => {
      // the pricing module names its own input; the customer sent lines
      if (error instanceof AppError && error.statusCode === 400) throw badRequest('lines', error.message);
      throw error;
    });
    totalCents += priced.totalTTC;
    // the insurance the shop would add to this period's product lines, whether or not the customer took it
    const quote = await insuranceOf(ctx, company.id, {
      chosen: true,
      field: null,
      lines: group.at
        .map((at, k) => ({ line: cart.lines[at]!, at, net: priced.lines[k]!.net }))
        .filter(({ line }) => line.kind === 'product')
        .map(({ line, at, net }) => ({
          lineId: String(at),
          productId: line.id,
          quantity: line.quantity,
          netCents: net,
        })),
      period: { start: group.start, end: group.end },
      vatRateBp: vatRate,
    });
    if (quote) {
      insurance.quote = quote;
      insurance.amountCents += quote.amountCents;
      insurance.lines.push(...quote.lineIds.map(Number));
    }
    depositCents += deposit;
    depositMax = depositMaxCents;
    group.at.forEach((at, k) => {
      const line = cart.lines[at]!;
      const price = priced.lines[k]!;
      lines[at] = {
        kind: line.kind,
        id: line.id,
        name: names.get(line.id) ?? '',
        quantity: line.quantity,
        start: line.start,
        end: line.end,
        selections: line.selections,
        unitPrice: fromCents(price.unitPrice),
        total: fromCents(price.net),
        held: line.holds,
      };
    });
  }
  // each period's deposit is at most the shop's ceiling; the cart, as one order, is too
  if (depositMax !== null) depositCents = Math.min(depositCents, depositMax);
  const now = ctx.now.getTime();
  const offered = insurance.quote;
  const chosen = !!offered && (!isOptional(offered.mode as InsuranceMode) || cart.insurance);
  if (chosen) totalCents += insurance.amountCents;
  return {
    companyId: company.id,
    slug: company.slug,
    currency: company.currency,
    expiresAt: cart.expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((cart.expiresAt.getTime() - now) / 1000)),
    lines,
    insurance: offered
      ? {
          mode: offered.mode as Exclude<InsuranceMode, 'off'>,
          optional: isOptional(offered.mode as InsuranceMode),
          chosen,
          shown: offered.shown,
          amount: fromCents(insurance.amountCents),
          lines: insurance.lines.sort((a, b) => a - b),
        }
      : null,
    total: fromCents(totalCents),
    deposit: fromCents(depositCents),
  };
}
