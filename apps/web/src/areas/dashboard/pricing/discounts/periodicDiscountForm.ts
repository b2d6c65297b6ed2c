import type { TFunction } from 'i18next';
import type { PeriodicDiscount, PeriodicDiscountInput } from '../../../../api/pricing.ts';
import { addDays } from '../shared/format.ts';

export const APPLICABLE_DATES = ['CREATED_DATE', 'START_DATE'] as const;
export const CHANNELS = ['ONLINE_STORE', 'DASHBOARD'] as const;
export type ApplicableDate = (typeof APPLICABLE_DATES)[number];
export type Channel = (typeof CHANNELS)[number];

export interface PeriodicDiscountFormValues {
  name: string;
  applicableDate: ApplicableDate;
  scope: Channel[];
  startDate: string;
  endDate: string;
  kind: 'PERCENTAGE' | 'AMOUNT';
  value: number | string;
  productIds: string[];
}

export function periodicDiscountFormValues(
  discount: PeriodicDiscount | undefined,
  today: string,
): PeriodicDiscountFormValues {
  if (!discount) {
    return {
      name: '',
      applicableDate: 'START_DATE',
      scope: ['ONLINE_STORE', 'DASHBOARD'],
      startDate: today,
      endDate: addDays(today, 30),
      kind: 'PERCENTAGE',
      value: '',
      productIds: [],
    };
  }
  return {
    name: discount.name,
    applicableDate: discount.applicableDate,
    scope: discount.scope,
    startDate: discount.startDate,
    endDate: discount.endDate,
    kind: discount.percentage != null ? 'PERCENTAGE' : 'AMOUNT',
    value: discount.percentage ?? discount.amount ?? '',
    productIds: discount.productIds ?? [],
  };
}

/** The body of `savePeriodicDiscount`: exactly one of percentage and amount. */
export function buildPeriodicDiscountPayload(values: PeriodicDiscountFormValues, id?: string): PeriodicDiscountInput {
  const value = Number(values.value);
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    applicableDate: values.applicableDate,
    scope: CHANNELS.filter((c) => values.scope.includes(c)),
    startDate: values.startDate,
    endDate: values.endDate,
    percentage: values.kind === 'PERCENTAGE' ? value : null,
    amount: values.kind === 'AMOUNT' ? value : null,
    productIds: values.productIds.length > 0 ? values.productIds : null,
  };
}

export function periodicDiscountRules(t: TFunction) {
  return {
    name: (value: string) => (value.trim() ? null : t('validation.required')),
    scope: (value: Channel[]) => (value.length > 0 ? null : t('validation.atLeastOne')),
    startDate: (value: string) => (value ? null : t('validation.required')),
    endDate: (value: string, values: PeriodicDiscountFormValues) =>
      !value ? t('validation.required') : value < values.startDate ? t('pricing.rules.errors.endBeforeStart') : null,
    value: (value: number | string, values: PeriodicDiscountFormValues) =>
      value === '' || !(Number(value) > 0)
        ? t('pricing.rules.errors.positive')
        : values.kind === 'PERCENTAGE' && Number(value) > 100
          ? t('pricing.rules.errors.max100')
          : null,
  };
}
