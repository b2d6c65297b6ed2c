import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';

/** `/dashboard/orders/*`: orders list, order editor and detail, planning. */
export default function OrdersArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  if (!canAccess(me.membership, 'orders')) return <Alert color="yellow">{t('orders.noAccess')}</Alert>;
  return (
    <Stack>
      <Title order={2}>{t('orders.title')}</Title>
    </Stack>
  );
}
