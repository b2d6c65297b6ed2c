import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadCreditNotePdf,
  downloadInvoicePdf,
  type IssuedInvoice,
  useIssueInvoice,
  useOrderInvoices,
} from '../../../../../api/invoices.ts';
import type { OrderView } from '../../../../../api/orders.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifyError, notifySuccess } from '../../../../../components/notify.ts';
import { useFormat } from '../../../../../format/index.ts';
import { saveBlob } from '../../../customers/shared/download.ts';
import { Section } from '../../shared/Section.tsx';
import { CreditNoteModal } from './CreditNoteModal.tsx';
import { invoiceErrorMessage } from './invoiceErrors.ts';

/**
 * The order's invoices: issue one (after a warning that it cannot be changed), download each PDF, credit an
 * invoice, and a notice when the order changed since its invoice in force. Staff without write access only read.
 */
export function InvoicesCard({ order, canWrite }: { order: OrderView; canWrite: boolean }) {
  const { t } = useTranslation();
  const state = useOrderInvoices(order.id);
  const issue = useIssueInvoice(order.id);
  const [confirming, setConfirming] = useState(false);
  const [crediting, setCrediting] = useState<IssuedInvoice | null>(null);
  const onError = (error: unknown) => notifyError(invoiceErrorMessage(t, error));
  if (state.isError) return <ErrorAlert error={state.error} onRetry={() => state.refetch()} />;
  const data = state.data;
  const inForce = data?.invoices.find((i) => i.id === data.inForceId);
  return (
    <Section
      title={t('invoices.card.title')}
      right={
        canWrite &&
        data?.canIssue && (
          <Button size="compact-sm" variant="light" onClick={() => setConfirming(true)}>
            {data.invoices.length ? t('invoices.card.issueAgain') : t('invoices.card.issue')}
          </Button>
        )
      }
    >
      {data?.differsFromOrder && inForce && (
        <Alert color="orange" variant="light">
          <Text size="sm">{t('invoices.card.differs', { number: inForce.number })}</Text>
          {canWrite && (
            <Button size="compact-sm" variant="light" color="orange" mt="xs" onClick={() => setCrediting(inForce)}>
              {t('invoices.card.creditNote')}
            </Button>
          )}
        </Alert>
      )}
      {data && data.invoices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('invoices.card.none')}
        </Text>
      )}
      {data?.invoices.map((invoice) => (
        <InvoiceItem
          key={invoice.id}
          invoice={invoice}
          canCredit={canWrite && invoice.remaining > 0}
          onCredit={() => setCrediting(invoice)}
          onError={onError}
        />
      ))}
      <FormModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('invoices.card.confirmTitle')}
        size="md"
      >
        <Stack gap="sm">
          <Text size="sm">{t('invoices.card.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('invoices.card.cancel')}
            </Button>
            <Button
              loading={issue.isPending}
              onClick={() =>
                issue.mutate(undefined, {
                  onSuccess: (invoice) => {
                    setConfirming(false);
                    notifySuccess(t('invoices.card.issued', { number: invoice.number }));
                  },
                  onError,
                })
              }
            >
              {t('invoices.card.confirm')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
      {crediting && <CreditNoteModal invoice={crediting} onClose={() => setCrediting(null)} />}
    </Section>
  );
}

function InvoiceItem({
  invoice,
  canCredit,
  onCredit,
  onError,
}: {
  invoice: IssuedInvoice;
  canCredit: boolean;
  onCredit: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, invoice.currency);
  const download = () =>
    downloadInvoicePdf(invoice.id).then((blob) => saveBlob(blob, `${invoice.number}.pdf`), onError);
  return (
    <Stack gap={4} component="article" aria-label={invoice.number}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={download}
          aria-label={t('invoices.card.downloadPdf', { number: invoice.number })}
        >
          {invoice.number}
        </Anchor>
        {invoice.remaining === 0 && <Badge color="gray">{t('invoices.card.fullyCredited')}</Badge>}
      </Group>
      <Text size="xs" c="dimmed">
        {t('invoices.card.issuedOn', { date: format.date(invoice.issueDate) })} ·{' '}
        {t('invoices.card.total', { amount: money(invoice.totalTTC) })}
        {invoice.credited > 0 && invoice.remaining > 0 && (
          <>
            {' · '}
            {t('invoices.card.credited', { amount: money(invoice.credited) })} ·{' '}
            {t('invoices.card.remaining', { amount: money(invoice.remaining) })}
          </>
        )}
      </Text>
      {invoice.creditNotes.map((note) => (
        <Anchor
          key={note.id}
          component="button"
          type="button"
          size="xs"
          ta="left"
          onClick={() => downloadCreditNotePdf(note.id).then((blob) => saveBlob(blob, `${note.number}.pdf`), onError)}
        >
          {t('invoices.card.creditNoteLine', {
            number: note.number,
            date: format.date(note.issueDate),
            amount: money(note.totalTTC),
          })}
        </Anchor>
      ))}
      {canCredit && (
        <Group>
          <Button size="compact-xs" variant="subtle" onClick={onCredit}>
            {t('invoices.card.creditNote')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
