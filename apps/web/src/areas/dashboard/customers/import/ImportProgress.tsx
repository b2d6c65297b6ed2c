import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadImportErrors, type ImportJob } from '../../../../api/customers.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { saveBlob } from '../shared/download.ts';
import { failureText } from './importFailure.ts';
import { countsOf, type ImportPhase, percentOf } from './importProgress.ts';

const PHASE_COLORS: Record<ImportPhase, string> = {
  idle: 'gray',
  uploading: 'blue',
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

function Count({ name, label, value, color }: { name: string; label: string; value: number; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color} data-testid={`import-count-${name}`}>
        {value}
      </Text>
    </Stack>
  );
}

/** A running or finished import: progress bar, counts, and the rows it refused. */
export function ImportProgress({ job, phase }: { job: ImportJob; phase: ImportPhase }) {
  const { t } = useTranslation();
  const percent = percentOf(job);
  const counts = countsOf(job);
  const over = phase === 'done' || phase === 'failed';

  const downloadErrors = async () => {
    try {
      saveBlob(await downloadImportErrors(job.id), `import-errors-${job.fileName}`);
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-progress-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="import-progress-title">
            {job.fileName}
          </Title>
          <Badge color={PHASE_COLORS[phase]} variant="light" data-testid="import-status">
            {t(`customers.import.phases.${phase}`)}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Progress
            value={percent}
            size="lg"
            animated={!over}
            color={phase === 'failed' ? 'red' : undefined}
            aria-label={t('customers.import.progressLabel')}
            data-testid="import-progress"
          />
          <Text size="sm" c="dimmed">
            {t('customers.import.processed', { processed: job.processed, total: job.totalRows })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Count name="created" label={t('customers.import.created')} value={counts.created} color="teal" />
          <Count name="updated" label={t('customers.import.updated')} value={counts.updated} />
          <Count name="skipped" label={t('customers.import.skipped')} value={counts.skipped} />
          <Count
            name="errors"
            label={t('customers.import.errors')}
            value={counts.errors}
            color={counts.errors ? 'red' : undefined}
          />
        </SimpleGrid>
        {phase === 'failed' && (
          <Alert color="red" variant="light" title={t('customers.import.failedTitle')}>
            <span data-testid="import-failure">{failureText(t, job)}</span>
          </Alert>
        )}
        {phase === 'done' && counts.errors === 0 && (
          <Alert color="teal" variant="light">
            {t('customers.import.allGood')}
          </Alert>
        )}
        {job.errors.length > 0 && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('customers.import.rowErrors')}
              </Text>
              {over && (
                <Button variant="light" size="xs" color="red" onClick={downloadErrors}>
                  {t('customers.import.downloadErrors')}
                </Button>
              )}
            </Group>
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={4} aria-label={t('customers.import.rowErrors')} data-testid="import-errors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.import.row')}</Table.Th>
                    <Table.Th>{t('customers.import.field')}</Table.Th>
                    <Table.Th>{t('customers.import.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {job.errors.map((error) => (
                    <Table.Tr key={`${error.row}-${error.field}`}>
                      <Table.Td>{error.row}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {error.field}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{error.message}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {job.errorCount > job.errors.length && (
              <Text size="xs" c="dimmed">
                {t('customers.import.moreErrors', { shown: job.errors.length, total: job.errorCount })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
