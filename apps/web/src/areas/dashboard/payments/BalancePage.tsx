import { Badge, Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BALANCE_PAGE_SIZE,
  downloadFeeInvoicePdf,
  downloadPayoutCsv,
  type FeeInvoice,
  type Payout,
  type PlatformTransaction,
  useFeeInvoices,
  usePayouts,
  usePlatformBalance,
  usePlatformTransactions,
} from '../../../api/balance.ts';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
import { intlLocale, languageOf, useFormat } from '../../../format/index.ts';
import { saveBlob } from '../customers/shared/download.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { useShopZone } from '../orders/shared/zone.ts';
import { PayoutSettingsModal } from './PayoutSettingsModal.tsx';
import { weekdayName } from './weekdays.ts';

const STATE_COLOR = { PENDING: 'yellow', AVAILABLE: 'teal', PAID_OUT: 'gray' } as const;

const pages = (total: number) => Math.ceil(total / BALANCE_PAGE_SIZE);

/** `/dashboard/payments/balance`: the card money the platform holds for the shop, its payouts and fee invoices. */
export default function BalancePage() {
  const { t, i18n } = useTranslation();
  const format = useFormat(useShopZone());
  const me = useCurrentMe();
  const currency = me.company?.currency ?? 'EUR';
  const isManager = !!me.membership?.isManager;
  const [editingSchedule, setEditingSchedule] = useState(false);
  const money = (amount: number) => format.money(amount, currency);
  const [transactionPage, setTransactionPage] = useState(1);
  const [payoutPage, setPayoutPage] = useState(1);
  const [invoicePage, setInvoicePage] = useState(1);
  const balance = usePlatformBalance();
  const transactions = usePlatformTransactions(transactionPage);
  const payouts = usePayouts(payoutPage);
  const invoices = useFeeInvoices((invoicePage - 1) * BALANCE_PAGE_SIZE);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
  const save = (file: Promise<Blob>, name: string) =>
    file.then(
      (blob) => saveBlob(blob, name),
      (error) => notifyError(errorMessage(t, error)),
    );
  const saveCsv = (payout: Payout) => save(downloadPayoutCsv(payout.id), `payout-${payout.createdAt.slice(0, 10)}.csv`);
  const savePdf = (invoice: FeeInvoice) =>
    save(
      downloadFeeInvoicePdf(invoice.id, languageOf(i18n.language)),
      `fee-invoice-${invoice.number}-${invoice.month}.pdf`,
    );

  const transactionColumns: Column<PlatformTransaction>[] = [
    { header: t('balance.transactions.date'), cell: (x) => format.dateTime(x.paymentDate), nowrap: true },
    { header: t('balance.transactions.type'), cell: (x) => t(`balance.types.${x.type}`, x.type) },
    { header: t('balance.transactions.amount'), cell: (x) => money(x.amount), ta: 'right', nowrap: true },
    { header: t('balance.transactions.fee'), cell: (x) => money(x.fee), ta: 'right', nowrap: true },
    { header: t('balance.transactions.net'), cell: (x) => money(x.net), ta: 'right', nowrap: true },
    {
      header: t('balance.transactions.state'),
      cell: (x) => (
        <Badge color={STATE_COLOR[x.state]} variant="light">
          {t(`balance.states.${x.state}`)}
        </Badge>
      ),
    },
  ];
  const payoutColumns: Column<Payout>[] = [
    { header: t('balance.payouts.date'), cell: (p) => format.date(p.createdAt), nowrap: true },
    { header: t('balance.payouts.count'), cell: (p) => p.transactionCount, ta: 'right' },
    { header: t('balance.payouts.gross'), cell: (p) => money(p.gross), ta: 'right', nowrap: true },
    { header: t('balance.payouts.fee'), cell: (p) => money(p.fee), ta: 'right', nowrap: true },
    { header: t('balance.payouts.net'), cell: (p) => money(p.net), ta: 'right', nowrap: true },
  ];
  const invoiceColumns: Column<FeeInvoice>[] = [
    { header: t('balance.invoices.number'), cell: (i) => i.number },
    { header: t('balance.invoices.month'), cell: (i) => monthName(i.month), nowrap: true },
    { header: t('balance.invoices.count'), cell: (i) => i.transactionCount, ta: 'right' },
    { header: t('balance.invoices.gross'), cell: (i) => money(i.gross), ta: 'right', nowrap: true },
    { header: t('balance.invoices.net'), cell: (i) => money(i.fees.net), ta: 'right', nowrap: true },
    {
      header: t('balance.invoices.vat'),
      cell: (i) => `${money(i.fees.vat)} (${format.percent(i.fees.vatPercent)})`,
      ta: 'right',
      nowrap: true,
    },
    { header: t('balance.invoices.fee'), cell: (i) => money(i.fees.gross), ta: 'right', nowrap: true },
  ];
  const figure = (label: string, value: string, hint?: string) => (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
  const b = balance.data;
  const scheduleText = (payout: NonNullable<typeof b>['payout']) =>
    payout.schedule === 'DAILY'
      ? t('balance.schedule.DAILY')
      : t('balance.schedule.WEEKLY', { weekday: weekdayName(payout.weekday, i18n.language) });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('balance.title')}
      </Title>
      {balance.isError && <ErrorAlert error={balance.error} onRetry={() => balance.refetch()} />}
      {b && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {figure(t('balance.available'), money(b.available), scheduleText(b.payout))}
            {figure(t('balance.pending'), money(b.pending), t('balance.delay', { count: b.payout.delayDays }))}
          </SimpleGrid>
          {isManager && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {b.payout.chosen ? t('balance.settings.chosen') : t('balance.settings.defaults')}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => setEditingSchedule(true)}>
                {t('balance.settings.change')}
              </Button>
            </Group>
          )}
          {editingSchedule && <PayoutSettingsModal current={b.payout} onClose={() => setEditingSchedule(false)} />}
          <Text size="sm" c="dimmed">
            {t('balance.feeRate', { percent: format.percent(b.fee.percent), fixed: money(b.fee.fixed) })}
          </Text>
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('balance.transactions.title')}
        </Title>
        {transactions.isError && <ErrorAlert error={transactions.error} onRetry={() => transactions.refetch()} />}
        <DataTable
          label={t('balance.transactions.title')}
          columns={transactionColumns}
          rows={transactions.data?.items}
          rowKey={(x) => x.id}
          emptyText={t('balance.transactions.none')}
          minWidth={560}
        />
        {transactions.data && transactions.data.total > BALANCE_PAGE_SIZE && (
          <Pagination
            total={pages(transactions.data.total)}
            value={transactionPage}
            onChange={setTransactionPage}
            aria-label={t('balance.transactions.title')}
          />
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('balance.payouts.title')}
        </Title>
        {payouts.isError && <ErrorAlert error={payouts.error} onRetry={() => payouts.refetch()} />}
        <DataTable
          label={t('balance.payouts.title')}
          columns={payoutColumns}
          rows={payouts.data?.items}
          rowKey={(p) => p.id}
          emptyText={t('balance.payouts.none')}
          minWidth={520}
          actions={(p) => (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => saveCsv(p)}
              aria-label={t('balance.payouts.csvOf', { date: format.date(p.createdAt) })}
            >
              {t('balance.payouts.csv')}
            </Button>
          )}
        />
        {payouts.data && payouts.data.total > BALANCE_PAGE_SIZE && (
          <Pagination total={pages(payouts.data.total)} value={payoutPage} onChange={setPayoutPage} />
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('balance.invoices.title')}
        </Title>
        {invoices.isError && <ErrorAlert error={invoices.error} onRetry={() => invoices.refetch()} />}
        <DataTable
          label={t('balance.invoices.title')}
          columns={invoiceColumns}
          rows={invoices.data?.items}
          rowKey={(i) => i.id}
          emptyText={t('balance.invoices.none')}
          minWidth={640}
          actions={(i) => (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => savePdf(i)}
              aria-label={t('balance.invoices.pdfOf', { number: i.number })}
            >
              {t('balance.invoices.pdf')}
            </Button>
          )}
        />
        {invoices.data && invoices.data.total > BALANCE_PAGE_SIZE && (
          <Group>
            <Pagination total={pages(invoices.data.total)} value={invoicePage} onChange={setInvoicePage} />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
