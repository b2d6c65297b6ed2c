import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ConditionScope, useConditionReport } from '../../../api/conditionReports.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useCan } from '../access/index.ts';
import { ReportSignatureStep } from '../counter-signing/ReportSignatureStep.tsx';
import { ReportPdfBar } from './ReportPdfBar.tsx';
import { UnitCheckCard } from './UnitCheckCard.tsx';

interface Props {
  orderId: string;
  scope: ConditionScope;
  /** The counter's way on once the report is done (or left for later). */
  onFinish?: () => void;
  headingLevel?: 2 | 3;
  /** Inside a dialog that already carries the title. */
  withTitle?: boolean;
}

/**
 * The condition report of an order at departure or return: a card per unit (questions, notes, photos; at return the
 * departure's findings beside), then its PDF. Staff who may only read orders see it without the means to change it.
 */
export function ConditionReportPanel({ orderId, scope, onFinish, headingLevel = 2, withTitle = true }: Props) {
  const { t } = useTranslation();
  const canWrite = useCan('orders', 'write');
  const report = useConditionReport(orderId, scope);
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <ErrorAlert error={report.error} onRetry={() => report.refetch()} />;
  const { units } = report.data;
  // a signed report keeps what it said when it was signed
  const editable = canWrite && !report.data.signedAt;
  return (
    <Stack gap="md">
      {withTitle && (
        <Title order={headingLevel} size="h4">
          {t(`conditionReports.title.${scope}`)}
        </Title>
      )}
      {!canWrite && <Alert color="gray">{t('conditionReports.readOnly')}</Alert>}
      {canWrite && report.data.signedAt && <Alert color="gray">{t('conditionReports.signedLocked')}</Alert>}
      {units.length === 0 ? (
        <Text c="dimmed">{t(`conditionReports.noUnits.${scope}`)}</Text>
      ) : (
        <>
          {editable && <Text size="sm">{t(`conditionReports.intro.${scope}`)}</Text>}
          {units.map((unit) => (
            <UnitCheckCard
              key={`${unit.subProductId}:${unit.filled?.filledAt ?? ''}`}
              orderId={orderId}
              scope={scope}
              unit={unit}
              canWrite={editable}
            />
          ))}
          <ReportPdfBar report={report.data} canWrite={editable} />
          <ReportSignatureStep report={report.data} canWrite={canWrite} />
        </>
      )}
      {onFinish && (
        <Button size="lg" variant={report.data.status ? 'filled' : 'default'} onClick={onFinish}>
          {report.data.status ? t('conditionReports.finish') : t('conditionReports.later')}
        </Button>
      )}
    </Stack>
  );
}
