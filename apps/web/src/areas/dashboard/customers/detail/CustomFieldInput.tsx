import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import type { CustomFieldDefinition } from '../../../../api/customers.ts';
import { DateField } from '../../../../components/dates/fields.tsx';
import type { CustomFieldInputValue } from './customerForm.ts';

/** The input a custom field's type calls for, with its label and a required mark. */
export function CustomFieldInput({
  def,
  value,
  error,
  onChange,
}: {
  def: CustomFieldDefinition;
  value: CustomFieldInputValue;
  error?: React.ReactNode;
  onChange: (value: CustomFieldInputValue) => void;
}) {
  const common = { label: def.label, withAsterisk: def.required, error };
  switch (def.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : value === '' ? '' : Number(value)}
          onChange={(next) => onChange(next === '' ? '' : Number(next))}
          decimalScale={2}
        />
      );
    case 'date':
      return <DateField {...common} value={String(value)} onChange={(value) => onChange(value)} />;
    case 'select':
      return (
        <Select
          {...common}
          data={def.options ?? []}
          value={value === '' ? null : String(value)}
          onChange={(next) => onChange(next ?? '')}
          clearable={!def.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          label={def.label}
          error={error}
          mt="lg"
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    default:
      return <TextInput {...common} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
