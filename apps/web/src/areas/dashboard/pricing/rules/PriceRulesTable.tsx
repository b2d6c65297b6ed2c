import { Badge, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceRule } from '../../../../api/pricing.ts';
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
  if (rules.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('pricing.rules.empty')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label={t('pricing.tabs.rules')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pricing.rules.ruleTitle')}</Table.Th>
              <Table.Th>{t('pricing.rules.windows')}</Table.Th>
              <Table.Th>{t('pricing.common.scope')}</Table.Th>
              <Table.Th>{t('pricing.common.active')}</Table.Th>
              {onEdit && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={rule.id} data-testid={`price-rule-${rule.title}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {rule.title}
                  </Text>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {rule.productIds?.length
                      ? t('pricing.common.nProducts', { count: rule.productIds.length })
                      : t('pricing.common.allProducts')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={rule.active}
                    disabled={!onToggle}
                    onChange={(event) => onToggle?.(rule, event.currentTarget.checked)}
                    aria-label={t('pricing.common.activeOne', { name: rule.title })}
                  />
                </Table.Td>
                {onEdit && (
                  <Table.Td>
                    <RowActions name={rule.title} onEdit={() => onEdit(rule)} onDelete={() => onDelete?.(rule)} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
