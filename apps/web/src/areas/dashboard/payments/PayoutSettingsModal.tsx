import { NumberInput, SegmentedControl, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PayoutSettings, useChangePayoutSettings } from '../../../api/balance.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormModal, SaveFormLayout } from '../../../components/FormModal.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { WEEKDAYS, weekdayName } from './weekdays.ts';

const MAX_DELAY_DAYS = 90;

/** A manager chooses when the shop is paid out: every day or on a weekday, and how long card money stays pending. */
export function PayoutSettingsModal({ current, onClose }: { current: PayoutSettings; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangePayoutSettings();
  const [schedule, setSchedule] = useState(current.schedule);
  const [weekday, setWeekday] = useState(current.weekday);
  const [delayDays, setDelayDays] = useState<number | ''>(current.delayDays);
  const ready = delayDays !== '' && Number.isInteger(delayDays) && delayDays >= 0 && delayDays <= MAX_DELAY_DAYS;
  const submit = () => {
    if (!ready) return;
    change.mutate(
      { schedule, weekday, delayDays },
      {
        onSuccess: () => {
          notifySuccess(t('balance.settings.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t('balance.settings.title')} size="md">
      <SaveFormLayout
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onCancel={onClose}
        saving={change.isPending}
      >
        <Text size="sm" id="payout-schedule-label">
          {t('balance.settings.schedule')}
        </Text>
        <SegmentedControl
          aria-labelledby="payout-schedule-label"
          value={schedule}
          onChange={(value) => setSchedule(value as PayoutSettings['schedule'])}
          data={[
            { value: 'DAILY', label: t('balance.settings.DAILY') },
            { value: 'WEEKLY', label: t('balance.settings.WEEKLY') },
          ]}
        />
        {schedule === 'WEEKLY' && (
          <Select
            label={t('balance.settings.weekday')}
            allowDeselect={false}
            value={String(weekday)}
            onChange={(value) => value && setWeekday(Number(value))}
            data={WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(d, i18n.language) }))}
          />
        )}
        <NumberInput
          label={t('balance.settings.delay')}
          description={t('balance.settings.delayHint')}
          min={0}
          max={MAX_DELAY_DAYS}
          allowDecimal={false}
          allowNegative={false}
          value={delayDays}
          onChange={(value) => setDelayDays(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
          error={delayDays !== '' && !ready ? t('balance.settings.delayInvalid', { max: MAX_DELAY_DAYS }) : undefined}
        />
        {change.isError && <ErrorAlert error={change.error} />}
      </SaveFormLayout>
    </FormModal>
  );
}
