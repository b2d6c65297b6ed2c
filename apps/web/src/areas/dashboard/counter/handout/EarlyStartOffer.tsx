import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarlyHandOut } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useMoney } from '../../catalogue/shared/money.ts';
import { useShopZone } from '../shared/shopTime.ts';
import { type EarlyRefusal, priceMove } from './earlyStart.ts';

/** 'Sat 11 Jul, 10:00' in the shop's zone: the day matters when the booking is days away. */
function useDayTime() {
  const { i18n } = useTranslation();
  const zone = useShopZone();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return (iso: string) => f.format(new Date(iso));
  }, [i18n.language, zone]);
}

/** The warning shown over an order handed out before its booked start. */
export function EarlyStartWarning({ bookedStart }: { bookedStart: string }) {
  const { t } = useTranslation();
  const dayTime = useDayTime();
  return (
    <Alert color="yellow" title={t('counter.handOut.early.bookedFrom', { at: dayTime(bookedStart) })}>
      {t('counter.handOut.early.hint')}
    </Alert>
  );
}

export interface EarlyStartOfferProps {
  preview: { data?: EarlyHandOut; isPending: boolean; error: unknown; refetch: () => unknown };
  refusal: EarlyRefusal | null;
  onConfirm: (expectedTotal: number) => void;
  onRefuse: () => void;
  busy: boolean;
}

/**
 * The offer to move the start to now before handing out: the price before and after and the difference, shown
 * before the person confirms. Refusing writes nothing.
 */
export function EarlyStartOffer({ preview, refusal, onConfirm, onRefuse, busy }: EarlyStartOfferProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dayTime = useDayTime();
  if (preview.error) return <ErrorAlert error={preview.error} onRetry={() => preview.refetch()} />;
  if (preview.isPending || !preview.data) return <PageLoader />;
  const p = preview.data;
  const move = priceMove(p.difference);
  const sign = move === 'up' ? '+' : '';
  return (
    <Paper withBorder p="md" role="group" aria-labelledby="early-start-title" data-testid="early-start-offer">
      <Stack gap="sm">
        <Title order={3} size="h5" id="early-start-title">
          {t('counter.handOut.early.title')}
        </Title>
        <Text size="sm">
          {t('counter.handOut.early.moves', { from: dayTime(p.bookedStart), to: dayTime(p.start) })}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('counter.handOut.early.oldTotal')} value={money.format(p.oldTotal)} />
          <Figure label={t('counter.handOut.early.newTotal')} value={money.format(p.newTotal)} strong />
          <Figure
            label={t('counter.handOut.early.difference')}
            value={`${sign}${money.format(p.difference)}`}
            color={move === 'up' ? 'orange' : move === 'down' ? 'teal' : undefined}
            testId="early-start-difference"
          />
        </SimpleGrid>
        {move === 'same' && (
          <Text size="sm" c="dimmed">
            {t('counter.handOut.early.samePrice')}
          </Text>
        )}
        {refusal && (
          <Alert color="red" variant="filled" role="alert">
            {refusal.kind === 'unitBusy'
              ? t('counter.handOut.early.unitBusy', { code: refusal.code, number: refusal.orderNumber })
              : t(`counter.handOut.early.${refusal.kind}`)}
          </Alert>
        )}
        <Group grow wrap="wrap">
          <Button size="lg" onClick={() => onConfirm(p.newTotal)} loading={busy}>
            {t('counter.handOut.early.confirm')}
          </Button>
          <Button size="lg" variant="default" onClick={onRefuse} disabled={busy}>
            {t('counter.handOut.early.refuse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Figure({
  label,
  value,
  strong,
  color,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
  testId?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} c={color} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
