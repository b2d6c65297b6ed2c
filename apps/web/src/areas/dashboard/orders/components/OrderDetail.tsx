import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/client.ts';
import { useOrder } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCan } from '../../access/index.ts';
import { AttachmentsCard } from '../detail/AttachmentsCard.tsx';
import { ConditionReportsCard } from '../detail/condition-reports/ConditionReportsCard.tsx';
import { DeliveryCard } from '../detail/DeliveryCard.tsx';
import { DocumentsCard } from '../detail/documents/DocumentsCard.tsx';
import { InsuranceCard } from '../detail/InsuranceCard.tsx';
import { InvoicesCard } from '../detail/invoices/InvoicesCard.tsx';
import { MessagesCard } from '../detail/MessagesCard.tsx';
import { OrderMailsCard } from '../detail/mails/OrderMailsCard.tsx';
import { OrderActionsBar } from '../detail/OrderActionsBar.tsx';
import { OrderHeader } from '../detail/OrderHeader.tsx';
import { OrderLinesCard } from '../detail/OrderLinesCard.tsx';
import { OrderTimeline } from '../detail/OrderTimeline.tsx';
import { OrderUnitsCard } from '../detail/OrderUnitsCard.tsx';
import { PaymentsCard } from '../detail/payments/PaymentsCard.tsx';
import { TextFieldsCard } from '../detail/TextFieldsCard.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { useCanWriteOrders } from '../shared/useCanWriteOrders.ts';

/** Everything about one order and what can be done to it now (staff without write access only read it). */
export function OrderDetail({ orderId, onDeleted }: { orderId: string; onDeleted: () => void }) {
  const order = useOrder(orderId);
  const canWrite = useCanWriteOrders();
  const canReadPayments = useCan('payments', 'read');
  if (order.isPending) return <PageLoader />;
  if (isUnknownOrder(order.error)) return <OrderNotFound />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  return (
    <Stack gap="md">
      <OrderHeader order={o} actions={canWrite && <OrderActionsBar order={o} onDeleted={onDeleted} />} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <OrderLinesCard order={o} />
            <OrderUnitsCard order={o} />
            <DeliveryCard order={o} />
            <InsuranceCard order={o} canWrite={canWrite} />
            <MessagesCard order={o} />
            <OrderMailsCard
              orderId={o.id}
              orderNumber={o.number}
              customerEmail={o.customer?.email}
              canWrite={canWrite}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <TextFieldsCard order={o} canWrite={canWrite} />
            {canReadPayments && <PaymentsCard orderId={o.id} />}
            <InvoicesCard order={o} canWrite={canWrite} />
            <DocumentsCard orderId={o.id} canWrite={canWrite} />
            <AttachmentsCard order={o} canWrite={canWrite} />
            <ConditionReportsCard order={o} />
            <OrderTimeline order={o} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A 404 (unknown, deleted or another shop's), or a 400 on the only input of the call: a malformed id. */
const isUnknownOrder = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" title={t('orders.detail.notFoundTitle')} maw={640}>
      <Text size="sm">{t('orders.detail.notFoundText')}</Text>
      <Button component={Link} to={ORDERS_BASE} size="xs" variant="light" mt="sm">
        {t('orders.backToList')}
      </Button>
    </Alert>
  );
}
