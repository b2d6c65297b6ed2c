import { type CancellationRule, cancellationRules } from '@hirebase/shared/cancellation';
import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "5 days before the start", "24 h before the start", "until the start". */
export function noticeText(t: TFunction, hours: number): string {
  if (hours === 0) return t('settings.cancellation.untilStart');
  if (hours >= 48 && hours % 24 === 0) return t('settings.cancellation.noticeDays', { days: hours / 24 });
  return t('settings.cancellation.noticeHours', { hours });
}

/** The rules of a fixed policy, read-only: what a cancellation with at least that much notice gets back. */
export function CancellationRulesTable({ rules, caption }: { rules: readonly CancellationRule[]; caption: string }) {
  const { t } = useTranslation();
  const sorted = cancellationRules('CUSTOM', rules);
  const refundsUntilStart = sorted.some((rule) => rule.hoursBeforeStart === 0);
  return (
    <Table withTableBorder withColumnBorders={false} captionSide="top" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.cancellation.noticeColumn')}</Table.Th>
          <Table.Th ta="right">{t('settings.cancellation.refundColumn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((rule) => (
          <Table.Tr key={rule.hoursBeforeStart}>
            <Table.Td>{t('settings.cancellation.atLeast', { notice: noticeText(t, rule.hoursBeforeStart) })}</Table.Td>
            <Table.Td ta="right">{rule.refundPercent} %</Table.Td>
          </Table.Tr>
        ))}
        {!refundsUntilStart && (
          <Table.Tr>
            <Table.Td c="dimmed">{t('settings.cancellation.lessNotice')}</Table.Td>
            <Table.Td ta="right" c="dimmed">
              0 %
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
