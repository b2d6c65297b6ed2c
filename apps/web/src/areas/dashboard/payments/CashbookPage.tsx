import { addDays } from '@hirebase/shared/zone';
import { ActionIcon, Badge, Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CashbookDay,
  type Closing,
  downloadCashbookCsv,
  downloadCashbookPdf,
  useCashbookDay,
  useClosings,
} from '../../../api/cashbook.ts';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/dates/fields.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
import { languageOf, useFormat } from '../../../format/index.ts';
import { useCan } from '../access/index.ts';
import { saveBlob } from '../customers/shared/download.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { shopToday, useShopZone } from '../orders/shared/zone.ts';
import { CloseDayModal } from './CloseDayModal.tsx';

type MethodTotal = CashbookDay['totals'][number];

/** `/dashboard/payments/cashbook`: a day per method with the drawer, closing it, the Z reports and the exports. */
export default function CashbookPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const zone = useShopZone();
  const currency = useCurrentMe().company?.currency ?? 'EUR';
  const money = (amount: number) => format.money(amount, currency);
  const canClose = useCan('payments', 'write');
  const today = shopToday(zone);
  const [day, setDay] = useState(today);
  const [closing, setClosing] = useState(false);
  const [zPage, setZPage] = useState(1);
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const state = useCashbookDay(day);
  const closings = useClosings(zPage);
  const data = state.data;
  const save = (file: Promise<Blob>, name: string) =>
    file.then(
      (blob) => saveBlob(blob, name),
      (error) => notifyError(errorMessage(t, error)),
    );
  const methodColumns: Column<MethodTotal>[] = [
    { header: t('cashbook.book.columns.method'), cell: (m) => t(`payments.method.${m.method}`) },
    { header: t('cashbook.book.columns.in'), cell: (m) => money(m.in), ta: 'right', nowrap: true },
    { header: t('cashbook.book.columns.out'), cell: (m) => money(m.out), ta: 'right', nowrap: true },
    { header: t('cashbook.book.columns.net'), cell: (m) => money(m.net), ta: 'right', nowrap: true },
    { header: t('cashbook.book.columns.count'), cell: (m) => m.count, ta: 'right' },
  ];
  const zColumns: Column<Closing>[] = [
    { header: t('cashbook.book.zColumns.number'), cell: (z) => z.number },
    { header: t('cashbook.book.zColumns.day'), cell: (z) => format.date(z.day), nowrap: true },
    { header: t('cashbook.book.zColumns.total'), cell: (z) => money(z.total), ta: 'right', nowrap: true },
    { header: t('cashbook.book.zColumns.counted'), cell: (z) => money(z.counted), ta: 'right', nowrap: true },
    { header: t('cashbook.book.zColumns.difference'), cell: (z) => money(z.difference), ta: 'right', nowrap: true },
  ];
  const figure = (label: string, value: string) => (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('cashbook.book.title')}
      </Title>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setDay(addDays(day, -1))}
          aria-label={t('cashbook.book.previousDay')}
        >
          ‹
        </ActionIcon>
        <DateField label={t('cashbook.book.day')} value={day} onChange={(value) => value && setDay(value)} />
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setDay(addDays(day, 1))}
          aria-label={t('cashbook.book.nextDay')}
        >
          ›
        </ActionIcon>
      </Group>
      {state.isError && <ErrorAlert error={state.error} onRetry={() => state.refetch()} />}
      {data && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Badge color={data.closing ? 'gray' : 'teal'} variant="light" size="lg">
              {data.closing ? t('cashbook.book.closed', { number: data.closing.number }) : t('cashbook.book.open')}
            </Badge>
            {canClose && !data.closing && day <= today && (
              <Button color="red" variant="light" onClick={() => setClosing(true)}>
                {t('cashbook.book.closeDay')}
              </Button>
            )}
          </Group>
          <DataTable
            label={t('cashbook.book.title')}
            columns={methodColumns}
            rows={data.totals}
            rowKey={(m) => m.method}
            minWidth={360}
          />
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
            {figure(t('cashbook.book.total'), money(data.total))}
            {figure(t('cashbook.book.opening'), money(data.opening))}
            {figure(t('cashbook.book.expected'), money(data.expected))}
            {data.closing && figure(t('cashbook.book.counted'), money(data.closing.counted))}
            {data.closing && figure(t('cashbook.book.difference'), money(data.closing.difference))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('cashbook.book.export')}
        </Title>
        <Group gap="xs" align="flex-end">
          <DateField label={t('cashbook.book.exportFrom')} value={from} onChange={(value) => value && setFrom(value)} />
          <DateField label={t('cashbook.book.exportTo')} value={to} onChange={(value) => value && setTo(value)} />
          <Button variant="light" onClick={() => save(downloadCashbookCsv(from, to), `cashbook-${from}_${to}.csv`)}>
            {t('cashbook.book.csv')}
          </Button>
          <Button
            variant="light"
            onClick={() => save(downloadCashbookPdf(languageOf(i18n.language), from, to), `cashbook-${from}_${to}.pdf`)}
          >
            {t('cashbook.book.pdf')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('cashbook.book.closings')}
        </Title>
        {closings.isError && <ErrorAlert error={closings.error} onRetry={() => closings.refetch()} />}
        <DataTable
          label={t('cashbook.book.closings')}
          columns={zColumns}
          rows={closings.data?.items}
          rowKey={(z) => z.id}
          emptyText={t('cashbook.book.noClosing')}
          minWidth={360}
        />
        {closings.data && closings.data.total > closings.data.limit && (
          <Pagination total={Math.ceil(closings.data.total / closings.data.limit)} value={zPage} onChange={setZPage} />
        )}
      </Stack>
      {closing && data && (
        <CloseDayModal day={day} opening={data.opening} expected={data.expected} onClose={() => setClosing(false)} />
      )}
    </Stack>
  );
}
