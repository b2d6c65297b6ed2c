import { describe, expect, it } from 'vitest';
import { type CustomFieldDef, checkCustomFieldDefs, checkCustomFields, customerDisplayName } from './customers.ts';

const defs: CustomFieldDef[] = [
  { key: 'height', label: 'Height', type: 'number', required: true },
  { key: 'level', label: 'Level', type: 'select', options: ['beginner', 'expert'], required: false },
  { key: 'helmet', label: 'Helmet', type: 'boolean', required: false },
  { key: 'since', label: 'Since', type: 'date', required: false },
  { key: 'note', label: 'Note', type: 'text', required: false },
];

describe('custom fields', () => {
  it('keeps valid values and drops empty ones', () => {
    expect(
      checkCustomFields(defs, {
        height: 180,
        level: 'expert',
        helmet: false,
        since: '2024-02-29',
        note: '',
        x: undefined,
      }),
    ).toEqual({ values: { height: 180, level: 'expert', helmet: false, since: '2024-02-29' }, errors: [] });
  });

  it('names every wrong, unknown or missing field', () => {
    const { errors } = checkCustomFields(defs, { level: 'pro', helmet: 'yes', since: '2023-02-29', note: 5, shoe: 42 });
    expect(errors.map((e) => e.field)).toEqual([
      'customFields.level',
      'customFields.helmet',
      'customFields.since',
      'customFields.note',
      'customFields.shoe',
      'customFields.height',
    ]);
    expect(checkCustomFields(defs, { height: Number.NaN }).errors[0].message).toBe('Height must be a number');
  });

  it('checks a model’s field list', () => {
    expect(checkCustomFieldDefs(defs)).toEqual([]);
    expect(
      checkCustomFieldDefs([
        { key: 'a b', label: 'x', type: 'text', required: false },
        { key: 'x', label: 'x', type: 'select', required: false },
        { key: 'X', label: 'x', type: 'text', options: ['a'], required: false },
      ]).map((e) => e.field),
    ).toEqual(['fields.0.key', 'fields.1.options', 'fields.2.key', 'fields.2.options']);
  });

  it('names a customer by company or person', () => {
    expect(customerDisplayName({ type: 'entreprise', companyName: 'Hôtel', firstName: 'A', lastName: 'B' })).toBe(
      'Hôtel',
    );
    expect(customerDisplayName({ type: 'individual', companyName: 'Hôtel', firstName: 'A', lastName: 'B' })).toBe(
      'A B',
    );
    expect(customerDisplayName({ type: 'individual', lastName: 'B' })).toBe('B');
    expect(customerDisplayName({ type: 'entreprise', companyName: null, firstName: 'A', lastName: null })).toBe('A');
  });
});
