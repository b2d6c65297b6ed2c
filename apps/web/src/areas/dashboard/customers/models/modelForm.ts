import { CUSTOM_FIELD_KEY, type CustomFieldType } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import type { CreateCustomerModelInput, CustomerModel, UpdateCustomerModelInput } from '../../../../api/customers.ts';

export interface FieldDefValues {
  key: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
}

export interface ModelFormValues {
  name: string;
  isDefault: boolean;
  fields: FieldDefValues[];
}

export const emptyFieldDef = (): FieldDefValues => ({
  key: '',
  label: '',
  type: 'text',
  options: [],
  required: false,
});

export const modelFormValues = (model?: CustomerModel): ModelFormValues => ({
  name: model?.name ?? '',
  isDefault: model?.isDefault ?? false,
  fields: model?.fields.map((f) => ({ ...f, options: f.options ?? [] })) ?? [],
});

/** A key from a label: "Taille de cadre" → "tailleDeCadre" (letters and digits, starting with a letter). */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^[0-9]+/, '');
  return key.slice(0, 50);
}

const fieldsPayload = (values: ModelFormValues) =>
  values.fields.map((f) => ({
    key: f.key.trim(),
    label: f.label.trim(),
    type: f.type,
    ...(f.type === 'select' ? { options: f.options } : {}),
    required: f.required,
  }));

/** The body of `createCustomerModel`, or of `updateCustomerModel` (where "default" can only be switched on). */
export function buildModelPayload(
  values: ModelFormValues,
  model?: CustomerModel,
): { create: CreateCustomerModelInput } | { update: UpdateCustomerModelInput } {
  if (!model)
    return { create: { name: values.name.trim(), fields: fieldsPayload(values), isDefault: values.isDefault } };
  return {
    update: {
      id: model.id,
      name: values.name.trim(),
      fields: fieldsPayload(values),
      ...(values.isDefault && !model.isDefault ? { isDefault: true as const } : {}),
    },
  };
}

export const modelRules = (t: TFunction) => ({
  name: (value: string) => (value.trim() ? null : t('validation.required')),
  fields: {
    label: (value: string) => (value.trim() ? null : t('validation.required')),
    key: (value: string, values: ModelFormValues) =>
      !CUSTOM_FIELD_KEY.test(value.trim())
        ? t('customers.models.errors.key')
        : values.fields.filter((f) => f.key.trim().toLowerCase() === value.trim().toLowerCase()).length > 1
          ? t('customers.models.errors.keyTwice')
          : null,
    options: (value: string[], values: ModelFormValues, path: string) =>
      values.fields[Number(path.split('.')[1])].type === 'select' && value.length === 0
        ? t('customers.models.errors.options')
        : null,
  },
});
