import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '../../../../api/pricing.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
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
  const validity = (p: PromoCode) =>
    p.validFrom && p.validTo
      ? `${formatDay(p.validFrom, lng)} → ${formatDay(p.validTo, lng)}`
      : p.validFrom
        ? t('pricing.promo.from', { date: formatDay(p.validFrom, lng) })
        : p.validTo
          ? t('pricing.promo.until', { date: formatDay(p.validTo, lng) })
          : t('pricing.promo.always');
  return (
    <DataTable
      label={t('pricing.tabs.promoCodes')}
      rows={codes}
      rowKey={(p) => p.id}
      rowTestId={(p) => `promo-row-${p.code}`}
      emptyText={t('pricing.promo.empty')}
      minWidth={760}
      columns={[
        {
          header: t('pricing.promo.code'),
          cell: (p) => (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {p.code}
              </Text>
              {p.description && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {p.description}
                </Text>
              )}
            </>
          ),
        },
        {
          header: t('pricing.promo.discount'),
          cell: (p) => (
            <>
              <Text size="sm">
                −{p.discountType === 'PERCENTAGE' ? formatPercent(p.value, lng) : formatMoney(p.value, currency, lng)}
              </Text>
              {p.minimumTotal != null && (
                <Text size="xs" c="dimmed">
                  {t('pricing.promo.minimumShort', { amount: formatMoney(p.minimumTotal, currency, lng) })}
                </Text>
              )}
            </>
          ),
        },
        { header: t('pricing.promo.validity'), cell: validity },
        { header: t('pricing.promo.uses'), cell: (p) => `${p.usedCount} / ${p.usageLimit ?? '∞'}` },
        {
          header: t('pricing.promo.active'),
          cell: (p) => (
            <Badge variant="light" color={p.active ? 'teal' : 'gray'} miw="max-content">
              {p.active ? t('pricing.common.yes') : t('pricing.common.no')}
            </Badge>
          ),
        },
      ]}
      actions={(p) => (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onTest(p)}
            aria-label={t('pricing.promo.testOne', { code: p.code })}
          >
            {t('pricing.promo.test')}
          </Button>
          {onEdit && onDelete && <RowActions name={p.code} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />}
        </>
      )}
    />
  );
}
