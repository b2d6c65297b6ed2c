import { Anchor, Button, Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  exportPaymentsCsv,
  PAYMENTS_PAGE_SIZE,
  type PaymentFilters,
  type PaymentsPage,
  usePaymentsList,
  usePaymentTotals,
} from '../../../api/cashbook.ts';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/dates/fields.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
import { useFormat } from '../../../format/index.ts';
import { saveBlob } from '../customers/shared/download.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { ORDERS_BASE } from '../orders/OrdersLayout.tsx';

type Row = PaymentsPage['items'][number];

const TYPES = ['PAYMENT', 'SHORT_TERM_DEPOSIT', 'REFUND'] as const;
const STATUSES = ['WAITING', 'PROCESSING', 'REQUIRES_CAPTURE', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
const PROVIDERS = ['OFFLINE', 'SANDBOX', 'STRIPE', 'ADYEN', 'ANCV'] as const;
const METHODS = ['CASH', 'CARD', 'CHECK', 'CHECK_VACANCES', 'TRANSFER', 'OTHER'] as const;

interface Choices {
  from: string;
  to: string;
  type: string | null;
  status: string | null;
  provider: string | null;
  method: string | null;
}

/** The list's query: days read in the shop's zone by the API (a day alone is the whole day). */
function queryOf(c: Choices, page: number): PaymentFilters {
  return {
    page,
    ...(c.from ? { 'paymentDate.gte': c.from } : {}),
    ...(c.to ? { 'paymentDate.lte': c.to } : {}),
    ...(c.type ? { 'paymentType.equals': c.type } : {}),
    ...(c.status ? { 'status.equals': c.status } : {}),
    ...(c.provider ? { 'provider.equals': c.provider } : {}),
    ...(c.method ? { 'method.equals': c.method } : {}),
  };
}

/** `/dashboard/payments`: every row of the ledger with filters, the totals of what they keep, and its CSV. */
export default function PaymentsListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useCurrentMe().company?.currency ?? 'EUR';
  const money = (amount: number) => format.money(amount, currency);
  const [choices, setChoices] = useState<Choices>({
    from: '',
    to: '',
    type: null,
    status: null,
    provider: null,
    method: null,
  });
  const [page, setPage] = useState(1);
  const query = queryOf(choices, page);
  const list = usePaymentsList(query);
  const totals = usePaymentTotals(query);
  const choose = (patch: Partial<Choices>) => {
    setChoices((c) => ({ ...c, ...patch }));
    setPage(1);
  };
  const download = () =>
    exportPaymentsCsv(query).then(
      (blob) => saveBlob(blob, 'payments.csv'),
      (error) => notifyError(errorMessage(t, error)),
    );
  const select = (key: 'type' | 'status' | 'provider' | 'method', values: readonly string[], label: string) => (
    <Select
      label={label}
      placeholder={t('cashbook.list.all')}
      clearable
      value={choices[key]}
      onChange={(value) => choose({ [key]: value })}
      data={values.map((v) => ({
        value: v,
        label:
          key === 'method'
            ? t(`payments.method.${v as (typeof METHODS)[number]}`)
            : key === 'type'
              ? t(`cashbook.list.types.${v as (typeof TYPES)[number]}`)
              : key === 'status'
                ? t(`cashbook.list.statuses.${v as (typeof STATUSES)[number]}`)
                : t(`cashbook.list.providers.${v as (typeof PROVIDERS)[number]}`),
      }))}
    />
  );
  const negative = (r: Row) => r.type === 'REFUND' || !!r.cancelsId;
  const columns: Column<Row>[] = [
    { header: t('cashbook.list.columns.date'), cell: (r) => format.dateTime(r.paymentDate), nowrap: true },
    {
      header: t('cashbook.list.columns.order'),
      cell: (r) =>
        r.orderId ? (
          <Anchor component={Link} to={`${ORDERS_BASE}/${r.orderId}`} size="sm">
            {r.orderNumber === null
              ? t('cashbook.list.columns.order')
              : t('cashbook.list.columns.orderNumber', { number: r.orderNumber })}
          </Anchor>
        ) : (
          ''
        ),
      nowrap: true,
    },
    { header: t('cashbook.list.columns.customer'), cell: (r) => r.customerName ?? '' },
    {
      header: t('cashbook.list.columns.type'),
      cell: (r) => (r.cancelsId ? t('cashbook.list.cancelling') : t(`cashbook.list.types.${r.type}`)),
    },
    {
      header: t('cashbook.list.columns.method'),
      cell: (r) => (r.method ? t(`payments.method.${r.method}`) : t(`cashbook.list.providers.${r.provider}`)),
    },
    { header: t('cashbook.list.columns.status'), cell: (r) => t(`cashbook.list.statuses.${r.status}`) },
    {
      header: t('cashbook.list.columns.amount'),
      cell: (r) => money(negative(r) ? -r.amount : r.amount),
      nowrap: true,
      ta: 'right',
    },
  ];
  const data = list.data;
  const sums = totals.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('cashbook.list.title')}
        </Title>
        <Button variant="light" onClick={download}>
          {t('cashbook.list.exportCsv')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" aria-label={t('cashbook.list.filters')}>
        <DateField
          label={t('cashbook.list.from')}
          value={choices.from}
          onChange={(from) => choose({ from })}
          clearable
        />
        <DateField label={t('cashbook.list.to')} value={choices.to} onChange={(to) => choose({ to })} clearable />
        {select('type', TYPES, t('cashbook.list.type'))}
        {select('status', STATUSES, t('cashbook.list.status'))}
        {select('provider', PROVIDERS, t('cashbook.list.provider'))}
        {select('method', METHODS, t('cashbook.list.method'))}
      </SimpleGrid>
      {sums && (
        <Group gap="lg" aria-live="polite">
          <Text size="sm">{t('cashbook.list.totals.count', { count: sums.count })}</Text>
          <Text size="sm">
            {t('cashbook.list.totals.received')} <b>{money(sums.received)}</b>
          </Text>
          <Text size="sm">
            {t('cashbook.list.totals.refunded')} <b>{money(sums.refunded)}</b>
          </Text>
          <Text size="sm">
            {t('cashbook.list.totals.pending')} <b>{money(sums.pending)}</b>
          </Text>
          <Text size="sm">
            {t('cashbook.list.totals.net')} <b>{money(sums.net)}</b>
          </Text>
        </Group>
      )}
      {list.isError && <ErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <DataTable
        label={t('cashbook.list.title')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        emptyText={t('cashbook.list.empty')}
        minWidth={640}
      />
      {data && data.total > PAYMENTS_PAGE_SIZE && (
        <Pagination total={Math.ceil(data.total / PAYMENTS_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
