import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '../../../../api/pricing.ts';
import { formatDay, formatMoney, formatPercent } from '../shared/format.ts';
import { RowActions } from '../shared/RowActions.tsx';
import { useCurrency } from '../shared/useCanEditPricing.ts';

export function PromoCodesTable({
  codes,
  onTest,
  onEdit,
  onDelete,
}: {
  codes: PromoCode[];
  onTest: (promo: PromoCode) => void;
  onEdit?: (promo: PromoCode) => void;
  onDelete?: (promo: PromoCode) => void;
}) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency().code;
  const lng = i18n.language;
  if (codes.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('pricing.promo.empty')}
      </Text>
    );
  }
  const validity = (p: PromoCode) =>
    p.validFrom && p.validTo
      ? `${formatDay(p.validFrom, lng)} → ${formatDay(p.validTo, lng)}`
      : p.validFrom
        ? t('pricing.promo.from', { date: formatDay(p.validFrom, lng) })
        : p.validTo
          ? t('pricing.promo.until', { date: formatDay(p.validTo, lng) })
          : t('pricing.promo.always');
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label={t('pricing.tabs.promoCodes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pricing.promo.code')}</Table.Th>
              <Table.Th>{t('pricing.promo.discount')}</Table.Th>
              <Table.Th>{t('pricing.promo.validity')}</Table.Th>
              <Table.Th>{t('pricing.promo.uses')}</Table.Th>
              <Table.Th>{t('pricing.promo.active')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((p) => (
              <Table.Tr key={p.id} data-testid={`promo-row-${p.code}`}>
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace">
                    {p.code}
                  </Text>
                  {p.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {p.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    −
                    {p.discountType === 'PERCENTAGE'
                      ? formatPercent(p.value, lng)
                      : formatMoney(p.value, currency, lng)}
                  </Text>
                  {p.minimumTotal != null && (
                    <Text size="xs" c="dimmed">
                      {t('pricing.promo.minimumShort', { amount: formatMoney(p.minimumTotal, currency, lng) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{validity(p)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {p.usedCount} / {p.usageLimit ?? '∞'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.active ? 'teal' : 'gray'} miw="max-content">
                    {p.active ? t('pricing.common.yes') : t('pricing.common.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onTest(p)}
                      aria-label={t('pricing.promo.testOne', { code: p.code })}
                    >
                      {t('pricing.promo.test')}
                    </Button>
                    {onEdit && onDelete && (
                      <RowActions name={p.code} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
