import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type StripeAccountStatus,
  useCardProviderCheck,
  useConnectStripe,
  useDisconnectStripe,
  useStripeAccountStatus,
  useStripeLoginLink,
} from '../../../../api/stripe-connect.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCan } from '../../access/index.ts';
import { openStripePage } from './openStripePage.ts';

/** Which card provider takes payments, and the shop's own Stripe account when Stripe is the provider. */
export function CardPaymentsTab() {
  const { t } = useTranslation();
  const check = useCardProviderCheck();
  if (check.isPending) return <PageLoader />;
  if (check.isError) return <ErrorAlert error={check.error} onRetry={() => check.refetch()} />;
  const { provider } = check.data;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('settings.cardPayments.title')}
        </Title>
        <Text data-testid="card-provider">
          {t('settings.cardPayments.provider')}{' '}
          <Text span fw={600}>
            {t(`settings.cardPayments.providers.${provider ?? 'none'}`)}
          </Text>
        </Text>
        {provider === 'SANDBOX' && (
          <Text size="sm" c="dimmed">
            {t('settings.cardPayments.sandboxHint')}
          </Text>
        )}
        {provider === 'STRIPE' && <StripeAccount />}
      </Stack>
    </Paper>
  );
}

function StripeAccount() {
  const { t } = useTranslation();
  const canWrite = useCan('settings', 'write');
  const status = useStripeAccountStatus(true);
  const connect = useConnectStripe();
  const login = useStripeLoginLink();
  const disconnect = useDisconnectStripe();
  const [confirming, setConfirming] = useState(false);
  if (status.isPending) return <PageLoader />;
  if (status.isError) return <ErrorAlert error={status.error} onRetry={() => status.refetch()} />;
  const account = status.data;
  const failed = connect.error ?? login.error ?? disconnect.error;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('settings.cardPayments.account')}
      </Title>
      {account.connected ? (
        <AccountFigures account={account} />
      ) : (
        <Text>{t('settings.cardPayments.notConnected')}</Text>
      )}
      {failed && <ErrorAlert error={failed} />}
      {canWrite && (
        <Group gap="sm">
          {!account.chargesEnabled && (
            <Button
              loading={connect.isPending}
              onClick={() => connect.mutate(undefined, { onSuccess: (r) => openStripePage(r.url) })}
            >
              {t(account.connected ? 'settings.cardPayments.continue' : 'settings.cardPayments.connect')}
            </Button>
          )}
          {account.detailsSubmitted && (
            <Button
              variant="light"
              loading={login.isPending}
              onClick={() => login.mutate(undefined, { onSuccess: (r) => openStripePage(r.url) })}
            >
              {t('settings.cardPayments.dashboard')}
            </Button>
          )}
          {account.connected && !confirming && (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('settings.cardPayments.disconnect')}
            </Button>
          )}
        </Group>
      )}
      {confirming && (
        <Alert color="red" variant="light" role="alertdialog" aria-label={t('settings.cardPayments.disconnect')}>
          <Stack gap="sm">
            <Text size="sm">{t('settings.cardPayments.disconnectConfirm')}</Text>
            <Group gap="sm">
              <Button
                color="red"
                loading={disconnect.isPending}
                onClick={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
              >
                {t('settings.cardPayments.disconnect')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('settings.cardPayments.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function AccountFigures({ account }: { account: StripeAccountStatus }) {
  const { t } = useTranslation();
  const rows = [
    ['charges', account.chargesEnabled],
    ['payouts', account.payoutsEnabled],
    ['details', account.detailsSubmitted],
  ] as const;
  return (
    <Stack gap={4}>
      <List spacing={4} listStyleType="none" data-testid="stripe-account-status">
        {rows.map(([name, on]) => (
          <List.Item key={name}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{t(`settings.cardPayments.status.${name}`)}</Text>
              <Badge color={on ? 'green' : 'gray'} variant="light">
                {t(on ? 'settings.cardPayments.yes' : 'settings.cardPayments.no')}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
      {account.requirementsDue.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.cardPayments.due', { items: account.requirementsDue.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
