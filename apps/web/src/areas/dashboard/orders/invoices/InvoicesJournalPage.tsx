import { ActionIcon, Anchor, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportInvoicesCsv, type InvoiceJournal, useInvoiceJournal } from '../../../../api/invoices.ts';
import { type Column, DataTable } from '../../../../components/DataTable.tsx';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useFormat } from '../../../../format/index.ts';
import { saveBlob } from '../../customers/shared/download.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { shopToday, useShopZone } from '../shared/zone.ts';
import { monthLabel, shiftMonth } from './months.ts';

type Entry = InvoiceJournal['items'][number];

/** `/dashboard/orders/invoices`: a month's invoices and credit notes for the accountant, with its CSV export. */
export default function InvoicesJournalPage() {
  const { t } = useTranslation();
  const zone = useShopZone();
  const currency = useCurrentMe().company?.currency ?? 'EUR';
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  const [month, setMonth] = useState(() => shopToday(zone).slice(0, 7));
  const [page, setPage] = useState(1);
  const journal = useInvoiceJournal({ month }, page);
  const move = (delta: number) => {
    setMonth((m) => shiftMonth(m, delta));
    setPage(1);
  };
  const download = () =>
    exportInvoicesCsv({ month }).then(
      (blob) => saveBlob(blob, `invoices-${month}.csv`),
      (error) => notifyError(errorMessage(t, error)),
    );
  const columns: Column<Entry>[] = [
    { header: t('invoices.journal.columns.kind'), cell: (e) => t(`invoices.journal.kinds.${e.kind}`) },
    {
      header: t('invoices.journal.columns.number'),
      cell: (e) =>
        e.invoiceNumber ? `${e.number} (${t('invoices.journal.refersTo', { number: e.invoiceNumber })})` : e.number,
      nowrap: true,
    },
    { header: t('invoices.journal.columns.date'), cell: (e) => format.date(e.issueDate), nowrap: true },
    {
      header: t('invoices.journal.columns.order'),
      cell: (e) => (
        <Anchor component={Link} to={`${ORDERS_BASE}/${e.orderId}`} size="sm">
          #{e.orderNumber}
        </Anchor>
      ),
    },
    { header: t('invoices.journal.columns.customer'), cell: (e) => e.buyerName ?? '' },
    { header: t('invoices.journal.columns.totalHT'), cell: (e) => money(e.totalHT), nowrap: true },
    { header: t('invoices.journal.columns.vat'), cell: (e) => money(e.vat), nowrap: true },
    { header: t('invoices.journal.columns.totalTTC'), cell: (e) => money(e.totalTTC), nowrap: true },
  ];
  const data = journal.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('invoices.journal.title')}
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" onClick={() => move(-1)} aria-label={t('invoices.journal.previousMonth')}>
            ‹
          </ActionIcon>
          <Text fw={600} aria-live="polite" aria-label={`${t('invoices.journal.month')} ${monthLabel(month)}`}>
            {monthLabel(month)}
          </Text>
          <ActionIcon variant="default" onClick={() => move(1)} aria-label={t('invoices.journal.nextMonth')}>
            ›
          </ActionIcon>
          <Button variant="light" onClick={download}>
            {t('invoices.journal.exportCsv')}
          </Button>
        </Group>
      </Group>
      {journal.isError && <ErrorAlert error={journal.error} onRetry={() => journal.refetch()} />}
      <DataTable
        label={t('invoices.journal.title')}
        columns={columns}
        rows={data?.items}
        rowKey={(e) => e.id}
        emptyText={t('invoices.journal.empty')}
        minWidth={760}
      />
      {data && data.total > data.limit && (
        <Pagination total={Math.ceil(data.total / data.limit)} value={page} onChange={setPage} />
      )}
      {data && data.vatByRate.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('invoices.journal.byRate')} · {t('invoices.journal.count', { count: data.total })}
          </Text>
          <Table withTableBorder maw={560} aria-label={t('invoices.journal.byRate')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.journal.columns.kind')}</Table.Th>
                <Table.Th>{t('invoices.journal.columns.totalHT')}</Table.Th>
                <Table.Th>{t('invoices.journal.columns.vat')}</Table.Th>
                <Table.Th>{t('invoices.journal.columns.totalTTC')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.vatByRate.map((r) => (
                <Table.Tr key={r.vatRate}>
                  <Table.Td>{t('invoices.journal.rate', { rate: format.percent(r.vatRate) })}</Table.Td>
                  <Table.Td>{money(r.totalHT)}</Table.Td>
                  <Table.Td>{money(r.vat)}</Table.Td>
                  <Table.Td>{money(r.totalTTC)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
