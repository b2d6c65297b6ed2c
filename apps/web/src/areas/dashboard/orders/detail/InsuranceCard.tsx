import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderView, useUpdateOrderInsurance } from '../../../../api/orders.ts';
import { useCompanySettings } from '../../../../api/settings.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { Section } from '../shared/Section.tsx';

const OPTIONAL = ['on_option', 'with_assurance'];

/**
 * The order's rental insurance: what it costs and how it was computed, and, for staff who may change the order,
 * adding it or taking it off as the shop's mode allows (off: none to add; included: none to take off). The mode is in
 * the shop's settings: staff who may not read them see the order's insurance without changing it.
 */
export function InsuranceCard({
  order,
  canWrite,
  settingsReadable = true,
}: {
  order: OrderView;
  canWrite: boolean;
  settingsReadable?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const settings = useCompanySettings(canWrite && settingsReadable);
  const change = useUpdateOrderInsurance(order.id);
  const mode = settings.data?.integrations.tulip.insuranceMode;
  const insurance = order.insurance;
  if (!insurance && (!mode || mode === 'off')) return null;
  const open = order.type !== 'CANCELED' && order.status !== 'ENDED' && canWrite;
  const canAdd = open && !insurance && !!mode && mode !== 'off';
  const canRemove = open && !!insurance && !!mode && (OPTIONAL.includes(mode) || mode === 'off');
  const save = (insured: boolean) =>
    change.mutate(insured, { onError: (error) => notifyError(errorMessage(t, error)) });
  return (
    <Section title={t('orders.insurance.title')}>
      <Stack gap="xs">
        {insurance ? (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {insurance.method === 'SHARE'
                  ? t('orders.insurance.share', {
                      percent: insurance.percent.toLocaleString(),
                      base: money.format(insurance.base),
                    })
                  : t('orders.insurance.perItemDay', {
                      price: money.format(insurance.perItemDay),
                      units: insurance.units,
                      days: insurance.days,
                    })}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money.format(insurance.amount)}
              </Text>
            </Group>
            {insurance.minimum !== null && (
              <Text size="xs" c="dimmed">
                {t('orders.insurance.minimum', { amount: money.format(insurance.minimum) })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {insurance.shown ? t('orders.insurance.ownLine') : t('orders.insurance.hidden')}
            </Text>
            {insurance.provider === 'INSURER' && (
              <Text size="xs" c="dimmed">
                {t('orders.insurance.policy', { policy: insurance.policyId ?? '—' })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orders.insurance.none')}
          </Text>
        )}
        {(canAdd || canRemove) && (
          <Group>
            <Button size="xs" variant="light" loading={change.isPending} onClick={() => save(!insurance)}>
              {insurance ? t('orders.insurance.remove') : t('orders.insurance.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}
