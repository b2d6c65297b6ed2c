import { ActionIcon, Group, NumberInput, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../../../components/dates/fields.tsx';
import { type PriceRuleFormValues, RULE_TYPES, type VariationKind, type VariationSign } from './priceRuleForm.ts';
import { WeekdayChips } from './WeekdayChips.tsx';

/** One date-time window of a price rule with its variation. */
export function RuleWindowFields({
  form,
  index,
  currency,
  onRemove,
}: {
  form: UseFormReturnType<PriceRuleFormValues>;
  index: number;
  currency: string;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const path = `windows.${index}` as const;
  const window = form.getValues().windows[index];
  const number = index + 1;
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      style={{ margin: 0, minWidth: 0 }}
      aria-label={t('pricing.rules.windowN', { n: number })}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('pricing.rules.windowN', { n: number })}
          </Text>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('pricing.rules.removeWindow', { n: number })}
            >
              ×
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <DateField label={t('pricing.common.startDate')} {...form.getInputProps(`${path}.startDate`)} />
          <TimeField label={t('pricing.rules.startTime')} {...form.getInputProps(`${path}.startTime`)} />
          <DateField label={t('pricing.common.endDate')} {...form.getInputProps(`${path}.endDate`)} />
          <TimeField label={t('pricing.rules.endTime')} {...form.getInputProps(`${path}.endTime`)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('pricing.rules.timeHint')}
        </Text>
        <WeekdayChips value={window.weekdays} onChange={(days) => form.setFieldValue(`${path}.weekdays`, days)} />
        <Radio.Group label={t('pricing.rules.type')} {...form.getInputProps(`${path}.type`)}>
          <Stack gap={6} mt={6}>
            {RULE_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={t(`pricing.rules.types.${type}`)}
                description={t(`pricing.rules.typeHints.${type}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('pricing.rules.sign')}
            data={[
              { value: 'surcharge', label: t('pricing.rules.surcharge') },
              { value: 'discount', label: t('pricing.rules.discount') },
            ]}
            value={window.sign}
            onChange={(sign) => form.setFieldValue(`${path}.sign`, sign as VariationSign)}
          />
          <SegmentedControl
            aria-label={t('pricing.rules.kind')}
            data={[
              { value: 'PERCENTAGE', label: '%' },
              { value: 'AMOUNT', label: currency },
            ]}
            value={window.kind}
            onChange={(kind) => form.setFieldValue(`${path}.kind`, kind as VariationKind)}
          />
          <NumberInput
            label={window.kind === 'PERCENTAGE' ? t('pricing.rules.percentage') : t('pricing.rules.amount')}
            min={0}
            decimalScale={2}
            w={140}
            {...form.getInputProps(`${path}.amount`)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
