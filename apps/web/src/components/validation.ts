import type { TFunction } from 'i18next';

export const PASSWORD_MIN_LENGTH = 8;

export const passwordRule = (t: TFunction) => (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH ? null : t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH });

export const requiredRule = (t: TFunction) => (value: unknown) =>
  (typeof value === 'string' ? value.trim() : value) ? null : t('validation.required');

/** Like passwordRule, but an empty value is allowed (the person will choose it from an invitation mail). */
export const optionalPasswordRule = (t: TFunction) => (value: string) => (value === '' ? null : passwordRule(t)(value));
