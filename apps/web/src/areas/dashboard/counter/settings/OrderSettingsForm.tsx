import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderSettings, useSaveOrderSettings } from '../../../../api/counter.ts';
import { SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { QUICK_MODES, SETTING_ACTIONS } from '../quick/modes.ts';

/** The API's bounds: five minutes to a week. */
const MIN_MINUTES = 5;
const MAX_MINUTES = 10_080;

/** Auto-cancel delay of unpaid online orders, and the mode (scanning or lists) each counter action starts in. */
export function OrderSettingsForm({ settings, onDone }: { settings: OrderSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOrderSettings();
  const { form, submit, saving } = useSaveForm<OrderSettings, OrderSettings>({
    initialValues: settings,
    validate: {
      autoCancelMinutes: (value) =>
        Number.isInteger(value) && value >= MIN_MINUTES && value <= MAX_MINUTES
          ? null
          : t('counter.settings.minutesInvalid', { min: MIN_MINUTES, max: MAX_MINUTES }),
    },
    mutation: save,
    toInput: (values) => values,
    savedMessage: () => t('counter.settings.saved'),
    onDone,
  });

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <NumberInput
        label={t('counter.settings.autoCancel')}
        description={t('counter.settings.autoCancelHint')}
        min={MIN_MINUTES}
        max={MAX_MINUTES}
        step={5}
        allowDecimal={false}
        {...form.getInputProps('autoCancelMinutes')}
      />
      <Text fw={600} size="sm">
        {t('counter.settings.modes')}
      </Text>
      {SETTING_ACTIONS.map((action) => (
        <Stack key={action} gap={4}>
          <Text size="sm" id={`mode-${action}`}>
            {t(`counter.settings.actions.${action}`)}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={`mode-${action}`}
            data={QUICK_MODES.map((mode) => ({ value: mode, label: t(`counter.modes.${mode}`) }))}
            {...form.getInputProps(`quickOrderModes.${action}`)}
          />
        </Stack>
      ))}
    </SaveFormLayout>
  );
}
