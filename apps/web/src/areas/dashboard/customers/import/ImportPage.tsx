import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCustomerModels, useImportCustomers, useImportJob } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { ColumnsHelp } from './ColumnsHelp.tsx';
import { CsvUploadForm } from './CsvUploadForm.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { isOver, phaseOf, pollInterval } from './importProgress.ts';

/**
 * `/dashboard/customers/import`: send a CSV file, follow the background import (its id stays in the address, so a
 * reload keeps following it), then read the rows it refused.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const upload = useImportCustomers();
  const job = useImportJob(jobId, pollInterval);
  const models = useCustomerModels();
  const defaultModel = models.data?.find((m) => m.isDefault) ?? models.data?.[0];
  const phase = phaseOf(job.data, upload.isPending);
  const busy = upload.isPending || (!!jobId && !isOver(job.data));

  const start = (file: File, accepted: () => void) =>
    upload.mutate(file, {
      onSuccess: (started) => {
        setParams({ job: started.id }, { replace: true });
        accepted();
      },
    });

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
      <CsvUploadForm
        labels={{
          file: t('customers.import.file'),
          fileHint: t('customers.import.fileHint'),
          choose: t('customers.import.choose'),
          start: t('customers.import.start'),
        }}
        onStart={start}
        uploading={upload.isPending}
        busy={busy}
        error={upload.isError ? upload.error : null}
      />
      {job.isError && <ErrorAlert error={job.error} onRetry={() => job.refetch()} />}
      {job.data && <ImportProgress job={job.data} phase={phase} />}
      <ColumnsHelp model={defaultModel} />
    </Stack>
  );
}
