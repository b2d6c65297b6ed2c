import { Button, FileInput, Group, Paper, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';

const MAX_BYTES = 10 * 1024 * 1024;

interface Props {
  labels: { file: string; fileHint: string; choose: string; start: string };
  /** Sends the file; the form empties once it is accepted. */
  onStart: (file: File, accepted: () => void) => void;
  uploading: boolean;
  busy: boolean;
  error: unknown;
  children?: ReactNode;
}

/** Choose a CSV file (10 MB at most) and start its background import. */
export function CsvUploadForm({ labels, onStart, uploading, busy, error, children }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = !!file && file.size > MAX_BYTES;
  const start = () => {
    if (file && !tooLarge) onStart(file, () => setFile(null));
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {children}
        <FileInput
          label={labels.file}
          description={labels.fileHint}
          placeholder={labels.choose}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          error={tooLarge ? t('errors.codes.payloadTooLarge') : undefined}
        />
        <Group>
          <Button onClick={start} disabled={!file || tooLarge || busy} loading={uploading}>
            {labels.start}
          </Button>
        </Group>
        {!!error && <ErrorAlert error={error} />}
      </Stack>
    </Paper>
  );
}
