import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingList, WAITING_PAGE_SIZE, type WaitingStatus, waitingListCsv } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { saveBlob } from '../shared/download.ts';
import { AddWaitingEntryModal } from './AddWaitingEntryModal.tsx';
import { WaitingEntryCard } from './WaitingEntryCard.tsx';

const STATUSES: WaitingStatus[] = ['WAITING', 'OFFERED', 'BOOKED', 'CANCELED'];

/** `/dashboard/counter/waiting-list`: who waits for what, the ones offered a freed unit first in sight. */
export function WaitingListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WaitingStatus | null>(null);
  const [adding, add] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const list = useWaitingList(page, status ?? undefined);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await waitingListCsv(status ?? undefined), 'waiting-list.csv');
    } catch (error) {
      notifyError(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('common.status')}
          placeholder={t('counter.waiting.allStatuses')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value as WaitingStatus | null);
            setPage(1);
          }}
          data={STATUSES.map((s) => ({ value: s, label: t(`counter.waiting.statuses.${s}`) }))}
          w={{ base: '100%', xs: 220 }}
        />
        <Group gap="xs">
          <Button variant="default" onClick={exportCsv} loading={exporting}>
            {t('counter.waiting.export')}
          </Button>
          <Button onClick={add.open}>{t('counter.waiting.add')}</Button>
        </Group>
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          {list.data.items.length === 0 && <Text c="dimmed">{t('counter.waiting.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {list.data.items.map((entry) => (
              <WaitingEntryCard key={entry.id} entry={entry} />
            ))}
          </SimpleGrid>
          <Pager page={page} total={list.data.total} limit={WAITING_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      <AddWaitingEntryModal opened={adding} onClose={add.close} />
    </Stack>
  );
}
