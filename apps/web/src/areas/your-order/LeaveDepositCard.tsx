import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { type CustomerOrderPage, leaveOrderDeposit, type OrderLink, YOUR_ORDER_QUERIES } from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../format/index.ts';
import { useCardRedirect } from './useCardRedirect.ts';

/** What a refusal of the deposit call says on the page: the page is read again, the refusal worded. */
const REFUSALS: Record<string, 'yourOrder.deposit.alreadyHeld' | 'yourOrder.deposit.notOnline'> = {
  depositHeld: 'yourOrder.deposit.alreadyHeld',
  depositNotDue: 'yourOrder.deposit.alreadyHeld',
  depositNotOnline: 'yourOrder.deposit.notOnline',
};

/**
 * The deposit the shop holds online, left from the order's own page: the button opens the card provider's page for
 * the hold (one hold however many taps), which comes back here to read the order again until the hold shows.
 */
export function LeaveDepositCard({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const format = useFormat(page.shop.timezone);
  const queryClient = useQueryClient();
  const { busy, failure, go } = useCardRedirect(() => leaveOrderDeposit(link));
  const { deposit } = page;
  if (!deposit) return null;
  const refusal = failure instanceof ApiError ? REFUSALS[failure.code ?? ''] : undefined;
  const toLeave = format.money(deposit.toLeave, page.shop.currency);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="leave-deposit-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="leave-deposit-title">
          {t('yourOrder.deposit.title', { amount: format.money(deposit.toTake, page.shop.currency) })}
        </Title>
        {deposit.state === 'HELD' ? (
          <Alert color="teal" variant="light" role="status">
            {t('yourOrder.deposit.held', { amount: format.money(deposit.held, page.shop.currency) })}
          </Alert>
        ) : deposit.state === 'PROCESSING' ? (
          <Alert color="blue" variant="light" role="status">
            {t('yourOrder.deposit.processing')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('yourOrder.deposit.text')}</Text>
            <Button
              size="md"
              loading={busy}
              onClick={async () => {
                await go();
                void queryClient.invalidateQueries({ queryKey: YOUR_ORDER_QUERIES });
              }}
            >
              {t('yourOrder.deposit.button', { amount: toLeave })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('yourOrder.pay.note')}
            </Text>
          </>
        )}
        {refusal ? (
          <Alert color="orange" variant="light" role="alert">
            {t(refusal)}
          </Alert>
        ) : (
          failure !== null && <ErrorAlert error={failure} />
        )}
      </Stack>
    </Card>
  );
}
