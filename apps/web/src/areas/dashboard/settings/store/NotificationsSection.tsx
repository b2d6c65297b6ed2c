import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, numberOrNull, type SaveStep, useSectionForm } from '../sectionForm.ts';

const toValues = ({ orderReminder, opinionBooster }: CompanySettings) => ({
  orderReminder: {
    enabled: orderReminder.enabled,
    hoursBeforeStart: orderReminder.hoursBeforeStart as number | string,
  },
  opinionBooster: {
    enabled: opinionBooster.enabled,
    delayHours: opinionBooster.delayHours as number | string,
    reviewUrl: opinionBooster.reviewUrl ?? '',
  },
});
type Values = ReturnType<typeof toValues>;

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (changed(v.orderReminder, saved.orderReminder)) {
    list.push({
      change: {
        operation: 'updateOrderReminder',
        body: { enabled: v.orderReminder.enabled, hoursBeforeStart: Number(v.orderReminder.hoursBeforeStart) },
      },
      fields: { enabled: 'orderReminder.enabled', hoursBeforeStart: 'orderReminder.hoursBeforeStart' },
    });
  }
  if (changed(v.opinionBooster, saved.opinionBooster)) {
    list.push({
      change: {
        operation: 'updateOpinionBooster',
        body: {
          enabled: v.opinionBooster.enabled,
          delayHours: Number(v.opinionBooster.delayHours),
          reviewUrl: v.opinionBooster.reviewUrl.trim() || null,
        },
      },
      fields: { delayHours: 'opinionBooster.delayHours', reviewUrl: 'opinionBooster.reviewUrl' },
    });
  }
  return list;
}

/** Mails sent to customers around an order: a reminder before it starts, a review request after it ends. */
export function NotificationsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const whole = (min: number, max: number) => (value: number | string) => {
    const n = numberOrNull(value);
    return n !== null && Number.isInteger(n) && n >= min && n <= max ? null : t('settings.range', { min, max });
  };
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      orderReminder: { hoursBeforeStart: whole(1, 336) },
      opinionBooster: {
        delayHours: whole(0, 720),
        reviewUrl: (value, values) => {
          if (value.trim() && !/^https?:\/\/\S+$/.test(value.trim())) return t('settings.linkFormat');
          return values.opinionBooster.enabled && !value.trim() ? t('settings.notifications.reviewUrlNeeded') : null;
        },
      },
    },
    steps,
  });
  const { form } = section;

  return (
    <SettingsSection title={t('settings.notifications.title')} section={section}>
      <Stack gap="xs">
        <Switch
          label={t('settings.notifications.reminder')}
          {...form.getInputProps('orderReminder.enabled', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('settings.notifications.reminderHours')}
          suffix=" h"
          min={1}
          max={336}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('orderReminder.hoursBeforeStart')}
        />
      </Stack>
      <Stack gap="xs">
        <Switch
          label={t('settings.notifications.booster')}
          description={t('settings.notifications.boosterHint')}
          {...form.getInputProps('opinionBooster.enabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('settings.notifications.boosterDelay')}
            suffix=" h"
            min={0}
            max={720}
            allowDecimal={false}
            {...form.getInputProps('opinionBooster.delayHours')}
          />
          <TextInput
            label={t('settings.notifications.reviewUrl')}
            placeholder="https://"
            type="url"
            {...form.getInputProps('opinionBooster.reviewUrl')}
          />
        </SimpleGrid>
      </Stack>
    </SettingsSection>
  );
}
