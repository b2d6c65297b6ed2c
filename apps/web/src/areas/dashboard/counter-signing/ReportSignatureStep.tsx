import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionReport } from '../../../api/conditionReports.ts';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useFormat } from '../../../format/index.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { CounterSignDialog } from './CounterSignDialog.tsx';
import { type SigningLanguage, signatureFields, useSigningWords, useSignReportAtCounter } from './counterSigningApi.ts';

const LANGUAGES: readonly string[] = ['fr', 'en', 'es', 'pt', 'it'];

/**
 * The report's signatures at the counter, once its PDF is drawn and up to date: the customer signs, then the employee
 * signed in, on the shop's tablet. A signed report shows when it was signed.
 */
export function ReportSignatureStep({ report, canWrite }: { report: ConditionReport; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const me = useCurrentMe();
  const [opened, setOpened] = useState(false);
  const language = (LANGUAGES.includes(i18n.language) ? i18n.language : 'fr') as SigningLanguage;
  const words = useSigningWords(language);
  const sign = useSignReportAtCounter(report.orderId);
  const ready = report.status === 'SUCCESS' && !report.outdated;
  const user = me.user;
  const employeeName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';

  return (
    <Stack gap="xs" role="group" aria-labelledby={`signatures-${report.scope}`}>
      <Title order={3} size="h5" id={`signatures-${report.scope}`}>
        {t('counterSigning.reportTitle')}
      </Title>
      {report.signedAt ? (
        <Badge color="blue" variant="light" size="lg">
          {t('counterSigning.signedOn', { date: format.dateTime(report.signedAt) })}
        </Badge>
      ) : !canWrite ? null : !ready ? (
        <Text size="sm" c="dimmed">
          {t('counterSigning.reportNeedsPdf')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('counterSigning.reportHint')}</Text>
          <Button size="md" onClick={() => setOpened(true)}>
            {t('counterSigning.signReport')}
          </Button>
        </>
      )}
      {opened && (
        <CounterSignDialog
          opened
          onClose={() => setOpened(false)}
          signers={[
            { role: 'customer', consent: words.data?.consent, askName: true },
            { role: 'employee', consent: words.data?.employeeConsent, askName: false, defaultName: employeeName },
          ]}
          submitting={sign.isPending}
          onComplete={([customer, employee]) => {
            const employeeFields = signatureFields(employee.result);
            sign.mutate(
              {
                scope: report.scope,
                signerName: customer.name,
                consent: true,
                language,
                ...signatureFields(customer.result),
                employeeSignatureImage: employeeFields.signatureImage,
                employeeTypedName: employeeFields.typedName,
              },
              {
                onSuccess: () => {
                  notifySuccess(t('counterSigning.done'));
                  setOpened(false);
                },
                onError: (error) => notifyError(errorMessage(t, error)),
              },
            );
          }}
        />
      )}
    </Stack>
  );
}
