import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The cancel and submit buttons at the foot of a payments dialog's form. */
export function FormActions({
  onCancel,
  submitLabel,
  loading,
  disabled,
  color,
}: {
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
  disabled: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('payments.record.cancel')}
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
