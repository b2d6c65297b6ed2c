import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsChange } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { DateRangeField } from '../../../../components/dates/fields.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';

type Field = 'closedDates' | 'lowSeasonDates';
interface Row {
  start: string;
  end: string;
  label: string;
}
type Values = { rows: Row[] };

/** The body of the call: a range without its end is one day. */
function dayRangesPayload(rows: Row[]) {
  return rows.map((r) => ({ start: r.start, end: r.end || r.start, label: r.label.trim() || null }));
}

/** Closed dates or low-season dates: ranges of days with a label, that may not overlap. */
export function DayRangesSection({
  settings,
  field,
  title,
  description,
}: {
  settings: CompanySettings;
  field: Field;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const section = useSectionForm<Values>({
    settings,
    toValues: (s) => ({ rows: s[field].map((r) => ({ start: r.start, end: r.end, label: r.label ?? '' })) }),
    validate: ({ rows }) => {
      const errors: Record<string, string> = {};
      const ranges = dayRangesPayload(rows).map((r, i) => ({ ...r, i }));
      for (const r of ranges) if (!r.start) errors[`rows.${r.i}.start`] = t('settings.dates.required');
      const filled = ranges.filter((r) => r.start).sort((a, b) => a.start.localeCompare(b.start));
      for (let k = 1; k < filled.length; k++) {
        if (filled[k].start <= filled[k - 1].end) errors[`rows.${filled[k].i}.start`] = t('settings.dates.overlap');
      }
      return errors;
    },
    steps: ({ rows }) => {
      const ranges = dayRangesPayload(rows);
      const change: SettingsChange =
        field === 'closedDates'
          ? { operation: 'updateOnlineStoreClosedDates', body: { closedDates: ranges } }
          : { operation: 'updateLowSeasonDates', body: { lowSeasonDates: ranges } };
      return [
        {
          change,
          fields: Object.fromEntries(
            rows.flatMap((_r, i) => [
              [`${field}.${i}`, `rows.${i}.start`],
              [`${field}.${i}.start`, `rows.${i}.start`],
              [`${field}.${i}.end`, `rows.${i}.start`],
            ]),
          ),
        },
      ];
    },
  });
  const { form, readOnly } = section;
  const { rows } = form.getValues();

  return (
    <SettingsSection title={title} description={description} section={section}>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.dates.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity; the form addresses them by index
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            <DateRangeField
              allowSingleDateInRange
              aria-label={t('settings.dates.range', { n: i + 1 })}
              placeholder={t('settings.dates.pick')}
              value={[row.start || null, row.end || null]}
              onChange={([start, end]) => {
                form.setFieldValue(`rows.${i}.start`, start ?? '');
                form.setFieldValue(`rows.${i}.end`, end ?? '');
              }}
              error={form.errors[`rows.${i}.start`]}
              disabled={readOnly}
              miw={240}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={t('settings.dates.label', { n: i + 1 })}
              placeholder={t('settings.dates.labelPlaceholder')}
              style={{ flex: 1 }}
              miw={160}
              {...form.getInputProps(`rows.${i}.label`)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('settings.dates.remove', { n: i + 1 })}
                onClick={() => form.removeListItem('rows', i)}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('rows', { start: '', end: '', label: '' })}
        >
          {t('settings.dates.add')}
        </Button>
      )}
    </SettingsSection>
  );
}
