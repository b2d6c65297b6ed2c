import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../api/client.ts';
import { type OrderPaymentLink, useCancelLink, useOrderLinks } from '../../../../../api/paymentLinks.ts';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../../components/notify.ts';
import { useFormat } from '../../../../../format/index.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';

const REFUSALS = ['paymentLinkUsed', 'paymentLinkProcessing', 'paymentLinkExpired'] as const;

/**
 * The payment and deposit links the customer has not paid yet, with until when; who may send links can take one
 * back. Links paid, expired or cancelled show in the ledger and deposits instead.
 */
export function OpenLinks({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const links = useOrderLinks(orderId);
  const open = (links.data?.links ?? []).filter((l) => l.status === 'OPEN' || l.status === 'PROCESSING');
  if (open.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('payments.links.list.title')}>
      <Text size="sm" fw={600}>
        {t('payments.links.list.title')}
      </Text>
      {open.map((link) => (
        <OpenLink key={link.id} orderId={orderId} link={link} canWrite={canWrite} />
      ))}
    </Stack>
  );
}

function OpenLink({ orderId, link, canWrite }: { orderId: string; link: OrderPaymentLink; canWrite: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const cancel = useCancelLink(orderId);
  // one key per link shown: a second tap or a retry after a lost answer cancels once
  const [key] = useState(() => crypto.randomUUID());
  const what = t(link.kind === 'PAYMENT' ? 'payments.links.list.payment' : 'payments.links.list.deposit', {
    amount: money.format(link.amount),
  });
  const onCancel = () =>
    cancel.mutate(
      { linkId: link.id, key },
      {
        onSuccess: () => notifySuccess(t('payments.links.list.cancelled')),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          const refusal = REFUSALS.find((r) => r === code);
          notifyError(refusal ? t(`payments.links.list.refused.${refusal}`) : errorMessage(t, error));
        },
      },
    );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" component="article" aria-label={what}>
      <Text size="sm">
        {what} ·{' '}
        {link.status === 'PROCESSING'
          ? t('payments.links.list.processing')
          : t('payments.links.list.until', { date: format.dateTime(link.expiresAt) })}
      </Text>
      {canWrite && link.status === 'OPEN' && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel} loading={cancel.isPending}>
          {t('payments.links.list.cancel')}
        </Button>
      )}
    </Group>
  );
}
