import { mapLink } from '@hirebase/shared/orders';
import { Anchor, Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerOrderPage } from '../../api/yourOrder.ts';
import { useFormat } from '../../format/index.ts';

type Order = CustomerOrderPage['order'];

const statusKey = (o: Order) => (o.type === 'CANCELED' ? 'CANCELED' : o.isRequest ? 'REQUEST' : o.status);
const STATUS_COLORS: Record<string, string> = {
  TO_COME: 'blue',
  IN_PROGRESS: 'teal',
  ENDED: 'gray',
  CANCELED: 'red',
  REQUEST: 'orange',
};

/** The order's number, state, period, lines and totals, in the shop's time zone and currency. */
export function OrderSummary({ shop, order }: { shop: CustomerOrderPage['shop']; order: Order }) {
  const { t } = useTranslation();
  const format = useFormat(shop.timezone);
  const money = (amount: number) => format.money(amount, shop.currency);
  const status = statusKey(order);
  const topLines = order.lines.filter((l) => !l.parentLineId);
  const itemsOf = (lineId: string) => order.lines.filter((l) => l.parentLineId === lineId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="your-order-summary">
            {t('yourOrder.summary.title')}
          </Title>
          <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
            {t(`yourOrder.status.${status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('yourOrder.period', { start: format.dateTime(order.startDate), end: format.dateTime(order.endDate) })}
        </Text>
        <Table verticalSpacing={6} horizontalSpacing={0} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('yourOrder.summary.item')}</Table.Th>
              <Table.Th ta="right">{t('yourOrder.summary.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {topLines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Text size="sm">{t('yourOrder.summary.lineOf', { quantity: line.quantity, name: line.name })}</Text>
                  {itemsOf(line.id).map((item) => (
                    <Text key={item.id} size="xs" c="dimmed">
                      {t('yourOrder.summary.lineOf', { quantity: item.quantity, name: item.name })}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {money(line.totalTTC)}
                </Table.Td>
              </Table.Tr>
            ))}
            <DeliveryRows order={order} money={money} />
            {order.insurance && (
              <Table.Tr>
                <Table.Td>
                  <Text size="sm">{t('yourOrder.summary.insurance')}</Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {money(order.insurance.amount)}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Divider />
        <Stack gap={2}>
          <Total label={t('yourOrder.summary.totalHT')} value={money(order.totalHT)} />
          <Total label={t('yourOrder.summary.vat')} value={money(order.vat)} />
          <Total label={t('yourOrder.summary.totalTTC')} value={money(order.totalTTC)} strong />
          {order.paid > 0 && <Total label={t('yourOrder.summary.paid')} value={money(order.paid)} />}
          {order.paid > 0 && <Total label={t('yourOrder.summary.balance')} value={money(order.balance)} strong />}
        </Stack>
      </Stack>
    </Card>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The delivery's trips under the lines: where the items are brought and collected, and what each costs. */
function DeliveryRows({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const trips = [
    { key: 'deliveryTo', stop: order.delivery?.departure },
    { key: 'collectedFrom', stop: order.delivery?.arrival },
  ] as const;
  return trips.map(({ key, stop }) =>
    stop ? (
      <Table.Tr key={key}>
        <Table.Td>
          <Text size="sm">{t(`yourOrder.summary.${key}`, { address: stop.address })}</Text>
          {stop.lat !== undefined && stop.lng !== undefined && (
            <Anchor
              size="sm"
              href={mapLink({ lat: stop.lat, lng: stop.lng })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('yourOrder.summary.openInMap')}
            </Anchor>
          )}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
          {money(stop.price)}
        </Table.Td>
      </Table.Tr>
    ) : null,
  );
}
