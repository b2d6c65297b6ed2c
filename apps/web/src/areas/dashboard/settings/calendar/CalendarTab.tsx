import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { BookingSlotsSection } from './BookingSlotsSection.tsx';
import { DayRangesSection } from './DayRangesSection.tsx';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';

/** When the shop is open: weekly hours, closed days, low season and booking slots. */
export function CalendarTab({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <OpeningHoursSection settings={settings} />
      <DayRangesSection
        settings={settings}
        field="closedDates"
        title={t('settings.dates.closedTitle')}
        description={t('settings.dates.closedHint')}
      />
      <DayRangesSection
        settings={settings}
        field="lowSeasonDates"
        title={t('settings.dates.lowSeasonTitle')}
        description={t('settings.dates.lowSeasonHint')}
      />
      <BookingSlotsSection settings={settings} />
    </Stack>
  );
}
