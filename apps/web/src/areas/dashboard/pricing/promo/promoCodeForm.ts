import type { TFunction } from 'i18next';
import type { PromoCode, PromoCodeInput } from '../../../../api/pricing.ts';

export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export const PROMO_DATE_CHECKS = ['CREATION_DATE', 'ORDER_DATE'] as const;
const CODE = /^[A-Z0-9_-]{2,40}$/;

export interface PromoCodeFormValues {
  code: string;
  description: string;
  discountType: (typeof PROMO_DISCOUNT_TYPES)[number];
  value: number | string;
  dateCheck: (typeof PROMO_DATE_CHECKS)[number];
  /** Days ("YYYY-MM-DD"), '' for no bound. */
  validFrom: string;
  validTo: string;
  /** '' for no limit. */
  usageLimit: number | string;
  perCustomerLimit: number | string;
  minimumTotal: number | string;
  active: boolean;
}

/** What a person types as a code, as the API stores it. */
export const normaliseCode = (text: string) => text.toUpperCase().replace(/\s+/g, '');

export function promoCodeFormValues(promo?: PromoCode): PromoCodeFormValues {
  return {
    code: promo?.code ?? '',
    description: promo?.description ?? '',
    discountType: promo?.discountType ?? 'PERCENTAGE',
    value: promo?.value ?? '',
    dateCheck: promo?.dateCheck ?? 'CREATION_DATE',
    validFrom: promo?.validFrom?.slice(0, 10) ?? '',
    validTo: promo?.validTo?.slice(0, 10) ?? '',
    usageLimit: promo?.usageLimit ?? '',
    perCustomerLimit: promo?.perCustomerLimit ?? '',
    minimumTotal: promo?.minimumTotal ?? '',
    active: promo?.active ?? true,
  };
}

const filled = (value: number | string) => value !== '' && value !== null && value !== undefined;

/**
 * The body of `saveCompanyPromoCode`. Limits left empty are left out (the API reads absent as "no limit" and
 * refuses null there); empty dates and minimum are null.
 */
export function buildPromoCodePayload(values: PromoCodeFormValues, id?: string): PromoCodeInput {
  return {
    ...(id ? { id } : {}),
    code: normaliseCode(values.code.trim()),
    discountType: values.discountType,
    value: Number(values.value),
    dateCheck: values.dateCheck,
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    ...(filled(values.usageLimit) ? { usageLimit: Number(values.usageLimit) } : {}),
    ...(filled(values.perCustomerLimit) ? { perCustomerLimit: Number(values.perCustomerLimit) } : {}),
    minimumTotal: filled(values.minimumTotal) ? Number(values.minimumTotal) : null,
    active: values.active,
    description: values.description.trim() || null,
  };
}

export function promoCodeRules(t: TFunction) {
  return {
    code: (value: string) => (CODE.test(normaliseCode(value.trim())) ? null : t('pricing.promo.errors.code')),
    value: (value: number | string, values: PromoCodeFormValues) =>
      !filled(value) || !(Number(value) > 0)
        ? t('pricing.rules.errors.positive')
        : values.discountType === 'PERCENTAGE' && Number(value) > 100
          ? t('pricing.rules.errors.max100')
          : null,
    validTo: (value: string, values: PromoCodeFormValues) =>
      value && values.validFrom && value < values.validFrom ? t('pricing.rules.errors.endBeforeStart') : null,
  };
}
