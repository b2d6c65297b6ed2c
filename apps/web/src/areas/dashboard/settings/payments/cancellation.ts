import {
  type CancellationPolicy,
  type CancellationRule,
  FIXED_CANCELLATION_RULES,
  MAX_CANCELLATION_NOTICE_HOURS,
} from '@hirebase/shared/cancellation';

export interface RuleValues {
  hoursBeforeStart: number | string;
  refundPercent: number | string;
}
export interface CancellationValues {
  policy: CancellationPolicy;
  /** The custom rules; kept while another policy is chosen, sent only for CUSTOM. */
  rules: RuleValues[];
}

export function cancellationValues(current: { policy: CancellationPolicy; rules: CancellationRule[] }) {
  return { policy: current.policy, rules: current.policy === 'CUSTOM' ? current.rules.map((r) => ({ ...r })) : [] };
}

/** Choosing CUSTOM with no rule yet starts from the rules of the policy that was chosen. */
export function withPolicy(values: CancellationValues, policy: CancellationPolicy): CancellationValues {
  if (policy !== 'CUSTOM' || values.rules.length > 0 || values.policy === 'CUSTOM') return { ...values, policy };
  return { policy, rules: FIXED_CANCELLATION_RULES[values.policy].map((r) => ({ ...r })) };
}

/** The body of `updateCancellationPolicy`: rules only for CUSTOM (the fixed policies refuse them). */
export function cancellationPayload(values: CancellationValues) {
  if (values.policy !== 'CUSTOM') return { policy: values.policy };
  return {
    policy: values.policy,
    rules: values.rules.map((r) => ({
      hoursBeforeStart: Number(r.hoursBeforeStart),
      refundPercent: Number(r.refundPercent),
    })),
  };
}

export interface CancellationMessages {
  hours: string;
  percent: string;
  duplicate: string;
  notMonotone: string;
  empty: string;
}

const wholeIn = (value: number | string, max: number) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= max;

/** Errors by form path, the same checks as the API: whole hours and percents, distinct notices, less notice never refunds more. */
export function cancellationErrors(values: CancellationValues, messages: CancellationMessages) {
  const errors: Record<string, string> = {};
  if (values.policy !== 'CUSTOM') return errors;
  if (values.rules.length === 0) errors.rules = messages.empty;
  values.rules.forEach((rule, i) => {
    if (!wholeIn(rule.hoursBeforeStart, MAX_CANCELLATION_NOTICE_HOURS))
      errors[`rules.${i}.hoursBeforeStart`] = messages.hours;
    else if (values.rules.findIndex((r) => Number(r.hoursBeforeStart) === Number(rule.hoursBeforeStart)) !== i) {
      errors[`rules.${i}.hoursBeforeStart`] = messages.duplicate;
    }
    if (!wholeIn(rule.refundPercent, 100)) errors[`rules.${i}.refundPercent`] = messages.percent;
  });
  if (Object.keys(errors).length) return errors;
  const order = values.rules.map((r, i) => ({
    hours: Number(r.hoursBeforeStart),
    percent: Number(r.refundPercent),
    i,
  }));
  order.sort((a, b) => b.hours - a.hours);
  for (let k = 1; k < order.length; k++) {
    if (order[k].percent > order[k - 1].percent) errors[`rules.${order[k].i}.refundPercent`] = messages.notMonotone;
  }
  return errors;
}
