import { WEEKDAYS, type Weekday } from '@hirebase/shared/company-settings';
import { ActionIcon, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { TimeField } from '../../../../components/dates/fields.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { type SectionForm, useSectionForm } from '../sectionForm.ts';
import {
  canAddRange,
  copyMondayToAll,
  nextRange,
  type OpeningHoursValues,
  openingHoursErrors,
  openingHoursPayload,
  openingHoursValues,
} from './openingHours.ts';
import { capitalized, weekdayName } from './weekdays.ts';

const toValues = (settings: CompanySettings) => openingHoursValues(settings.openingHours);

function DayRow({ day, section }: { day: Weekday; section: SectionForm<OpeningHoursValues> }) {
  const { t, i18n } = useTranslation();
  const { form, readOnly } = section;
  const name = weekdayName(day, i18n.language);
  const values = form.getValues();
  const closed = values.closed[day];
  const ranges = values[day];

  return (
    <Group align="flex-start" gap="md" wrap="wrap" data-testid={`hours-${day}`}>
      <Stack gap={6} w={140}>
        <Text fw={600}>{capitalized(name)}</Text>
        <Checkbox
          label={t('settings.hours.closed')}
          aria-label={t('settings.hours.closedOn', { day: name })}
          {...form.getInputProps(`closed.${day}`, { type: 'checkbox' })}
        />
      </Stack>
      {closed ? (
        <Text c="dimmed" size="sm" pt={4}>
          {t('settings.hours.closedDay')}
        </Text>
      ) : (
        <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          {ranges.map((_range, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity; the form addresses them by index
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TimeField
                aria-label={t('settings.hours.from', { day: name, n: i + 1 })}
                {...form.getInputProps(`${day}.${i}.from`)}
              />
              <Text pt={6} aria-hidden>
                –
              </Text>
              <TimeField
                aria-label={t('settings.hours.to', { day: name, n: i + 1 })}
                {...form.getInputProps(`${day}.${i}.to`)}
              />
              {!readOnly && ranges.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={t('settings.hours.removeRange', { day: name, n: i + 1 })}
                  onClick={() => form.removeListItem(day, i)}
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
          {!readOnly && canAddRange(ranges) && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              aria-label={t('settings.hours.addRangeOn', { day: name })}
              onClick={() => form.insertListItem(day, nextRange(ranges))}
            >
              {t('settings.hours.addRange')}
            </Button>
          )}
        </Stack>
      )}
    </Group>
  );
}

/** Opening ranges per weekday (several per day, e.g. morning and afternoon), in the shop's time zone. */
export function OpeningHoursSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: (values) =>
      openingHoursErrors(values, {
        time: t('settings.hours.timeRequired'),
        endAfterStart: t('settings.hours.endAfterStart'),
        overlap: t('settings.hours.overlap'),
      }),
    steps: (values) => [{ change: { operation: 'updateOnlineStoreOpeningHours', body: openingHoursPayload(values) } }],
  });
  const { form, readOnly } = section;

  return (
    <SettingsSection
      title={t('settings.hours.title')}
      description={t('settings.hours.hint', { timezone: settings.timezone })}
      section={section}
    >
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.setValues(copyMondayToAll(form.getValues()))}
        >
          {t('settings.hours.copyMonday')}
        </Button>
      )}
      <Stack gap="sm">
        {WEEKDAYS.map((day, index) => (
          <Fragment key={day}>
            {index > 0 && <Divider />}
            <DayRow day={day} section={section} />
          </Fragment>
        ))}
      </Stack>
    </SettingsSection>
  );
}
