import { TIME_REGEX } from '@hirebase/shared/company-settings';
import { NumberInput, SimpleGrid, Switch, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { numberOrNull, useSectionForm } from '../sectionForm.ts';

const toValues = ({ bookingSlots: s }: CompanySettings) => ({
  enabled: s.enabled,
  durationMinutes: s.durationMinutes as number | string,
  startTimes: s.startTimes,
  minNoticeMinutes: s.minNoticeMinutes as number | string,
  maxDaysInAdvance: s.maxDaysInAdvance as number | string,
});

/** "9:30" → "09:30"; the list comes out without repeats and in time order. */
function normalizedTimes(times: string[]): string[] {
  const padded = times.map((time) => time.trim().replace(/^(\d):/, '0$1:'));
  return [...new Set(padded)].sort();
}

const MAX_START_TIMES = 96;

/** Booking slots of the online store: customers pick a start time; each slot lasts the same duration. */
export function BookingSlotsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const whole = (min: number, max: number) => (value: number | string) => {
    const n = numberOrNull(value);
    return n !== null && Number.isInteger(n) && n >= min && n <= max ? null : t('settings.range', { min, max });
  };
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      durationMinutes: whole(5, 1440),
      minNoticeMinutes: whole(0, 43_200),
      maxDaysInAdvance: whole(1, 730),
      startTimes: (times, values) => {
        if (times.some((time) => !TIME_REGEX.test(time))) return t('settings.slots.badTime');
        return values.enabled && times.length === 0 ? t('settings.slots.needTimes') : null;
      },
    },
    steps: (v) => [
      {
        change: {
          operation: 'updateOnlineStoreSlots',
          body: {
            enabled: v.enabled,
            durationMinutes: Number(v.durationMinutes),
            startTimes: v.startTimes,
            minNoticeMinutes: Number(v.minNoticeMinutes),
            maxDaysInAdvance: Number(v.maxDaysInAdvance),
          },
        },
        fields: Object.fromEntries(v.startTimes.map((_time, i) => [`startTimes.${i}`, 'startTimes'])),
      },
    ],
  });
  const { form } = section;

  return (
    <SettingsSection title={t('settings.slots.title')} description={t('settings.slots.hint')} section={section}>
      <Switch label={t('settings.slots.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <TagsInput
        label={t('settings.slots.startTimes')}
        description={t('settings.slots.startTimesHint')}
        placeholder="09:30"
        maxTags={MAX_START_TIMES}
        splitChars={[',', ' ', ';']}
        clearable
        {...form.getInputProps('startTimes')}
        onChange={(times) => form.setFieldValue('startTimes', normalizedTimes(times))}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('settings.slots.duration')}
          suffix=" min"
          min={5}
          max={1440}
          allowDecimal={false}
          {...form.getInputProps('durationMinutes')}
        />
        <NumberInput
          label={t('settings.slots.minNotice')}
          suffix=" min"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('minNoticeMinutes')}
        />
        <NumberInput
          label={t('settings.slots.maxDays')}
          min={1}
          max={730}
          allowDecimal={false}
          {...form.getInputProps('maxDaysInAdvance')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
