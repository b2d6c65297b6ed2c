import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { startCustomerCardPayment } from '../../api/cardPayments.ts';
import type { CustomerOrderPage, OrderLink } from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../format/index.ts';
import { useCardRedirect } from './useCardRedirect.ts';

/** What is left to pay, shown first on a phone, paid by card on the payment provider's page, which comes back here once done. */
export function PayByCard({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const format = useFormat(page.shop.timezone);
  const { busy, failure, go } = useCardRedirect((key) => startCustomerCardPayment(link, key));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('yourOrder.summary.balance')}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('yourOrder.summary.balance')}</Text>
          <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }}>
            {format.money(page.order.balance, page.shop.currency)}
          </Text>
        </Group>
        {page.order.paid > 0 && (
          <Text size="xs" c="dimmed">
            {t('yourOrder.pay.ofTotal', {
              paid: format.money(page.order.paid, page.shop.currency),
              total: format.money(page.order.totalTTC, page.shop.currency),
            })}
          </Text>
        )}
        <Button size="md" onClick={go} loading={busy}>
          {t('yourOrder.pay.button', { amount: format.money(page.order.balance, page.shop.currency) })}
        </Button>
        <Text size="xs" c="dimmed">
          {t('yourOrder.pay.note')}
        </Text>
        {failure !== null && <ErrorAlert error={failure} />}
      </Stack>
    </Card>
  );
}
