import { Button, Group, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The cancel and submit buttons at the foot of a payments dialog's form. */
export function FormActions({
  onCancel,
  submitLabel,
  loading,
  disabled,
  color,
  cancelLabel,
}: {
  onCancel: () => void;
  /** The payments dialogs' "Cancel" when absent. */
  cancelLabel?: string;
  submitLabel: string;
  loading: boolean;
  disabled: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('payments.record.cancel')}
      </Button>
      <Button type="submit" color={color} loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** A NumberInput's value as an amount, or '' while the field is empty. */
export const amountValue = (value: string | number): number | '' =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/** An amount in major units, two decimals at most; `max` and `required` as a NumberInput's. */
export function AmountInput({
  label,
  value,
  onChange,
  min = 0.01,
  max,
  required = true,
  error,
}: {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  min?: number;
  max?: number;
  required?: boolean;
  error?: string;
}) {
  return (
    <NumberInput
      label={label}
      min={min}
      max={max}
      decimalScale={2}
      required={required}
      value={value}
      onChange={(v) => onChange(amountValue(v))}
      error={error}
    />
  );
}
