import { Text, UnstyledButton } from '@mantine/core';
import { memo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningRow as Row } from './rows.ts';
import { assignLanes, barGeometry, columnAt, peakPerColumn, type Timeline } from './timeline.ts';

const BAR_HEIGHT = 22;
const ROW_PADDING = 5;

const BAR_COLORS = { TO_COME: 'blue.6', IN_PROGRESS: 'orange.6', ENDED: 'gray.5' } as const;
const color = (value: string) => `var(--mantine-color-${value.replace('.', '-')})`;
const HATCHED =
  'repeating-linear-gradient(45deg, var(--mantine-color-gray-3) 0 4px, var(--mantine-color-gray-1) 4px 8px)';

export interface Selection {
  row: string;
  a: number;
  b: number;
  dragging: boolean;
}

export interface RowHandlers {
  onPointer: (phase: 'down' | 'move' | 'up', row: Row, column: number) => void;
  onOpenOrder: (orderId: string) => void;
}

/** One row of the planning: its label, then a track where bookings are bars and a drag over free time books it. */
export const PlanningRow = memo(function PlanningRow({
  row,
  label,
  labelWidth,
  timeline,
  selection,
  handlers,
}: {
  row: Row;
  label: string;
  labelWidth: number;
  timeline: Timeline;
  selection: Selection | null;
  handlers: RowHandlers;
}) {
  const { t, i18n } = useTranslation();
  const lanes = assignLanes(row.bars);
  const laneCount = Math.max(1, ...lanes.map((l) => l.lane + 1));
  const height = laneCount * BAR_HEIGHT + 2 * ROW_PADDING;
  const n = timeline.columns.length;
  const peaks = row.kind === 'quantity' ? peakPerColumn(timeline, row.holds ?? []) : null;

  const pointer = (phase: 'down' | 'move' | 'up') => (event: PointerEvent<HTMLDivElement>) => {
    if (phase === 'down') {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const rect = event.currentTarget.getBoundingClientRect();
    handlers.onPointer(phase, row, columnAt(timeline, (event.clientX - rect.left) / rect.width));
  };
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: timeline.timeZone,
    }).format(ms);

  return (
    <div style={{ display: 'flex', minHeight: height, borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <div
        style={{
          width: labelWidth,
          flex: 'none',
          position: 'sticky',
          left: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderRight: '1px solid var(--mantine-color-gray-3)',
          padding: '4px 8px 4px 20px',
          userSelect: 'none',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Text
          size="xs"
          truncate
          c={row.kind === 'unassigned' || row.outOfService ? 'dimmed' : undefined}
          fs={row.kind === 'unassigned' ? 'italic' : undefined}
          td={row.outOfService ? 'line-through' : undefined}
          title={row.outOfService ? t('orders.planning.outOfService') : undefined}
        >
          {label}
        </Text>
      </div>
      <div
        role="presentation"
        data-testid={`planning-track-${row.key}`}
        aria-label={t('orders.planning.trackLabel', { row: label })}
        style={{
          position: 'relative',
          flex: 1,
          cursor: 'cell',
          touchAction: 'pan-y',
          userSelect: 'none',
          background: row.outOfService ? HATCHED : undefined,
        }}
        onPointerDown={pointer('down')}
        onPointerMove={selection?.dragging ? pointer('move') : undefined}
        onPointerUp={pointer('up')}
      >
        {peaks && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', gridTemplateColumns: `repeat(${n}, 1fr)` }}>
            {peaks.map((used, i) => (
              <Text
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in order
                key={i}
                size="xs"
                ta="center"
                style={{ alignSelf: 'center', opacity: used ? 1 : 0.35 }}
                c={used >= (row.total ?? 0) && used > 0 ? 'red' : undefined}
              >
                {timeline.zoom === 'week' ? `${used}/${row.total}` : used || ''}
              </Text>
            ))}
          </div>
        )}
        {(row.downs ?? []).map((down) => {
          const g = barGeometry(timeline, down.start, down.end);
          return (
            g && (
              <div
                key={down.start}
                title={t('orders.planning.unavailable')}
                style={{
                  position: 'absolute',
                  top: 2,
                  bottom: 2,
                  left: `${g.left}%`,
                  width: `${g.width}%`,
                  background: HATCHED,
                }}
              />
            )
          );
        })}
        {selection && (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              top: 2,
              bottom: 2,
              left: `${(Math.min(selection.a, selection.b) / n) * 100}%`,
              width: `${((Math.abs(selection.a - selection.b) + 1) / n) * 100}%`,
              background: 'var(--mantine-color-teal-2)',
              border: '1px dashed var(--mantine-color-teal-7)',
              borderRadius: 4,
            }}
          />
        )}
        {lanes.map(({ item: bar, lane }) => {
          const g = barGeometry(timeline, bar.start, bar.end);
          if (!g) return null;
          const name = `#${bar.number}${bar.customer ? ` ${bar.customer}` : ''}${bar.quantity > 1 ? ` ×${bar.quantity}` : ''}`;
          return (
            <UnstyledButton
              key={bar.key}
              onPointerDown={(e) => e.stopPropagation()}
              onPointerUp={(e) => e.stopPropagation()}
              onClick={() => handlers.onOpenOrder(bar.orderId)}
              aria-label={t('orders.planning.barLabel', { name, from: time(bar.start), to: time(bar.end) })}
              title={`${name} · ${time(bar.start)} → ${time(bar.end)}${bar.late ? ` · ${t('orders.late')}` : ''}`}
              data-testid={`planning-bar-${bar.number}`}
              style={{
                position: 'absolute',
                top: ROW_PADDING + lane * BAR_HEIGHT,
                height: BAR_HEIGHT - 3,
                left: `${g.left}%`,
                width: `max(${g.width}%, 6px)`,
                background: color(bar.late ? 'red.7' : BAR_COLORS[bar.status]),
                color: 'white',
                borderRadius: `${g.clippedStart ? 0 : 4}px ${g.clippedEnd ? 0 : 4}px ${g.clippedEnd ? 0 : 4}px ${g.clippedStart ? 0 : 4}px`,
                outline: bar.late ? '2px solid var(--mantine-color-red-9)' : undefined,
                fontSize: 11,
                lineHeight: `${BAR_HEIGHT - 3}px`,
                padding: '0 4px',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                zIndex: 1,
              }}
            >
              {name}
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
});
