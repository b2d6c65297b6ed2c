import { Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { useMoneyInput, usePercentInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, numberInput, numberOrNull, type SaveStep, type SectionForm, useSectionForm } from '../sectionForm.ts';

type Kind = 'order' | 'event';
type ShareType = 'PERCENTAGE' | 'AMOUNT';
interface Share {
  enabled: boolean;
  type: ShareType;
  value: number | string;
}
type Values = Record<Kind, Share>;

const share = (p: CompanySettings['partPayment'][Kind]): Share => ({
  enabled: p.enabled,
  type: p.type ?? 'PERCENTAGE',
  value: numberInput(p.value),
});
const toValues = ({ partPayment }: CompanySettings): Values => ({
  order: share(partPayment.order),
  event: share(partPayment.event),
});

/** The body of `updatePartPayment(Event)`: type and value go together, and only when a value is set. */
function partPaymentPayload(s: Share) {
  const value = numberOrNull(s.value);
  return value === null ? { enabled: s.enabled } : { enabled: s.enabled, type: s.type, value };
}

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  const fields = (kind: Kind) => ({ enabled: `${kind}.enabled`, type: `${kind}.type`, value: `${kind}.value` });
  if (changed(v.order, saved.order)) {
    list.push({
      change: { operation: 'updatePartPayment', body: partPaymentPayload(v.order) },
      fields: fields('order'),
    });
  }
  if (changed(v.event, saved.event)) {
    list.push({
      change: { operation: 'updatePartPaymentEvent', body: partPaymentPayload(v.event) },
      fields: fields('event'),
    });
  }
  return list;
}

function ShareFields({
  kind,
  section,
  currency,
}: {
  kind: Kind;
  section: SectionForm<Values>;
  currency: CompanySettings['currency'];
}) {
  const { t } = useTranslation();
  const typeId = useId();
  const { form, readOnly } = section;
  const current = form.getValues()[kind];
  const percentInput = usePercentInput();
  const moneyInput = useMoneyInput(currency);
  return (
    <Stack gap="sm">
      <Switch
        label={t(`settings.partPayment.${kind}`)}
        {...form.getInputProps(`${kind}.enabled`, { type: 'checkbox' })}
      />
      <Input.Label id={typeId}>{t('settings.partPayment.type')}</Input.Label>
      <SegmentedControl
        aria-labelledby={typeId}
        w="fit-content"
        disabled={readOnly}
        data={[
          { value: 'PERCENTAGE', label: t('settings.partPayment.percentage') },
          { value: 'AMOUNT', label: t('settings.partPayment.amount') },
        ]}
        value={current.type}
        onChange={(value) => form.setFieldValue(`${kind}.type`, value as ShareType)}
      />
      <NumberInput
        label={t(`settings.partPayment.${kind}Value`)}
        {...(current.type === 'PERCENTAGE' ? percentInput : moneyInput)}
        {...form.getInputProps(`${kind}.value`)}
      />
    </Stack>
  );
}

/** Part of an order (and of an event booking) paid online when booking, as a percentage or a fixed amount. */
export function PartPaymentSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const rule = (kind: Kind) => (value: number | string, values: Values) => {
    const n = numberOrNull(value);
    if (!values[kind].enabled && n === null) return null;
    if (n === null || n <= 0) return t('settings.partPayment.valueRequired');
    return values[kind].type === 'PERCENTAGE' && n > 100 ? t('settings.range', { min: 1, max: 100 }) : null;
  };
  const section = useSectionForm({
    settings,
    toValues,
    validate: { order: { value: rule('order') }, event: { value: rule('event') } },
    steps,
  });

  return (
    <SettingsSection
      title={t('settings.partPayment.title')}
      description={t('settings.partPayment.hint')}
      section={section}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ShareFields kind="order" section={section} currency={settings.currency} />
        <ShareFields kind="event" section={section} currency={settings.currency} />
      </SimpleGrid>
    </SettingsSection>
  );
}
