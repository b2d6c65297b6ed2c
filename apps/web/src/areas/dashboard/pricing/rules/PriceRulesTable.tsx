import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceRule } from '../../../../api/pricing.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import { RowActions } from '../shared/RowActions.tsx';
import { describeWindow, formatVariation } from './describeWindow.ts';

/** Price rules in the order they apply, with their windows; actions only when handlers are given. */
export function PriceRulesTable({
  rules,
  currency,
  onEdit,
  onDelete,
  onToggle,
}: {
  rules: PriceRule[];
  currency: string;
  onEdit?: (rule: PriceRule) => void;
  onDelete?: (rule: PriceRule) => void;
  onToggle?: (rule: PriceRule, active: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      label={t('pricing.tabs.rules')}
      minWidth={720}
      rows={rules}
      rowKey={(rule) => rule.id}
      rowTestId={(rule) => `price-rule-${rule.title}`}
      emptyText={t('pricing.rules.empty')}
      columns={[
        {
          header: t('pricing.rules.ruleTitle'),
          cell: (rule) => (
            <Text size="sm" fw={500}>
              {rule.title}
            </Text>
          ),
        },
        {
          header: t('pricing.rules.windows'),
          cell: (rule) => (
            <Stack gap={2}>
              {rule.rules.map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity of their own
                <Group key={i} gap={6} wrap="nowrap">
                  <Badge variant="light" color={w.variation.value < 0 ? 'teal' : 'orange'} miw="max-content">
                    {formatVariation(w.variation, currency, i18n.language)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {describeWindow(w, t, i18n.language)}
                  </Text>
                </Group>
              ))}
            </Stack>
          ),
        },
        {
          header: t('pricing.common.scope'),
          cell: (rule) =>
            rule.productIds?.length
              ? t('pricing.common.nProducts', { count: rule.productIds.length })
              : t('pricing.common.allProducts'),
        },
        {
          header: t('pricing.common.active'),
          cell: (rule) => (
            <Switch
              checked={rule.active}
              disabled={!onToggle}
              onChange={(event) => onToggle?.(rule, event.currentTarget.checked)}
              aria-label={t('pricing.common.activeOne', { name: rule.title })}
            />
          ),
        },
      ]}
      actions={
        onEdit
          ? (rule) => <RowActions name={rule.title} onEdit={() => onEdit(rule)} onDelete={() => onDelete?.(rule)} />
          : undefined
      }
    />
  );
}
