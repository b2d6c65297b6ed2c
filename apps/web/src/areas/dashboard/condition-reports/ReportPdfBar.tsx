import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConditionReport,
  downloadConditionReport,
  useGenerateConditionReport,
} from '../../../api/conditionReports.ts';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
import { useFormat } from '../../../format/index.ts';
import { saveBlob } from '../customers/shared/download.ts';

const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
type Lang = (typeof LANGUAGES)[number];

/** The report's PDF: its status (read again while it is drawn), create it in a language, download it. */
export function ReportPdfBar({ report, canWrite }: { report: ConditionReport; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const interfaceLang = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'fr';
  const [lang, setLang] = useState<Lang>(interfaceLang);
  const generate = useGenerateConditionReport(report.orderId, report.scope);
  const onError = (error: unknown) => notifyError(errorMessage(t, error));
  const status = report.status ?? 'none';
  const download = () =>
    downloadConditionReport(report.orderId, report.scope).then(
      (blob) => saveBlob(blob, `${t(`conditionReports.title.${report.scope}`)}.pdf`),
      onError,
    );

  return (
    <Stack gap="xs" role="group" aria-label="PDF">
      <Group gap="xs" aria-live="polite">
        <Badge color={status === 'SUCCESS' ? 'teal' : status === 'PENDING' ? 'blue' : 'gray'} variant="light">
          {t(`conditionReports.pdf.status.${status}`)}
        </Badge>
        {report.generatedAt && <Text size="xs">{format.dateTime(report.generatedAt)}</Text>}
      </Group>
      {report.outdated && (
        <Alert color="yellow" p="xs">
          {t('conditionReports.pdf.outdated')}
        </Alert>
      )}
      {canWrite && (
        <Group gap="xs" align="end" grow>
          <Select
            label={t('conditionReports.pdf.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={lang}
            onChange={(v) => v && setLang(v as Lang)}
            allowDeselect={false}
          />
          <Button
            onClick={() => generate.mutate(lang, { onError })}
            loading={generate.isPending || status === 'PENDING'}
          >
            {report.generatedAt ? t('conditionReports.pdf.regenerate') : t('conditionReports.pdf.generate')}
          </Button>
        </Group>
      )}
      {report.downloadUrl && (
        <Button variant="light" onClick={download}>
          {t('conditionReports.pdf.download')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('conditionReports.pdf.signatures')}
      </Text>
    </Stack>
  );
}
