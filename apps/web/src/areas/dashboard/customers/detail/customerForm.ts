import type { CustomerType } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import type {
  CustomerAddress,
  CustomerDetail,
  CustomerInput,
  CustomerModel,
  CustomFieldDefinition,
} from '../../../../api/customers.ts';

/** A custom field's value in the form: '' when empty (inputs hold strings, numbers or booleans). */
export type CustomFieldInputValue = string | number | boolean;

export interface CustomerFormValues {
  type: CustomerType;
  customerModelId: string;
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  email: string;
  phone: string;
  /** '' when not set. */
  language: string;
  birthDate: string;
  addresses: CustomerAddress[];
  customFields: Record<string, CustomFieldInputValue>;
  notes: string;
  marketingConsent: boolean;
}

export const emptyAddress = (): CustomerAddress => ({ label: '', street: '', zip: '', city: '', country: '' });

const emptyValue = (def: CustomFieldDefinition): CustomFieldInputValue => (def.type === 'boolean' ? false : '');

/** One entry per field of the model (its value, or empty), so that every field has its input and its errors. */
export function customFieldValues(
  model: CustomerModel | undefined,
  current: Record<string, CustomFieldInputValue> = {},
): Record<string, CustomFieldInputValue> {
  return Object.fromEntries((model?.fields ?? []).map((def) => [def.key, current[def.key] ?? emptyValue(def)]));
}

export function customerFormValues(customer: CustomerDetail | undefined, model: CustomerModel | undefined) {
  return {
    type: customer?.type ?? 'individual',
    customerModelId: customer?.customerModelId ?? model?.id ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    companyName: customer?.companyName ?? '',
    vatNumber: customer?.vatNumber ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    language: customer?.language ?? '',
    birthDate: customer?.birthDate ?? '',
    addresses: customer?.addresses.map((a) => ({ ...a })) ?? [emptyAddress()],
    customFields: customFieldValues(model, customer?.customFields),
    notes: customer?.notes ?? '',
    marketingConsent: customer?.marketingConsent ?? false,
  } satisfies CustomerFormValues;
}

const textOrNull = (value: string) => value.trim() || null;
const isEmpty = (value: CustomFieldInputValue | null | undefined) =>
  value === '' || value === null || value === undefined;

/**
 * The body of `saveCustomer`. Every field of the model is sent, an empty one as null (which removes a value);
 * an entreprise keeps its company name and VAT number, an individual has none.
 */
export function buildCustomerPayload(
  values: CustomerFormValues,
  model: CustomerModel | undefined,
  id?: string,
): CustomerInput {
  const company = values.type === 'entreprise';
  return {
    ...(id ? { id } : {}),
    type: values.type,
    customerModelId: values.customerModelId || null,
    firstName: textOrNull(values.firstName),
    lastName: textOrNull(values.lastName),
    companyName: company ? textOrNull(values.companyName) : null,
    vatNumber: company ? textOrNull(values.vatNumber) : null,
    email: values.email.trim(),
    phone: textOrNull(values.phone),
    language: (values.language || null) as CustomerInput['language'],
    birthDate: values.birthDate || null,
    addresses: values.addresses
      .map((a) => ({
        label: a.label.trim(),
        street: a.street.trim(),
        zip: a.zip.trim(),
        city: a.city.trim(),
        country: a.country.trim(),
      }))
      .filter((a) => a.street || a.zip || a.city || a.country),
    customFields: Object.fromEntries(
      (model?.fields ?? []).map((def) => {
        const value = values.customFields[def.key];
        return [def.key, isEmpty(value) ? null : value];
      }),
    ),
    notes: textOrNull(values.notes),
    marketingConsent: values.marketingConsent,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string) => EMAIL.test(value.trim());

/** Errors by form path: the API's rules (names by type, email) and the model's required fields. */
export function validateCustomer(
  values: CustomerFormValues,
  model: CustomerModel | undefined,
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.type === 'individual' && !values.lastName.trim()) errors.lastName = t('validation.required');
  if (values.type === 'entreprise' && !values.companyName.trim()) errors.companyName = t('validation.required');
  if (values.email.trim() && !looksLikeEmail(values.email)) errors.email = t('validation.email');
  for (const def of model?.fields ?? []) {
    if (def.required && isEmpty(values.customFields[def.key])) {
      errors[`customFields.${def.key}`] = t('validation.required');
    }
  }
  return errors;
}
