import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askToCancel, type CustomerOrderPage, cancelOrderNow, type OrderLink } from '../../api/yourOrder.ts';
import { useFormat } from '../../format/index.ts';
import { CustomerAreaError } from './CustomerAreaError.tsx';
import { usePageAction } from './usePageAction.ts';

/**
 * Cancelling from the page, as the shop's rules allow it now: at once (until when, what comes back), or by asking
 * the shop; a request waiting, or what a cancellation settled. Nothing when none applies (started, over).
 */
export function CancelCard({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const { cancellation } = page;
  const title = (
    <Title order={2} size="h4" id="your-order-cancel">
      {t('yourOrder.cancel.title')}
    </Title>
  );
  let content: React.ReactNode = null;
  if (cancellation.cancelled) content = <Cancelled page={page} />;
  else if (cancellation.now) content = <CancelNow link={link} page={page} />;
  else if (cancellation.requestedAt) content = <RequestWaiting page={page} />;
  else if (cancellation.requestable) content = <AskToCancel link={link} page={page} />;
  if (!content) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-cancel">
      <Stack gap="sm">
        {title}
        {content}
      </Stack>
    </Card>
  );
}

function useMoney(page: CustomerOrderPage) {
  const format = useFormat(page.shop.timezone);
  return { format, money: (amount: number) => format.money(amount, page.shop.currency) };
}

function Cancelled({ page }: { page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const { format, money } = useMoney(page);
  const done = page.cancellation.cancelled;
  if (!done) return null;
  return (
    <Alert color="gray" variant="light" role="status">
      <Text size="sm">{t('yourOrder.cancel.cancelledOn', { date: format.dateTime(done.at) })}</Text>
      {done.refundByCard > 0 && (
        <Text size="sm">{t('yourOrder.cancel.refundByCard', { amount: money(done.refundByCard) })}</Text>
      )}
      {done.refundByShop > 0 && (
        <Text size="sm">{t('yourOrder.cancel.refundByShop', { amount: money(done.refundByShop) })}</Text>
      )}
      {done.refund > 0 && done.refundByCard + done.refundByShop === 0 && (
        <Text size="sm">{t('yourOrder.cancel.refundDue', { amount: money(done.refund) })}</Text>
      )}
      {done.fee > 0 && <Text size="sm">{t('yourOrder.cancel.feeKept', { amount: money(done.fee) })}</Text>}
    </Alert>
  );
}

function CancelNow({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const { format, money } = useMoney(page);
  const { busy, failure, run } = usePageAction();
  const [confirming, setConfirming] = useState(false);
  const now = page.cancellation.now;
  if (!now) return null;
  const dropsEarlier = now.refundPercentUntil && now.until && now.refundPercentUntil < now.until;
  const cancel = () =>
    run(async () => {
      await cancelOrderNow(link);
      window.scrollTo(0, 0);
    });
  return (
    <>
      <Text size="sm">
        {now.until
          ? t('yourOrder.cancel.until', { date: format.dateTime(now.until) })
          : t('yourOrder.cancel.untilStart')}
      </Text>
      {page.order.paid > 0 && (
        <Text size="sm" fw={600}>
          {t('yourOrder.cancel.refundNow', { amount: money(now.refund), paid: money(page.order.paid) })}
        </Text>
      )}
      {now.fee > 0 ? (
        <Text size="sm">{t('yourOrder.cancel.feeNow', { amount: money(now.fee) })}</Text>
      ) : (
        page.order.paid === 0 && <Text size="sm">{t('yourOrder.cancel.free')}</Text>
      )}
      {dropsEarlier && now.refundPercentUntil && (
        <Text size="sm" c="dimmed">
          {t('yourOrder.cancel.dropsAfter', { date: format.dateTime(now.refundPercentUntil) })}
        </Text>
      )}
      {confirming ? (
        <Alert color="red" variant="light" title={t('yourOrder.cancel.confirmTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('yourOrder.cancel.confirmText')}</Text>
            <Group gap="xs" grow>
              <Button color="red" onClick={cancel} loading={busy}>
                {t('yourOrder.cancel.confirm')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                {t('yourOrder.cancel.keep')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button size="md" variant="outline" color="red" onClick={() => setConfirming(true)}>
          {t('yourOrder.cancel.button')}
        </Button>
      )}
      {failure !== null && <CustomerAreaError error={failure} />}
    </>
  );
}

function RequestWaiting({ page }: { page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const { format } = useMoney(page);
  return (
    <Alert color="orange" variant="light" role="status">
      {t('yourOrder.cancel.requested', { date: format.dateTime(page.cancellation.requestedAt) })}
    </Alert>
  );
}

function AskToCancel({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const { busy, failure, run } = usePageAction();
  const [reason, setReason] = useState('');
  const email = page.customer?.email;
  if (!email) return null;
  const ask = () =>
    run(async () => {
      await askToCancel(link, email, reason);
      setReason('');
    });
  return (
    <>
      <Text size="sm">{page.order.isRequest ? t('yourOrder.cancel.askRequest') : t('yourOrder.cancel.askOnly')}</Text>
      <Textarea
        label={t('yourOrder.cancel.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        rows={2}
        maxLength={5000}
      />
      <Button size="md" variant="outline" color="red" onClick={ask} loading={busy} disabled={!reason.trim()}>
        {t('yourOrder.cancel.ask')}
      </Button>
      {failure !== null && <CustomerAreaError error={failure} />}
    </>
  );
}
