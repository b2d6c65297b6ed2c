import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCategories } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { useMoneyInput, usePercentInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { type SectionForm, useSectionForm } from '../sectionForm.ts';
import {
  type CategoryDiscountsValues,
  categoryDiscountsErrors,
  categoryDiscountsPayload,
  categoryDiscountsValues,
  type DiscountType,
  newRange,
} from './categoryDiscounts.ts';

const MAX_RANGES = 20;

/** Categories of the shop's verticales, grouped by verticale, named in the interface language. */
function useCategoryOptions() {
  const { t, i18n } = useTranslation();
  const me = useCurrentMe();
  const categories = useProductCategories();
  return useMemo(() => {
    const verticales = me.company?.verticales ?? [];
    return verticales.map((verticale) => ({
      group: t(`admin.verticales.${verticale}`),
      items: (categories.data ?? [])
        .filter((c) => c.verticale === verticale)
        .map((c) => ({ value: c.id, label: c.name[i18n.language] ?? c.name.fr ?? Object.values(c.name)[0] ?? c.id })),
    }));
  }, [categories.data, me.company?.verticales, i18n.language, t]);
}

function DiscountCard({
  index,
  section,
  currency,
  options,
}: {
  index: number;
  section: SectionForm<CategoryDiscountsValues>;
  currency: CompanySettings['currency'];
  options: ReturnType<typeof useCategoryOptions>;
}) {
  const { t } = useTranslation();
  const { form, readOnly } = section;
  const discount = form.getValues().categoryDiscounts[index];
  const percentInput = usePercentInput();
  const moneyInput = useMoneyInput(currency);
  const path = `categoryDiscounts.${index}` as const;
  const n = index + 1;
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <Select
            label={t('settings.discounts.category', { n })}
            searchable
            data={options}
            style={{ flex: 1 }}
            miw={200}
            {...form.getInputProps(`${path}.categoryId`)}
          />
          <TextInput
            label={t('settings.discounts.label', { n })}
            style={{ flex: 1 }}
            miw={160}
            {...form.getInputProps(`${path}.label`)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('settings.discounts.remove', { n })}
              onClick={() => form.removeListItem('categoryDiscounts', index)}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
        {discount.ranges.map((range, j) => {
          const at = `${path}.ranges.${j}`;
          const m = j + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity; the form addresses them by index
            <Group key={j} gap="xs" align="flex-start" wrap="wrap">
              <NumberInput
                label={t('settings.discounts.minDays', { n, m })}
                min={1}
                allowDecimal={false}
                w={110}
                {...form.getInputProps(`${at}.minDays`)}
              />
              <NumberInput
                label={t('settings.discounts.maxDays', { n, m })}
                placeholder="∞"
                min={1}
                allowDecimal={false}
                w={110}
                {...form.getInputProps(`${at}.maxDays`)}
              />
              <Select
                label={t('settings.discounts.type', { n, m })}
                allowDeselect={false}
                w={150}
                data={[
                  { value: 'PERCENTAGE', label: t('settings.discounts.percentage') },
                  { value: 'AMOUNT', label: t('settings.discounts.amount') },
                ]}
                {...form.getInputProps(`${at}.type`)}
                onChange={(value) => form.setFieldValue(`${at}.type`, (value ?? 'PERCENTAGE') as DiscountType)}
              />
              <NumberInput
                label={t('settings.discounts.value', { n, m })}
                w={130}
                {...(range.type === 'PERCENTAGE' ? percentInput : moneyInput)}
                {...form.getInputProps(`${at}.value`)}
              />
              {!readOnly && discount.ranges.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('settings.discounts.removeRange', { n, m })}
                  onClick={() => form.removeListItem(`${path}.ranges`, j)}
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {!readOnly && discount.ranges.length < MAX_RANGES && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            aria-label={t('settings.discounts.addRangeTo', { n })}
            onClick={() => form.insertListItem(`${path}.ranges`, newRange(discount.ranges.at(-1)))}
          >
            {t('settings.discounts.addRange')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Discounts by rental length per product category (e.g. −10 % from 3 days, −20 % from 7 days). */
export function CategoryDiscountsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const options = useCategoryOptions();
  const section = useSectionForm({
    settings,
    toValues: (s) => categoryDiscountsValues(s.categoryDiscounts),
    validate: (values) =>
      categoryDiscountsErrors(values, {
        required: t('validation.required'),
        duplicate: t('settings.discounts.duplicate'),
        days: t('settings.range', { min: 1, max: 3650 }),
        maxBelowMin: t('settings.discounts.maxBelowMin'),
        value: t('settings.discounts.valueRequired'),
        percent: t('settings.range', { min: 0, max: 100 }),
        overlap: t('settings.discounts.overlap'),
      }),
    steps: (values) => [
      {
        change: { operation: 'updateCategoryDiscounts', body: categoryDiscountsPayload(values) },
        fields: Object.fromEntries(
          values.categoryDiscounts.flatMap((d, i) =>
            d.ranges.map((_r, j) => [
              `categoryDiscounts.${i}.ranges.${j}`,
              `categoryDiscounts.${i}.ranges.${j}.minDays`,
            ]),
          ),
        ),
      },
    ],
  });
  const { form, readOnly } = section;
  const { categoryDiscounts } = form.getValues();

  return (
    <SettingsSection title={t('settings.discounts.title')} description={t('settings.discounts.hint')} section={section}>
      {categoryDiscounts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.discounts.empty')}
        </Text>
      )}
      {categoryDiscounts.map((_d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no identity; the form addresses them by index
        <DiscountCard key={i} index={i} section={section} currency={settings.currency} options={options} />
      ))}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('categoryDiscounts', { categoryId: '', label: '', ranges: [newRange()] })}
        >
          {t('settings.discounts.add')}
        </Button>
      )}
    </SettingsSection>
  );
}
