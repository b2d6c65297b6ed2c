import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayName as nameOf } from '../../../../format/index.ts';
import { WEEK } from './priceRuleForm.ts';

/** Name of a weekday ('0' = Sunday) in the interface language. */
const weekdayName = (day: string, language: string, width: 'short' | 'long') => nameOf(Number(day), language, width);

/** Days of the week a window is limited to; none chosen means every day. */
export function WeekdayChips({ value, onChange }: { value: string[]; onChange: (days: string[]) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Input.Wrapper label={t('pricing.rules.weekdays')} description={t('pricing.rules.weekdaysHint')}>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6} mt={6} role="group" aria-label={t('pricing.rules.weekdays')}>
          {WEEK.map((day) => (
            <Chip key={day} value={day} size="xs" aria-label={weekdayName(day, i18n.language, 'long')}>
              {weekdayName(day, i18n.language, 'short')}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
