import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { renewDepositHold } from '../../api/paymentLinks.ts';
import type { OrderLink } from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useCardRedirect } from './useCardRedirect.ts';

/** The shop asks for a new card authorisation of a deposit (its hold ends): a new hold replaces the old one. */
export function RenewDepositCard({ link, bailId }: { link: OrderLink; bailId: string }) {
  const { t } = useTranslation();
  const { busy, failure, go } = useCardRedirect((key) => renewDepositHold(link, bailId, key));
  const done = failure instanceof ApiError && failure.code === 'depositNotRetriable';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('yourOrder.renew.title')}>
      <Stack gap="xs">
        <Text size="sm">{done ? t('yourOrder.renew.nothing') : t('yourOrder.renew.text')}</Text>
        {!done && (
          <Button size="md" onClick={go} loading={busy}>
            {t('yourOrder.renew.button')}
          </Button>
        )}
        {failure !== null && !done && <ErrorAlert error={failure} />}
      </Stack>
    </Card>
  );
}
