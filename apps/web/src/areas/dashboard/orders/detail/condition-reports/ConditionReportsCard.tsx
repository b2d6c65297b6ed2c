import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConditionScope, useConditionReport } from '../../../../../api/conditionReports.ts';
import type { OrderView } from '../../../../../api/orders.ts';
import { ConditionReportPanel } from '../../../condition-reports/ConditionReportPanel.tsx';
import { Section } from '../../shared/Section.tsx';

function ScopeButton({ orderId, scope, onOpen }: { orderId: string; scope: ConditionScope; onOpen: () => void }) {
  const { t } = useTranslation();
  const report = useConditionReport(orderId, scope);
  const checked = report.data?.units.filter((u) => u.filled).length ?? 0;
  const total = report.data?.units.length ?? 0;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Button variant="light" onClick={onOpen} disabled={total === 0}>
        {t(`conditionReports.open.${scope}`)}
      </Button>
      <Group gap={4} wrap="nowrap">
        {total > 0 && (
          <Text size="sm">
            {checked}/{total}
          </Text>
        )}
        {report.data?.status && (
          <Badge color={report.data.status === 'SUCCESS' ? 'teal' : 'blue'} variant="light">
            {t(`conditionReports.pdf.status.${report.data.status}`)}
          </Badge>
        )}
      </Group>
    </Group>
  );
}

/** The order's departure and return condition reports, each opened in a dialog (full screen on a phone). */
export function ConditionReportsCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState<ConditionScope | null>(null);
  if (order.units.length === 0) return null;
  return (
    <Section title={t('conditionReports.cardTitle')}>
      <ScopeButton orderId={order.id} scope="DEPART" onOpen={() => setOpen('DEPART')} />
      <ScopeButton orderId={order.id} scope="RETOUR" onOpen={() => setOpen('RETOUR')} />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`conditionReports.title.${open}`) : ''}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t('conditionReports.close') }}
      >
        {open && <ConditionReportPanel orderId={order.id} scope={open} withTitle={false} />}
      </Modal>
    </Section>
  );
}
