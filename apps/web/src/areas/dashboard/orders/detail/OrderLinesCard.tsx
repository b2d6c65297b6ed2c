import { Anchor, Collapse, Group, List, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderLine, OrderView } from '../../../../api/orders.ts';
import { lineStepTexts } from '../../../../components/lineSteps.ts';
import { summaryLines } from '../../../../components/priceSummary.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { Section } from '../shared/Section.tsx';

function Explanation({ label, lines }: { label: string; lines: string[] }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-label={label}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? t('orders.detail.hideExplanation') : t('orders.detail.showExplanation')}
      </Anchor>
      <Collapse expanded={opened}>
        <List size="xs" spacing={2}>
          {lines.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: explanation lines are plain text in order
            <List.Item key={i}>{text}</List.Item>
          ))}
        </List>
      </Collapse>
    </Stack>
  );
}

/** The order's lines (pack contents under their pack) with their frozen prices and how they were computed. */
export function OrderLinesCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const top = order.lines.filter((l) => !l.parentLineId);
  const children = (line: OrderLine) => order.lines.filter((l) => l.parentLineId === line.id);
  const total = (label: string, value: number, strong = false) => (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {money.format(value)}
      </Text>
    </Group>
  );
  return (
    <Section title={t('orders.detail.lines')}>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label={t('orders.detail.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.fields.item')}</Table.Th>
              <Table.Th ta="right">{t('orders.fields.quantity')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('orders.fields.unitPrice')}
              </Table.Th>
              <Table.Th ta="right">{t('orders.fields.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {top.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                  {children(line).map((child) => (
                    <Text key={child.id} size="xs" c="dimmed">
                      {child.quantity} × {child.name}
                    </Text>
                  ))}
                  {line.returnedQuantity > 0 && (
                    <Text size="xs" c="teal">
                      {t('orders.detail.returnedCount', { count: line.returnedQuantity })}
                    </Text>
                  )}
                  <Explanation
                    label={t('orders.detail.explanationOf', { name: line.name })}
                    lines={
                      line.steps.length ? lineStepTexts(t, i18n.language, money.format, line.steps) : line.explanation
                    }
                  />
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {money.format(line.unitPrice)}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{money.format(line.totalTTC)}</Text>
                  {line.discount > 0 && (
                    <Text size="xs" c="teal">
                      −{money.format(line.discount)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} maw={360} ml="auto" w="100%">
        {order.discount > 0 && total(t('orders.detail.discounts'), order.discount)}
        {order.promoCode &&
          total(t('orders.detail.promo', { code: order.promoCode.code }), order.promoCode.discountAmount)}
        {total(t('orders.detail.totalHT'), order.totalHT)}
        {total(t('orders.detail.vat'), order.vat)}
        {total(t('orders.fields.total'), order.totalTTC, true)}
        <Explanation
          label={t('orders.detail.orderExplanation')}
          lines={order.summary.length ? summaryLines(t, i18n.language, money.format, order.summary) : order.explanation}
        />
      </Stack>
    </Section>
  );
}
