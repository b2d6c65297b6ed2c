import { Alert, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type AncvTransaction, ancvPageKey, authenticateAncv, useAncvPage } from '../../api/paymentDevices.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ProviderPage } from '../../components/ProviderPage.tsx';
import { useFormat } from '../../format/index.ts';

const BENEFICIARY = /^[0-9]{10}$/;

/**
 * The holiday-voucher scheme's page in the sandbox, what the customer's ANCV app shows after scanning the QR code:
 * the amount, the beneficiary's account number, and the scheme's answer.
 */
export default function AncvSandboxPage() {
  const { t } = useTranslation();
  const { transactionId = '' } = useParams();
  const [params] = useSearchParams();
  const pre = params.get('pre') ?? '';
  const page = useAncvPage(transactionId, pre);
  const body =
    !pre || (page.error instanceof ApiError && page.error.status === 404) ? (
      <Alert color="red" variant="light" role="alert">
        {t('payments.devices.ancvPage.notFound')}
      </Alert>
    ) : page.isPending ? (
      <PageLoader />
    ) : page.isError ? (
      <ErrorAlert error={page.error} onRetry={() => page.refetch()} />
    ) : (
      <Confirmation transaction={page.data} pre={pre} />
    );
  return (
    <ProviderPage provider={t('payments.devices.ancvPage.provider')} title={t('payments.devices.ancvPage.title')}>
      {body}
    </ProviderPage>
  );
}

function Confirmation({ transaction, pre }: { transaction: AncvTransaction; pre: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [beneficiary, setBeneficiary] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const valid = BENEFICIARY.test(beneficiary.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await authenticateAncv(transaction.transactionId, pre, beneficiary.trim(), key);
      queryClient.setQueryData(ancvPageKey(transaction.transactionId), answer);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="ancv-amount">
      <Stack gap="sm">
        <Text id="ancv-amount" fz="xl" fw={700}>
          {t('payments.devices.ancvPage.amount', { amount: format.money(transaction.amount, 'EUR') })}
        </Text>
        {transaction.status === 'PENDING' ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('payments.devices.ancvPage.testAccounts')}
              </Text>
              <TextInput
                label={t('payments.devices.ancvPage.beneficiary')}
                inputMode="numeric"
                placeholder="1000000001"
                value={beneficiary}
                onChange={(e) => {
                  setBeneficiary(e.currentTarget.value);
                  setKey(crypto.randomUUID());
                }}
                error={shown && !valid ? t('payments.devices.ancvPage.invalid') : undefined}
              />
              {failure ? <ErrorAlert error={failure} /> : null}
              <Button type="submit" loading={busy}>
                {t('payments.devices.ancvPage.confirm')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Alert role="status" color={transaction.status === 'ACCEPTED' ? 'teal' : 'orange'} variant="light">
            {t(`payments.devices.ancv.status.${transaction.status}`)}
            {transaction.refusal &&
              ` — ${t(`payments.devices.ancv.refusal.${transaction.refusal as 'unknownBeneficiary' | 'insufficientBalance'}`)}`}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
