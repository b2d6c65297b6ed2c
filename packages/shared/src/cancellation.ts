/**
 * Cancellation policies: what a customer gets back when an order is cancelled before it starts.
 *
 * A policy is a list of rules `{ hoursBeforeStart, refundPercent }`: cancelling at least `hoursBeforeStart` hours
 * before the start refunds `refundPercent` % of the order total. The rule with the most hours that the notice still
 * reaches applies; with less notice than every rule (or after the start) nothing is refunded. The fee is what is
 * kept: total − refund, so fee + refund always equals the total to the cent. The refund is rounded half away from
 * zero to the cent (`percentOf`).
 *
 * FLEXIBLE, MODERATE and STRICT are fixed rule sets (below); CUSTOM uses the company's own rules.
 */
import { type Cents, percentOf } from './money.ts';

export const CANCELLATION_POLICIES = ['FLEXIBLE', 'MODERATE', 'STRICT', 'CUSTOM'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export interface CancellationRule {
  /** Minimum notice, in whole hours before the start of the rental. */
  hoursBeforeStart: number;
  /** Share of the order total refunded, 0 to 100 (whole percent). */
  refundPercent: number;
}

/** The fixed policies, most notice first. */
export const FIXED_CANCELLATION_RULES: Record<Exclude<CancellationPolicy, 'CUSTOM'>, readonly CancellationRule[]> = {
  /** Full refund up to 24 h before the start, half refund until the start. */
  FLEXIBLE: [
    { hoursBeforeStart: 24, refundPercent: 100 },
    { hoursBeforeStart: 0, refundPercent: 50 },
  ],
  /** Full refund up to 5 days before, half refund up to 48 h before, nothing after. */
  MODERATE: [
    { hoursBeforeStart: 120, refundPercent: 100 },
    { hoursBeforeStart: 48, refundPercent: 50 },
  ],
  /** Full refund up to 14 days before, half refund up to 7 days before, nothing after. */
  STRICT: [
    { hoursBeforeStart: 336, refundPercent: 100 },
    { hoursBeforeStart: 168, refundPercent: 50 },
  ],
};

export const MAX_CANCELLATION_RULES = 10;
/** One year: a notice longer than that is not a meaningful rule. */
export const MAX_CANCELLATION_NOTICE_HOURS = 8760;

/** The rules a policy applies, most notice first (the custom rules only count for CUSTOM). */
export function cancellationRules(
  policy: CancellationPolicy,
  customRules: readonly CancellationRule[] = [],
): CancellationRule[] {
  const rules = policy === 'CUSTOM' ? customRules : FIXED_CANCELLATION_RULES[policy];
  return [...rules].sort((a, b) => b.hoursBeforeStart - a.hoursBeforeStart);
}

/** The rule applying to a cancellation made `hoursBeforeStart` hours before the start, if any. */
export function applicableCancellationRule(
  policy: CancellationPolicy,
  customRules: readonly CancellationRule[],
  hoursBeforeStart: number,
): CancellationRule | undefined {
  if (Number.isNaN(hoursBeforeStart)) throw new RangeError('hoursBeforeStart is not a number');
  if (hoursBeforeStart < 0) return undefined;
  return cancellationRules(policy, customRules).find((rule) => hoursBeforeStart >= rule.hoursBeforeStart);
}

function checkTotal(orderTotalCents: Cents) {
  if (!Number.isSafeInteger(orderTotalCents) || orderTotalCents < 0) {
    throw new RangeError(`An order total must be a non-negative whole number of cents (got ${orderTotalCents})`);
  }
}

/** What is refunded of the order total. */
export function cancellationRefund(
  policy: CancellationPolicy,
  customRules: readonly CancellationRule[],
  orderTotalCents: Cents,
  hoursBeforeStart: number,
): Cents {
  checkTotal(orderTotalCents);
  const rule = applicableCancellationRule(policy, customRules, hoursBeforeStart);
  if (!rule) return 0;
  return Math.min(orderTotalCents, percentOf(orderTotalCents, Math.round(rule.refundPercent * 100)));
}

/** What the shop keeps when the order is cancelled `hoursBeforeStart` hours before its start (negative = after). */
export function cancellationFee(
  policy: CancellationPolicy,
  customRules: readonly CancellationRule[],
  orderTotalCents: Cents,
  hoursBeforeStart: number,
): Cents {
  return orderTotalCents - cancellationRefund(policy, customRules, orderTotalCents, hoursBeforeStart);
}

/**
 * Why custom rules are not acceptable, or undefined when they are: 1 to 10 rules, whole hours up to a year, whole
 * percents 0–100, no two rules for the same notice, and a shorter notice never refunds more than a longer one.
 */
export function cancellationRulesProblem(
  rules: readonly CancellationRule[],
): { index: number | null; message: string } | undefined {
  if (rules.length === 0) return { index: null, message: 'A custom policy needs at least one rule' };
  if (rules.length > MAX_CANCELLATION_RULES) {
    return { index: null, message: `A policy has at most ${MAX_CANCELLATION_RULES} rules` };
  }
  for (const [index, rule] of rules.entries()) {
    const { hoursBeforeStart: hours, refundPercent: percent } = rule;
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_CANCELLATION_NOTICE_HOURS) {
      return { index, message: `hoursBeforeStart must be a whole number from 0 to ${MAX_CANCELLATION_NOTICE_HOURS}` };
    }
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
      return { index, message: 'refundPercent must be a whole number from 0 to 100' };
    }
    if (rules.findIndex((other) => other.hoursBeforeStart === hours) !== index) {
      return { index, message: `Two rules have the same notice of ${hours} hours` };
    }
  }
  const sorted = cancellationRules('CUSTOM', rules);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].refundPercent > sorted[i - 1].refundPercent) {
      return {
        index: rules.indexOf(sorted[i]),
        message: `A notice of ${sorted[i].hoursBeforeStart} hours cannot refund more than a notice of ${sorted[i - 1].hoursBeforeStart} hours`,
      };
    }
  }
  return undefined;
}
