/** Vocabulary of customers and their custom fields, shared by the API and the web app. */
export const CUSTOMER_TYPES = ['individual', 'entreprise'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'boolean'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** One field a customer model adds to its customers (e.g. height for ski bindings). */
export interface CustomFieldDef {
  key: string;
  label: string;
  type: CustomFieldType;
  options?: string[];
  required: boolean;
}

export type CustomFieldValue = string | number | boolean;
export type CustomFieldValues = Record<string, CustomFieldValue>;

export interface FieldError {
  field: string;
  message: string;
}

export const CUSTOM_FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Problems of a model's field list: keys must be unique and well formed, a select needs options. */
export function checkCustomFieldDefs(defs: readonly CustomFieldDef[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  defs.forEach((def, i) => {
    if (!CUSTOM_FIELD_KEY.test(def.key)) {
      errors.push({
        field: `fields.${i}.key`,
        message: 'A key starts with a letter and holds only letters, digits and _',
      });
    } else if (seen.has(def.key.toLowerCase())) {
      errors.push({ field: `fields.${i}.key`, message: `The key "${def.key}" is used twice` });
    }
    seen.add(def.key.toLowerCase());
    if (def.type === 'select' && !(def.options && def.options.length > 0)) {
      errors.push({ field: `fields.${i}.options`, message: 'A select field needs at least one option' });
    }
    if (def.type !== 'select' && def.options && def.options.length > 0) {
      errors.push({ field: `fields.${i}.options`, message: 'Only a select field has options' });
    }
  });
  return errors;
}

function checkValue(def: CustomFieldDef, value: unknown): string | undefined {
  switch (def.type) {
    case 'text':
      return typeof value === 'string'
        ? value.length > 2000
          ? 'is too long (2000 characters at most)'
          : undefined
        : 'must be text';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? undefined : 'must be a date (YYYY-MM-DD)';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'select':
      return typeof value === 'string' && (def.options ?? []).includes(value)
        ? undefined
        : `must be one of: ${(def.options ?? []).join(', ')}`;
  }
}

/**
 * Checks custom field values against a model: unknown keys, missing required fields and values of the wrong type
 * are errors named `customFields.<key>`. Empty values (null, '') are dropped; the answer holds the kept values.
 */
export function checkCustomFields(
  defs: readonly CustomFieldDef[],
  values: Record<string, unknown>,
): { values: CustomFieldValues; errors: FieldError[] } {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const kept: CustomFieldValues = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    const def = byKey.get(key);
    if (!def) {
      errors.push({ field: `customFields.${key}`, message: `"${key}" is not a field of the customer model` });
      continue;
    }
    const problem = checkValue(def, value);
    if (problem) errors.push({ field: `customFields.${key}`, message: `${def.label} ${problem}` });
    else kept[key] = value as CustomFieldValue;
  }
  for (const def of defs) {
    if (def.required && kept[def.key] === undefined && !errors.some((e) => e.field === `customFields.${def.key}`)) {
      errors.push({ field: `customFields.${def.key}`, message: `${def.label} is required` });
    }
  }
  return { values: kept, errors };
}

/** The name a customer goes by: the company name of an entreprise, otherwise first and last name. */
export function customerDisplayName(c: {
  type: CustomerType;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}): string {
  const person = [c.firstName, c.lastName].filter(Boolean).join(' ');
  if (c.type === 'entreprise') return c.companyName || person;
  return person || c.companyName || '';
}
