import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { Section } from '../../shared/Section.tsx';
import { formatInZone, useShopZone } from '../../shared/zone.ts';
import { OrderMailForm } from './OrderMailForm.tsx';
import { type DeliveryStatus, type OrderMail, useOrderMails } from './orderMailsApi.ts';

export const STATUS_COLORS: Record<DeliveryStatus, string> = {
  queued: 'gray',
  retrying: 'orange',
  sent: 'teal',
  failed: 'red',
  notSent: 'gray',
};

/** The mails written from the order, with where each is on its way; the form to write one for who may. */
export function OrderMailsCard({
  orderId,
  orderNumber,
  customerEmail,
  canWrite,
}: {
  orderId: string;
  orderNumber: number;
  customerEmail: string | null | undefined;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const mails = useOrderMails(orderId);
  const [writing, setWriting] = useState(false);
  return (
    <Section
      title={t('orderMails.title')}
      right={
        canWrite && (
          <Button size="compact-sm" variant="light" onClick={() => setWriting(true)}>
            {t('orderMails.write')}
          </Button>
        )
      }
    >
      {mails.isError && <ErrorAlert error={mails.error} onRetry={() => mails.refetch()} />}
      {mails.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('orderMails.none')}
        </Text>
      )}
      {!!mails.data?.length && (
        <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orderMails.title')}>
          {mails.data.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
      {canWrite && (
        <FormModal
          opened={writing}
          onClose={() => setWriting(false)}
          title={t('orderMails.formTitle', { number: orderNumber })}
        >
          <OrderMailForm
            orderId={orderId}
            customerEmail={customerEmail}
            onSent={() => setWriting(false)}
            onCancel={() => setWriting(false)}
          />
        </FormModal>
      )}
    </Section>
  );
}

function MailItem({ mail }: { mail: OrderMail }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const { status, error, attempts } = mail.delivery;
  return (
    <Stack component="li" gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate>
          {mail.subject}
        </Text>
        <Badge color={STATUS_COLORS[status]} variant="light" size="sm">
          {t(`orderMails.statuses.${status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {formatInZone(mail.createdAt, timeZone, i18n.language)} · {mail.to.join(', ')}
        {mail.cc.length > 0 && ` · ${t('orderMails.ccShort', { cc: mail.cc.join(', ') })}`}
        {mail.attachments.length > 0 && ` · ${t('orderMails.fileCount', { count: mail.attachments.length })}`}
      </Text>
      {(status === 'failed' || status === 'retrying') && error && (
        <Text size="xs" c={status === 'failed' ? 'red' : 'orange'}>
          {t('orderMails.attempts', { count: attempts })} — {error}
        </Text>
      )}
    </Stack>
  );
}
