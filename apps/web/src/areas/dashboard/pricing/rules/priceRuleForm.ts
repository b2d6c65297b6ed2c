import type { TFunction } from 'i18next';
import type { PriceRule, PriceRuleInput, RuleWindowInput } from '../../../../api/pricing.ts';
import { addDays } from '../shared/format.ts';

export const RULE_TYPES = ['in', 'include', 'overlap'] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export const VARIATION_KINDS = ['PERCENTAGE', 'AMOUNT'] as const;
export type VariationKind = (typeof VARIATION_KINDS)[number];
export type VariationSign = 'surcharge' | 'discount';
/** Days of the week as the API numbers them (0 = Sunday), in the order a European week shows them. */
export const WEEK = ['1', '2', '3', '4', '5', '6', '0'] as const;

export interface WindowValues {
  type: RuleType;
  startDate: string;
  endDate: string;
  /** "HH:MM", or '' for the whole first/last day. */
  startTime: string;
  endTime: string;
  /** Chosen days of the week ('0' = Sunday); none = every day. */
  weekdays: string[];
  kind: VariationKind;
  sign: VariationSign;
  /** Size of the variation, always positive; `sign` says which way it goes. */
  amount: number | string;
}

export interface PriceRuleFormValues {
  title: string;
  active: boolean;
  windows: WindowValues[];
  productIds: string[];
}

export function emptyWindow(today: string): WindowValues {
  return {
    type: 'overlap',
    startDate: today,
    endDate: addDays(today, 364),
    startTime: '',
    endTime: '',
    weekdays: [],
    kind: 'PERCENTAGE',
    sign: 'surcharge',
    amount: '',
  };
}

function windowValues(w: PriceRule['rules'][number]): WindowValues {
  return {
    type: w.type,
    startDate: w.startDate,
    endDate: w.endDate,
    startTime: w.startTime ?? '',
    endTime: w.endTime ?? '',
    weekdays: (w.weekdays ?? []).map(String),
    kind: w.variation.kind,
    sign: w.variation.value < 0 ? 'discount' : 'surcharge',
    amount: Math.abs(w.variation.value),
  };
}

/** Form values for a new rule (one window from today, for a year), or prefilled from an existing one. */
export function priceRuleFormValues(rule: PriceRule | undefined, today: string): PriceRuleFormValues {
  if (!rule) return { title: '', active: true, windows: [emptyWindow(today)], productIds: [] };
  return {
    title: rule.title,
    active: rule.active,
    windows: rule.rules.map(windowValues),
    productIds: rule.productIds ?? [],
  };
}

/** "Weekend +15 %": rentals that touch a Saturday or a Sunday cost 15 % more, for a year from today. */
export function weekendTemplate(title: string, today: string): Pick<PriceRuleFormValues, 'title' | 'windows'> {
  return {
    title,
    windows: [{ ...emptyWindow(today), type: 'overlap', weekdays: ['6', '0'], amount: 15 }],
  };
}

function windowPayload(w: WindowValues): RuleWindowInput {
  const size = Math.abs(Number(w.amount));
  const weekdays = WEEK.filter((day) => w.weekdays.includes(day))
    .map(Number)
    .sort((a, b) => a - b);
  return {
    type: w.type,
    startDate: w.startDate,
    endDate: w.endDate,
    startTime: w.startTime || null,
    endTime: w.endTime || null,
    weekdays: weekdays.length > 0 ? weekdays : null,
    variation: { kind: w.kind, value: w.sign === 'discount' ? -size : size },
  };
}

/** The body of `savePriceRule`: a discount is a negative variation; no days or no products mean all of them. */
export function buildPriceRulePayload(values: PriceRuleFormValues, id?: string): PriceRuleInput {
  return {
    ...(id ? { id } : {}),
    title: values.title.trim(),
    active: values.active,
    rules: values.windows.map(windowPayload),
    productIds: values.productIds.length > 0 ? values.productIds : null,
  };
}

/** An existing rule as it would be saved again (to switch it on or off from the list). */
export const priceRuleInput = (rule: PriceRule, changes: Partial<PriceRuleInput> = {}): PriceRuleInput => ({
  id: rule.id,
  title: rule.title,
  active: rule.active,
  rules: rule.rules,
  productIds: rule.productIds,
  ...changes,
});

/** Server field names of the windows (`rules.2.variation.value`) → form paths (`windows.2.amount`). */
export function windowErrorFields(count: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    for (const name of ['type', 'startDate', 'endDate', 'startTime', 'endTime', 'weekdays'])
      fields[`rules.${i}.${name}`] = `windows.${i}.${name}`;
    fields[`rules.${i}.variation.value`] = `windows.${i}.amount`;
  }
  return fields;
}

/** Checks of one window: dates in order, a positive variation, a discount of at most 100 %. */
export function windowRules(t: TFunction) {
  return {
    startDate: (value: string) => (value ? null : t('validation.required')),
    endDate: (value: string, values: PriceRuleFormValues, path: string) => {
      if (!value) return t('validation.required');
      const w = values.windows[Number(path.split('.')[1])];
      if (value < w.startDate) return t('pricing.rules.errors.endBeforeStart');
      if (value === w.startDate && w.startTime && w.endTime && w.endTime <= w.startTime)
        return t('pricing.rules.errors.endBeforeStart');
      return null;
    },
    amount: (value: number | string, values: PriceRuleFormValues, path: string) => {
      const w = values.windows[Number(path.split('.')[1])];
      if (value === '' || !(Number(value) > 0)) return t('pricing.rules.errors.positive');
      if (w.kind === 'PERCENTAGE' && w.sign === 'discount' && Number(value) > 100)
        return t('pricing.rules.errors.max100');
      return null;
    },
  };
}
