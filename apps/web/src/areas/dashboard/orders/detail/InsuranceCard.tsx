import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderView, useUpdateOrderInsurance } from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { Section } from '../shared/Section.tsx';

/**
 * The order's rental insurance: what it costs and how it was computed, and, for staff who may change the order,
 * adding it or taking it off as the order's detail allows (the server's reading of the shop's mode and the order's
 * state, so staff who may not read the settings are offered it too).
 */
export function InsuranceCard({ order, canWrite }: { order: OrderView; canWrite: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const change = useUpdateOrderInsurance(order.id);
  const insurance = order.insurance;
  const choice = order.insuranceChoice;
  if (!insurance && !choice.canAdd) return null;
  const canChange = canWrite && (insurance ? choice.canRemove : choice.canAdd);
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
        {canChange && (
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
