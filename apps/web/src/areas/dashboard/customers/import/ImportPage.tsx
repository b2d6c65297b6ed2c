import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCustomerModels, useImportCustomers, useImportJob } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { ColumnsHelp } from './ColumnsHelp.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { isOver, phaseOf, pollInterval } from './importProgress.ts';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * `/dashboard/customers/import`: send a CSV file, follow the background import (its id stays in the address, so a
 * reload keeps following it), then read the rows it refused.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCustomers();
  const job = useImportJob(jobId, pollInterval);
  const models = useCustomerModels();
  const defaultModel = models.data?.find((m) => m.isDefault) ?? models.data?.[0];
  const phase = phaseOf(job.data, upload.isPending);
  const busy = upload.isPending || (!!jobId && !isOver(job.data));
  const tooLarge = !!file && file.size > MAX_BYTES;

  const start = () => {
    if (!file || tooLarge) return;
    upload.mutate(file, {
      onSuccess: (started) => {
        setParams({ job: started.id }, { replace: true });
        setFile(null);
      },
    });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard/customers" size="sm">
          {t('customers.detail.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('customers.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('customers.import.intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <FileInput
            label={t('customers.import.file')}
            description={t('customers.import.fileHint')}
            placeholder={t('customers.import.choose')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            error={tooLarge ? t('errors.codes.payloadTooLarge') : undefined}
          />
          <Group>
            <Button onClick={start} disabled={!file || tooLarge || busy} loading={upload.isPending}>
              {t('customers.import.start')}
            </Button>
          </Group>
          {upload.isError && <ErrorAlert error={upload.error} />}
        </Stack>
      </Paper>
      {job.isError && <ErrorAlert error={job.error} onRetry={() => job.refetch()} />}
      {job.data && <ImportProgress job={job.data} phase={phase} />}
      <ColumnsHelp model={defaultModel} />
    </Stack>
  );
}
