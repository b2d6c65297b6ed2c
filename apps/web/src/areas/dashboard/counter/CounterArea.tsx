import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';

/** `/dashboard/counter/*`: today's departures and returns, quick order, requests inbox, waiting list. */
export default function CounterArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  if (!canAccess(me.membership, 'orders')) return <Alert color="yellow">{t('counter.noAccess')}</Alert>;
  return (
    <Stack>
      <Title order={2}>{t('counter.title')}</Title>
    </Stack>
  );
}
