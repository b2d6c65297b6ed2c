import { Alert, Button, Checkbox, CopyButton, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../api/client.ts';
import { type LinkKind, type SentLink, useSendLink } from '../../../../../api/paymentLinks.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { errorMessage } from '../../../../../components/errors.ts';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useFormat } from '../../../../../format/index.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountInput, amountValue, FormActions } from './FormActions.tsx';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sends the customer a link to pay (what is due) or to leave the deposit as a card hold: the amount starts at what
 * is left to ask for, the link lasts a number of days, and is mailed unless unticked; the link is shown to copy.
 */
export function SendLinkModal({
  orderId,
  kind,
  amount: initial,
  onClose,
}: {
  orderId: string;
  kind: LinkKind;
  amount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [key] = useState(newIdempotencyKey);
  const send = useSendLink(orderId, kind, key);
  const [amount, setAmount] = useState<number | ''>(initial > 0 ? initial : '');
  const [days, setDays] = useState<number | ''>(7);
  const [mail, setMail] = useState(true);
  const [sent, setSent] = useState<SentLink | null>(null);
  const linkError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'amountAboveDue') {
      return t('payments.links.errors.amountAboveDue', { due: money.format(Number(error.details?.due ?? 0)) });
    }
    if (error instanceof ApiError && error.code === 'depositNotDue') return t('payments.links.errors.depositNotDue');
    return errorMessage(t, error);
  };
  const words = kind === 'PAYMENT' ? 'payments.links.payment' : 'payments.links.deposit';
  const invalid = amount === '' || amount <= 0 || days === '' || days < 1 || days > 90;
  const submit = () => {
    if (invalid) return;
    send.mutate(
      { amount, expiresAt: new Date(Date.now() + days * DAY_MS).toISOString(), sendMail: mail },
      {
        onSuccess: (link) => {
          notifySuccess(
            link.mail
              ? t('payments.links.mailed', { to: link.mail.to })
              : t('payments.links.created', { amount: money.format(link.amount) }),
          );
          setSent(link);
        },
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t(`${words}.title`)} size="md" closeLabel={t('payments.links.close')}>
      {sent ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('payments.links.valid', { amount: money.format(sent.amount), date: format.dateTime(sent.expiresAt) })}
          </Text>
          <TextInput label={t('payments.links.url')} value={sent.url} readOnly />
          <CopyButton value={sent.url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('payments.links.copied') : t('payments.links.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack
          gap="sm"
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Text size="sm" c="dimmed">
            {t(`${words}.hint`)}
          </Text>
          <AmountInput label={t('payments.links.amount')} value={amount} onChange={setAmount} />
          <NumberInput
            label={t('payments.links.days')}
            min={1}
            max={90}
            allowDecimal={false}
            required
            value={days}
            onChange={(value) => setDays(amountValue(value))}
          />
          <Checkbox
            label={t('payments.links.mail')}
            checked={mail}
            onChange={(e) => setMail(e.currentTarget.checked)}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {linkError(send.error)}
            </Alert>
          )}
          <FormActions
            onCancel={onClose}
            submitLabel={t(`${words}.submit`)}
            loading={send.isPending}
            disabled={invalid}
          />
        </Stack>
      )}
    </FormModal>
  );
}
