import { CURRENCIES } from '@hirebase/shared';
import { Alert, Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { type SaveStep, useSectionForm } from '../sectionForm.ts';
import { timezoneGroups } from './regions.ts';

const toValues = (settings: CompanySettings) => ({ timezone: settings.timezone, currency: settings.currency });
type Values = ReturnType<typeof toValues>;

function steps(values: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (values.timezone !== saved.timezone) {
    list.push({ change: { operation: 'updateTimezone', body: { timezone: values.timezone } } });
  }
  if (values.currency !== saved.currency) {
    list.push({ change: { operation: 'updateCurrency', body: { currency: values.currency } } });
  }
  return list;
}

/** Time zone (opening hours, rental times and documents are in it) and currency of prices. */
export function RegionSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timezoneGroups(settings.timezone), [settings.timezone]);
  const section = useSectionForm({ settings, toValues, validate: { timezone: requiredRule(t) }, steps });
  const { form, readOnly } = section;
  const { currency } = form.getValues();
  const currencyId = useId();

  return (
    <SettingsSection title={t('settings.region.title')} section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('settings.region.timezone')}
          description={t('settings.region.timezoneHint')}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('common.noResults')}
          data={zones}
          limit={400}
          {...form.getInputProps('timezone')}
        />
        <Stack gap={4}>
          <Input.Label id={currencyId}>{t('settings.region.currency')}</Input.Label>
          <SegmentedControl
            aria-labelledby={currencyId}
            data={CURRENCIES.map((c) => ({ value: c, label: c }))}
            disabled={readOnly}
            value={currency}
            onChange={(value) => form.setFieldValue('currency', value as Values['currency'])}
            w="fit-content"
          />
        </Stack>
      </SimpleGrid>
      {currency !== settings.currency && (
        <Alert color="yellow" variant="light">
          {t('settings.region.currencyWarning')}
        </Alert>
      )}
    </SettingsSection>
  );
}
