import { Badge, Button, Group, Text } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../../components/notify.ts';
import { MeContext } from '../../../MeContext.tsx';
import { formatInZone } from '../../shared/zone.ts';
import { STATUS_COLORS } from '../mails/OrderMailsCard.tsx';
import type { OrderDocument } from './documentsApi.ts';
import { useSendToSign, useSentToSign } from './sendToSignApi.ts';

/**
 * Under a document of the order: when it was last mailed to the customer to sign (and where that mail is), and, for
 * who may, the button that mails it (a ready, unsigned document only).
 */
export function SendToSign({
  orderId,
  document,
  name,
  canWrite,
}: {
  orderId: string;
  document: OrderDocument;
  name: string;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  // the card is also shown outside the dashboard's session (its tests): the shop's zone when known
  const timeZone = useContext(MeContext)?.company?.timezone ?? 'Europe/Paris';
  const sent = useSentToSign(orderId);
  const send = useSendToSign(orderId);
  const last = sent.data?.find((s) => s.documentId === document.id);
  const mayAsk = canWrite && !document.signed && document.status !== 'TO_GENERATE';
  if (!last && !mayAsk) return null;
  return (
    <Group gap={6} wrap="wrap">
      {last && (
        <>
          <Text size="xs" c="dimmed">
            {t('orderMails.sentToSign', { to: last.to, date: formatInZone(last.sentAt, timeZone, i18n.language) })}
          </Text>
          <Badge size="xs" variant="light" color={STATUS_COLORS[last.delivery.status]}>
            {t(`orderMails.statuses.${last.delivery.status}`)}
          </Badge>
        </>
      )}
      {mayAsk && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={send.isPending}
          aria-label={t('orderMails.sendToSignLabel', { name })}
          onClick={() =>
            send.mutate(document.id, {
              onSuccess: () => notifySuccess(t('orderMails.sentToSignDone')),
              onError: (error) => notifyError(errorMessage(t, error)),
            })
          }
        >
          {t('orderMails.sendToSign')}
        </Button>
      )}
    </Group>
  );
}
