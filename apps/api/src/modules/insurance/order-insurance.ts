import type { Ctx } from '../../platform/http/context.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { eligibleProductIds } from './eligible.ts';
import { insurerCovers } from './policy.ts';
import {
  type CoverableLine,
  type InsuranceQuote,
  insuranceModeOf,
  insurancePriceOf,
  insuranceWanted,
  quoteInsurance,
} from './price.ts';

/** The insurance an order carries: its price and how it was computed, and who covers it. */
export interface OrderInsurance extends InsuranceQuote {
  /** The shop's mode when it was priced. */
  mode: string;
  /** False in `on_inclusion_hidden`: the amount is inside the order's price, not shown to the customer as a line. */
  shown: boolean;
  /** SHOP: the shop's own waiver at its price; INSURER: the linked insurer, its policy registered at booking. */
  provider: 'SHOP' | 'INSURER';
  policyId: string | null;
}

/**
 * The insurance of an order's (or a cart period's) product lines, by the shop's mode and price: covered are the
 * lines of products marked eligible; null when the mode or the choice gives none, or no line is eligible.
 */
export async function insuranceOf(
  ctx: Ctx,
  companyId: string,
  input: {
    chosen: boolean | null | undefined;
    field: string | null;
    lines: CoverableLine[];
    period: { start: number; end: number };
    vatRateBp: number;
  },
): Promise<OrderInsurance | null> {
  const settings = await settingsForRequest(ctx, companyId);
  const mode = insuranceModeOf(settings);
  if (!insuranceWanted(mode, input.chosen, input.field)) return null;
  const eligible = await eligibleProductIds(
    ctx.db,
    companyId,
    input.lines.map((l) => l.productId),
  );
  const quote = quoteInsurance(
    insurancePriceOf(settings),
    input.lines.filter((l) => eligible.has(l.productId)),
    input.period,
    input.vatRateBp,
  );
  if (!quote) return null;
  const insurer = insurerCovers(ctx, mode, settings.integrations.tulip.linkedId);
  return {
    ...quote,
    mode,
    shown: mode !== 'on_inclusion_hidden',
    provider: insurer ? 'INSURER' : 'SHOP',
    policyId: null,
  };
}
