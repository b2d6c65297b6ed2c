import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

/** The refusals of the customer's page worded for the customer; any other error shows as usual. */
const WORDED = ['orderClosed', 'tooManyMessages', 'notAutoCancelable', 'cancelRequestPending', 'alreadyCanceled'];

export function CustomerAreaError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : undefined;
  if (!code || !WORDED.includes(code)) return <ErrorAlert error={error} />;
  return (
    <Alert color="orange" variant="light" role="alert">
      {t(`yourOrder.refusals.${code as 'orderClosed'}`)}
    </Alert>
  );
}
