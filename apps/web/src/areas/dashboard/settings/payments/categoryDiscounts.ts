import type { CompanySettings } from '../../../../api/types.ts';
import { numberInput, numberOrNull } from '../sectionForm.ts';

type Stored = CompanySettings['categoryDiscounts'][number];
export type DiscountType = Stored['ranges'][number]['type'];
export interface RangeValues {
  minDays: number | string;
  maxDays: number | string;
  type: DiscountType;
  value: number | string;
}
export interface DiscountValues {
  categoryId: string;
  label: string;
  ranges: RangeValues[];
}
/** Form paths are the API's error paths (`categoryDiscounts.0.ranges.1.maxDays`). */
export type CategoryDiscountsValues = { categoryDiscounts: DiscountValues[] };

export const newRange = (after?: RangeValues): RangeValues => {
  const end = after ? numberOrNull(after.maxDays) : null;
  return { minDays: end === null ? (after ? '' : 1) : end + 1, maxDays: '', type: 'PERCENTAGE', value: '' };
};

export function categoryDiscountsValues(discounts: CompanySettings['categoryDiscounts']): CategoryDiscountsValues {
  return {
    categoryDiscounts: discounts.map((d) => ({
      categoryId: d.categoryId,
      label: d.label ?? '',
      ranges: d.ranges.map((r) => ({
        minDays: r.minDays,
        maxDays: numberInput(r.maxDays),
        type: r.type,
        value: r.value,
      })),
    })),
  };
}

export function categoryDiscountsPayload(values: CategoryDiscountsValues) {
  return {
    categoryDiscounts: values.categoryDiscounts.map((d) => ({
      categoryId: d.categoryId,
      label: d.label.trim() || null,
      ranges: d.ranges.map((r) => ({
        minDays: Number(r.minDays),
        maxDays: numberOrNull(r.maxDays),
        type: r.type,
        value: Number(r.value),
      })),
    })),
  };
}

export interface DiscountMessages {
  required: string;
  duplicate: string;
  days: string;
  maxBelowMin: string;
  value: string;
  percent: string;
  overlap: string;
}

const wholeDays = (value: number | string) =>
  Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 3650;

/** Errors by form path: a category once, whole days, ranges that do not overlap, positive values (≤ 100 %). */
export function categoryDiscountsErrors(values: CategoryDiscountsValues, m: DiscountMessages) {
  const errors: Record<string, string> = {};
  values.categoryDiscounts.forEach((d, i) => {
    const path = `categoryDiscounts.${i}`;
    if (!d.categoryId) errors[`${path}.categoryId`] = m.required;
    else if (values.categoryDiscounts.findIndex((o) => o.categoryId === d.categoryId) !== i) {
      errors[`${path}.categoryId`] = m.duplicate;
    }
    const valid: { min: number; max: number; j: number }[] = [];
    d.ranges.forEach((r, j) => {
      const at = `${path}.ranges.${j}`;
      const value = numberOrNull(r.value);
      if (value === null || value <= 0) errors[`${at}.value`] = m.value;
      else if (r.type === 'PERCENTAGE' && value > 100) errors[`${at}.value`] = m.percent;
      if (r.minDays === '' || !wholeDays(r.minDays)) errors[`${at}.minDays`] = m.days;
      else if (r.maxDays !== '' && !wholeDays(r.maxDays)) errors[`${at}.maxDays`] = m.days;
      else if (r.maxDays !== '' && Number(r.maxDays) < Number(r.minDays)) errors[`${at}.maxDays`] = m.maxBelowMin;
      else
        valid.push({ min: Number(r.minDays), max: r.maxDays === '' ? Number.POSITIVE_INFINITY : Number(r.maxDays), j });
    });
    valid.sort((a, b) => a.min - b.min);
    for (let k = 1; k < valid.length; k++) {
      if (valid[k].min <= valid[k - 1].max) errors[`${path}.ranges.${valid[k].j}.minDays`] = m.overlap;
    }
  });
  return errors;
}
