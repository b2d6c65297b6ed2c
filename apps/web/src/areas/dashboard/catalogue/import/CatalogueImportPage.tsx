import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type CatalogueImportKind,
  downloadCatalogueCsv,
  useImportCatalogue,
} from '../../../../api/catalogue-transfer.ts';
import { useImportJob } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { ReadOnlyNotice, useCan } from '../../access/index.ts';
import { CsvUploadForm } from '../../customers/import/CsvUploadForm.tsx';
import { ImportProgress } from '../../customers/import/ImportProgress.tsx';
import { isOver, phaseOf, pollInterval } from '../../customers/import/importProgress.ts';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * `/dashboard/catalogue/import`: export the catalogue as CSV, or import products (with their units) or packs from
 * a CSV file and follow the background import (its id stays in the address, so a reload keeps following it).
 */
export default function CatalogueImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [kind, setKind] = useState<CatalogueImportKind>('products');
  const [exporting, setExporting] = useState(false);
  const canWrite = useCan('catalogue', 'write');
  const upload = useImportCatalogue();
  const job = useImportJob(jobId, pollInterval);
  const busy = upload.isPending || (!!jobId && !isOver(job.data));

  const start = (file: File, accepted: () => void) =>
    upload.mutate(
      { kind, file },
      {
        onSuccess: (started) => {
          setParams({ job: started.id }, { replace: true });
          accepted();
        },
      },
    );
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadCatalogueCsv(), `catalogue-${new Date().toISOString().slice(0, 10)}.csv`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard/catalogue" size="sm">
          {t('catalogue.transfer.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('catalogue.transfer.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('catalogue.transfer.intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text size="sm">{t('catalogue.transfer.exportHint')}</Text>
          <Button variant="light" onClick={exportCsv} loading={exporting}>
            {t('catalogue.transfer.export')}
          </Button>
        </Group>
      </Paper>
      <ReadOnlyNotice area="catalogue" />
      {canWrite && (
        <CsvUploadForm
          labels={{
            file: t('catalogue.transfer.file'),
            fileHint: t('catalogue.transfer.fileHint'),
            choose: t('catalogue.transfer.choose'),
            start: t('catalogue.transfer.start'),
          }}
          onStart={start}
          uploading={upload.isPending}
          busy={busy}
          error={upload.isError ? upload.error : null}
        >
          <SegmentedControl
            aria-label={t('catalogue.transfer.kind')}
            value={kind}
            onChange={(value) => setKind(value as CatalogueImportKind)}
            data={[
              { value: 'products', label: t('catalogue.transfer.kinds.products') },
              { value: 'packs', label: t('catalogue.transfer.kinds.packs') },
            ]}
          />
        </CsvUploadForm>
      )}
      {job.isError && <ErrorAlert error={job.error} onRetry={() => job.refetch()} />}
      {job.data && <ImportProgress job={job.data} phase={phaseOf(job.data, upload.isPending)} />}
    </Stack>
  );
}
