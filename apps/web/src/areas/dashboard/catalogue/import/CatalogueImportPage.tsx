import { Anchor, Button, FileInput, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import { ImportProgress } from '../../customers/import/ImportProgress.tsx';
import { isOver, phaseOf, pollInterval } from '../../customers/import/importProgress.ts';

const MAX_BYTES = 10 * 1024 * 1024;

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
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);
  const upload = useImportCatalogue();
  const job = useImportJob(jobId, pollInterval);
  const busy = upload.isPending || (!!jobId && !isOver(job.data));
  const tooLarge = !!file && file.size > MAX_BYTES;

  const start = () => {
    if (!file || tooLarge) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (started) => {
          setParams({ job: started.id }, { replace: true });
          setFile(null);
        },
      },
    );
  };
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
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('catalogue.transfer.kind')}
            value={kind}
            onChange={(value) => setKind(value as CatalogueImportKind)}
            data={[
              { value: 'products', label: t('catalogue.transfer.kinds.products') },
              { value: 'packs', label: t('catalogue.transfer.kinds.packs') },
            ]}
          />
          <FileInput
            label={t('catalogue.transfer.file')}
            description={t('catalogue.transfer.fileHint')}
            placeholder={t('catalogue.transfer.choose')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            error={tooLarge ? t('errors.codes.payloadTooLarge') : undefined}
          />
          <Group>
            <Button onClick={start} disabled={!file || tooLarge || busy} loading={upload.isPending}>
              {t('catalogue.transfer.start')}
            </Button>
          </Group>
          {upload.isError && <ErrorAlert error={upload.error} />}
        </Stack>
      </Paper>
      {job.isError && <ErrorAlert error={job.error} onRetry={() => job.refetch()} />}
      {job.data && <ImportProgress job={job.data} phase={phaseOf(job.data, upload.isPending)} />}
    </Stack>
  );
}
