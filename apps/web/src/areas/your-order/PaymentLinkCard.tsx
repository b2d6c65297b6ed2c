import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { payPaymentLink, usePaymentLinkPage } from '../../api/paymentLinks.ts';
import type { OrderLink } from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../format/index.ts';
import { useCardRedirect } from './useCardRedirect.ts';

/**
 * A payment or deposit link the shop mailed: what it asks for and until when, paid on the provider's card page. An
 * expired, cancelled or paid link says so; a declined card can be tried again from here.
 */
export function PaymentLinkCard({
  link,
  linkId,
  timeZone,
  backFromCard = false,
}: {
  link: OrderLink;
  linkId: string;
  timeZone: string;
  /** back from the card page: the link is read again until the provider's webhook has recorded the payment */
  backFromCard?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat(timeZone);
  const { page, awaitingWebhook } = usePaymentLinkPage(link.orderId, linkId, backFromCard);
  const { busy, failure, go } = useCardRedirect((key) => payPaymentLink(link, linkId, key));
  if (page.isPending) return null;
  if (page.isError) {
    const code = page.error instanceof ApiError ? page.error.code : undefined;
    return (
      <Alert color="orange" variant="light" role="alert">
        {code === 'paymentLinkExpired'
          ? t('yourOrder.link.expired', {
              date: format.dateTime(String((page.error as ApiError).details?.expiresAt ?? '')),
            })
          : code === 'paymentLinkCancelled'
            ? t('yourOrder.link.cancelled')
            : t('yourOrder.link.notFound')}
      </Alert>
    );
  }
  const data = page.data;
  const amount = format.money(data.amount, data.currency);
  const deposit = data.kind === 'DEPOSIT';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="payment-link-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="payment-link-title">
          {deposit ? t('yourOrder.link.depositTitle', { amount }) : t('yourOrder.link.paymentTitle', { amount })}
        </Title>
        {data.status === 'PAID' ? (
          <Alert color="teal" variant="light" role="status">
            {deposit ? t('yourOrder.link.held') : t('yourOrder.link.paid')}
          </Alert>
        ) : data.status === 'PROCESSING' || awaitingWebhook ? (
          <Alert color="blue" variant="light" role="status">
            {t('yourOrder.link.processing')}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {deposit ? t('yourOrder.link.depositText') : t('yourOrder.link.paymentText')}{' '}
              {t('yourOrder.link.until', { date: format.dateTime(data.expiresAt) })}
            </Text>
            <Button size="md" onClick={go} loading={busy}>
              {deposit ? t('yourOrder.link.hold', { amount }) : t('yourOrder.link.pay', { amount })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('yourOrder.pay.note')}
            </Text>
          </>
        )}
        {failure !== null && <ErrorAlert error={failure} />}
      </Stack>
    </Card>
  );
}
