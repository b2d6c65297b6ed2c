import { BAIL_MAX_KINDS, type BailMaxKind } from '@hirebase/shared/company-settings';
import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsChange } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { useMoneyInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, numberInput, numberOrNull, type SaveStep, useSectionForm } from '../sectionForm.ts';

const toValues = ({ bail }: CompanySettings) => ({
  access: { ...bail.access },
  max: Object.fromEntries(BAIL_MAX_KINDS.map((kind) => [kind, numberInput(bail.max[kind])])) as Record<
    BailMaxKind,
    number | string
  >,
});
type Values = ReturnType<typeof toValues>;

const MAX_OPERATIONS = {
  lcd: 'updateBailMax',
  event: 'updateEventBailMax',
  internalLcd: 'updateInternalBailMax',
  internalEvent: 'updateInternalEventBailMax',
  internalLld: 'updateInternalLldBailMax',
} as const satisfies Record<BailMaxKind, SettingsChange['operation']>;

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (changed(v.access, saved.access)) {
    list.push({
      change: { operation: 'updateBailAccess', body: v.access },
      fields: Object.fromEntries(Object.keys(v.access).map((key) => [key, `access.${key}`])),
    });
  }
  for (const kind of BAIL_MAX_KINDS) {
    if (v.max[kind] === saved.max[kind]) continue;
    list.push({
      change: { operation: MAX_OPERATIONS[kind], body: { amount: numberOrNull(v.max[kind]) } },
      fields: { amount: `max.${kind}` },
    });
  }
  return list;
}

/** Deposits (bail): where they are taken, and the most a deposit may be for each kind of order. */
export function DepositSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      access: {
        dashboard: (value, values) =>
          values.access.enabled && !value && !values.access.onlineStore ? t('settings.deposit.needPlace') : null,
      },
    },
    steps,
  });
  const { form } = section;
  const money = useMoneyInput(settings.currency);

  return (
    <SettingsSection title={t('settings.deposit.title')} description={t('settings.deposit.hint')} section={section}>
      <Switch label={t('settings.deposit.enabled')} {...form.getInputProps('access.enabled', { type: 'checkbox' })} />
      <Group gap="lg">
        <Checkbox
          label={t('settings.deposit.onlineStore')}
          {...form.getInputProps('access.onlineStore', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('settings.deposit.dashboard')}
          {...form.getInputProps('access.dashboard', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('settings.deposit.captureRequiresManager')}
          {...form.getInputProps('access.captureRequiresManager', { type: 'checkbox' })}
        />
      </Group>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('settings.deposit.maxTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('settings.deposit.maxHint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BAIL_MAX_KINDS.map((kind) => (
          <NumberInput
            key={kind}
            label={t(`settings.deposit.max.${kind}`)}
            placeholder={t('settings.deposit.noMax')}
            {...money}
            {...form.getInputProps(`max.${kind}`)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
