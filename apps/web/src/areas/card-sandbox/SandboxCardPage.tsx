import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  authenticateSandboxCard,
  type CardInput,
  type SandboxCardPage as CardPage,
  confirmSandboxCard,
  sandboxPageKey,
  useSandboxCardPage,
} from '../../api/cardPayments.ts';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ProviderPage } from '../../components/ProviderPage.tsx';
import { useFormat } from '../../format/index.ts';
import { cardErrors, DECLINE_REASONS, type DeclineReason } from './card-input.ts';
import { TestCards } from './TestCards.tsx';

/**
 * The sandbox provider's card page, what a real provider shows on its own site: the amount and the shop, the card,
 * the bank's confirmation step when the card asks for one, then back to where the payment was started.
 */
export default function SandboxCardPage() {
  const { t } = useTranslation();
  const { intentId = '' } = useParams();
  const [params] = useSearchParams();
  const secret = params.get('secret') ?? '';
  const page = useSandboxCardPage(intentId, secret);

  const body = !secret ? (
    <Alert color="red" variant="light" role="alert">
      {t('cardSandbox.noSecret')}
    </Alert>
  ) : page.isPending ? (
    <PageLoader />
  ) : page.isError ? (
    page.error instanceof ApiError && page.error.status === 404 ? (
      <Alert color="red" variant="light" role="alert">
        {t('cardSandbox.notFound')}
      </Alert>
    ) : (
      <ErrorAlert error={page.error} onRetry={() => page.refetch()} />
    )
  ) : (
    <PaymentStep page={page.data} secret={secret} />
  );

  return (
    <ProviderPage provider={t('cardSandbox.provider')} title={t('cardSandbox.title')}>
      {body}
    </ProviderPage>
  );
}

function PaymentStep({ page, secret }: { page: CardPage; secret: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(page.amount, page.currency);
  const back = (
    <Button component="a" href={page.returnUrl} variant="light">
      {t('cardSandbox.back')}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="card-amount">
      <Stack gap="sm">
        <Text id="card-amount" fz="xl" fw={700}>
          {t('cardSandbox.amountTo', { amount, shop: page.shopName })}
        </Text>
        {page.status === 'requires_payment_method' && <CardForm page={page} secret={secret} amount={amount} />}
        {page.status === 'requires_action' && <Authentication page={page} secret={secret} amount={amount} />}
        {page.status === 'processing' && <Text role="status">{t('cardSandbox.processing')}</Text>}
        {(page.status === 'succeeded' || page.status === 'requires_capture') && (
          <>
            <Alert color="teal" variant="light" role="status">
              {t(page.status === 'succeeded' ? 'cardSandbox.succeeded' : 'cardSandbox.held', { amount })}
            </Alert>
            {back}
          </>
        )}
        {page.status === 'canceled' && (
          <>
            <Alert color="red" variant="light" role="alert">
              {page.lastError ? t(`cardSandbox.declined.${declineReason(page.lastError)}`) : t('cardSandbox.canceled')}
            </Alert>
            <Text size="sm">{t('cardSandbox.tryAgain')}</Text>
            {back}
          </>
        )}
      </Stack>
    </Card>
  );
}

const declineReason = (code: string): DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(code) ? (code as DeclineReason) : 'other';

/** Applies the provider's answer to the page's cached state. */
function useApply(intentId: string) {
  const queryClient = useQueryClient();
  return (next: CardPage) => queryClient.setQueryData(sandboxPageKey(intentId), next);
}

function CardForm({ page, secret, amount }: { page: CardPage; secret: string; amount: string }) {
  const { t } = useTranslation();
  const apply = useApply(page.id);
  const [card, setCard] = useState<CardInput>({ cardNumber: '', expiry: '', cvc: '' });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // one key per card typed: a repeated tap sends the card once, a changed card is another attempt
  const [key, setKey] = useState(() => crypto.randomUUID());
  const errors = cardErrors(card);
  const errorOf = (field: keyof CardInput) => (shown && errors[field] ? t(`cardSandbox.invalid.${field}`) : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const typed = { cardNumber: card.cardNumber.trim(), expiry: card.expiry.trim(), cvc: card.cvc.trim() };
      apply(await confirmSandboxCard(page.id, secret, typed, key));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const set = (field: keyof CardInput) => (event: { currentTarget: { value: string } }) => {
    setCard({ ...card, [field]: event.currentTarget.value });
    setKey(crypto.randomUUID());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TestCards />
        <TextInput
          label={t('cardSandbox.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.cardNumber}
          onChange={set('cardNumber')}
          error={errorOf('cardNumber')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('cardSandbox.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={set('expiry')}
            error={errorOf('expiry')}
          />
          <TextInput
            label={t('cardSandbox.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={set('cvc')}
            error={errorOf('cvc')}
          />
        </Group>
        {failure !== null && <ErrorAlert error={failure} />}
        <Button type="submit" loading={busy} size="md">
          {t('cardSandbox.pay', { amount })}
        </Button>
      </Stack>
    </form>
  );
}

function Authentication({ page, secret, amount }: { page: CardPage; secret: string; amount: string }) {
  const { t } = useTranslation();
  const apply = useApply(page.id);
  const [busy, setBusy] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [key] = useState(() => crypto.randomUUID());
  const answer = async (approve: boolean) => {
    setBusy(approve);
    setFailure(null);
    try {
      apply(await authenticateSandboxCard(page.id, secret, approve, `${key}-${approve}`));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm" role="group" aria-labelledby="card-authentication">
      <Title order={2} size="h4" id="card-authentication">
        {t('cardSandbox.authenticate.title')}
      </Title>
      <Text size="sm">{t('cardSandbox.authenticate.text', { amount, shop: page.shopName })}</Text>
      {failure !== null && <ErrorAlert error={failure} />}
      <Group grow>
        <Button variant="default" onClick={() => answer(false)} loading={busy === false} disabled={busy === true}>
          {t('cardSandbox.authenticate.refuse')}
        </Button>
        <Button onClick={() => answer(true)} loading={busy === true} disabled={busy === false}>
          {t('cardSandbox.authenticate.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
