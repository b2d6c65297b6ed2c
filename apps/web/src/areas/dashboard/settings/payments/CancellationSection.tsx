import {
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  FIXED_CANCELLATION_RULES,
  MAX_CANCELLATION_RULES,
} from '@hirebase/shared/cancellation';
import { ActionIcon, Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';
import { CancellationRulesTable, noticeText } from './CancellationRulesTable.tsx';
import {
  type CancellationValues,
  cancellationErrors,
  cancellationPayload,
  cancellationValues,
  withPolicy,
} from './cancellation.ts';

const toValues = (settings: CompanySettings): CancellationValues => cancellationValues(settings.cancellationPolicy);

/** The cancellation policy: one of the fixed ones (rules shown, not editable) or the shop's own rules. */
export function CancellationSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: (values) =>
      cancellationErrors(values, {
        hours: t('settings.range', { min: 0, max: 8760 }),
        percent: t('settings.range', { min: 0, max: 100 }),
        duplicate: t('settings.cancellation.duplicate'),
        notMonotone: t('settings.cancellation.notMonotone'),
        empty: t('settings.cancellation.empty'),
      }),
    steps: (values) => [
      {
        change: { operation: 'updateCancellationPolicy', body: cancellationPayload(values) },
        fields: Object.fromEntries(values.rules.map((_r, i) => [`rules.${i}`, `rules.${i}.refundPercent`])),
      },
    ],
  });
  const { form, readOnly } = section;
  const values = form.getValues();
  const policyName = (policy: CancellationPolicy) => t(`settings.cancellation.policies.${policy}`);

  return (
    <SettingsSection
      title={t('settings.cancellation.title')}
      description={t('settings.cancellation.hint')}
      section={section}
    >
      <Radio.Group
        label={t('settings.cancellation.policy')}
        value={values.policy}
        onChange={(policy) => form.setValues(withPolicy(form.getValues(), policy as CancellationPolicy))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="xs">
          {CANCELLATION_POLICIES.map((policy) => (
            <Radio
              key={policy}
              value={policy}
              disabled={readOnly}
              label={policyName(policy)}
              description={t(`settings.cancellation.descriptions.${policy}`)}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {values.policy !== 'CUSTOM' ? (
        <CancellationRulesTable
          rules={FIXED_CANCELLATION_RULES[values.policy]}
          caption={t('settings.cancellation.rulesOf', { policy: policyName(values.policy) })}
        />
      ) : (
        <Stack gap="xs" data-testid="custom-cancellation-rules">
          {values.rules.map((rule, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity; the form addresses them by index
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <NumberInput
                label={t('settings.cancellation.hoursBefore', { n: i + 1 })}
                description={rule.hoursBeforeStart === '' ? undefined : noticeText(t, Number(rule.hoursBeforeStart))}
                suffix=" h"
                min={0}
                max={8760}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: 1 }}
                {...form.getInputProps(`rules.${i}.hoursBeforeStart`)}
              />
              <NumberInput
                label={t('settings.cancellation.refund', { n: i + 1 })}
                suffix=" %"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: 1 }}
                {...form.getInputProps(`rules.${i}.refundPercent`)}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('settings.cancellation.removeRule', { n: i + 1 })}
                  onClick={() => form.removeListItem('rules', i)}
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.errors.rules && (
            <Text c="red" size="sm" role="alert">
              {form.errors.rules}
            </Text>
          )}
          {!readOnly && values.rules.length < MAX_CANCELLATION_RULES && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => form.insertListItem('rules', { hoursBeforeStart: '', refundPercent: '' })}
            >
              {t('settings.cancellation.addRule')}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            {t('settings.cancellation.customHint')}
          </Text>
        </Stack>
      )}
    </SettingsSection>
  );
}
