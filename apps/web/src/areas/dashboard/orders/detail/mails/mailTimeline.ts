import { useTranslation } from 'react-i18next';
import { useOrderMails } from './orderMailsApi.ts';

/** The order's mails as entries of its timeline: when written, subject and delivery status. */
export function useMailTimelineEntries(orderId: string): { id: string; at: string; title: string; detail: string }[] {
  const { t } = useTranslation();
  const mails = useOrderMails(orderId);
  return (mails.data ?? []).map((mail) => ({
    id: mail.id,
    at: mail.createdAt,
    title: t('orderMails.timelineEntry', { subject: mail.subject }),
    detail: t(`orderMails.statuses.${mail.delivery.status}`),
  }));
}
