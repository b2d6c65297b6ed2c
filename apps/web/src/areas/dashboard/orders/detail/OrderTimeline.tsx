import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../api/orders.ts';
import { Section } from '../shared/Section.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';
import { useMailTimelineEntries } from './mails/mailTimeline.ts';

type EventKey = 'created' | 'requested' | 'departed' | 'ended' | 'cancelled' | 'updated';

/** What happened to the order, from the dates it carries (creation, departure, end, cancellation, last change). */
export function orderEvents(order: OrderView): { key: EventKey; at: string }[] {
  const events: { key: EventKey; at: string | null | undefined }[] = [
    { key: 'requested', at: order.requestDate },
    { key: 'created', at: order.createdAt },
    { key: 'departed', at: order.departedAt },
    { key: 'ended', at: order.endedAt },
    { key: 'cancelled', at: order.cancelInfo?.at },
    { key: 'updated', at: order.updatedAt !== order.createdAt ? order.updatedAt : null },
  ];
  const dated = events.filter((e): e is { key: EventKey; at: string } => !!e.at);
  // The last change is worth showing only when it is not one of the other events.
  const near = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) < 2000;
  return dated
    .filter((e) => e.key !== 'updated' || !dated.some((o) => o.key !== 'updated' && near(o.at, e.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function OrderTimeline({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const mails = useMailTimelineEntries(order.id);
  const events = [
    ...orderEvents(order).map((e) => ({ id: e.key, at: e.at, title: t(`orders.events.${e.key}`), detail: '' })),
    ...mails,
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Section title={t('orders.detail.timeline')}>
      <Timeline bulletSize={14} lineWidth={2} active={events.length - 1}>
        {events.map((event) => (
          <Timeline.Item key={event.id} title={event.title}>
            <Text size="xs" c="dimmed">
              {formatInZone(event.at, timeZone, i18n.language)}
              {event.detail && ` · ${event.detail}`}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
