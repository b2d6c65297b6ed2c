import { Text, UnstyledButton } from '@mantine/core';
import { type CSSProperties, memo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../format/index.ts';
import type { BarKind, PlanningRow as Row } from './rows.ts';
import { assignLanes, barGeometry, columnAt, peakPerColumn, type Timeline } from './timeline.ts';

const BAR_HEIGHT = 22;
const ROW_PADDING = 5;
const COUNT_HEIGHT = 18;

const color = (value: string) => `var(--mantine-color-${value.replace('.', '-')})`;
export const HATCHED =
  'repeating-linear-gradient(45deg, var(--mantine-color-gray-4) 0 4px, var(--mantine-color-gray-1) 4px 8px)';

/** How each kind of bar looks; every text colour reads at 4.5:1 or more on its background. */
export const BAR_STYLES: Record<BarKind, CSSProperties> = {
  booking: { background: color('blue.8'), color: 'white' },
  hold: { background: color('blue.0'), color: color('blue.9'), border: `1px dashed ${color('blue.8')}` },
  out: { background: color('teal.9'), color: 'white' },
  late: { background: color('red.9'), color: 'white', outline: `2px solid ${color('red.9')}`, outlineOffset: 1 },
  returned: { background: color('gray.2'), color: color('gray.8') },
  down: { background: HATCHED, border: `1px solid ${color('gray.5')}` },
};

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
  const counts = row.kind === 'quantity' ? quantityCounts(row, timeline) : null;
  const top = ROW_PADDING + (counts ? COUNT_HEIGHT : 0);
  const height = laneCount * BAR_HEIGHT + top + ROW_PADDING;
  const n = timeline.columns.length;

  const pointer = (phase: 'down' | 'move' | 'up') => (event: PointerEvent<HTMLDivElement>) => {
    if (phase === 'down') {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const rect = event.currentTarget.getBoundingClientRect();
    handlers.onPointer(phase, row, columnAt(timeline, (event.clientX - rect.left) / rect.width));
  };
  const time = (ms: number) => formatDateTime(ms, i18n.language, timeline.timeZone);

  return (
    <div
      style={{ display: 'flex', minHeight: height, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={`planning-row-${row.key}`}
    >
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
          c={row.kind === 'unassigned' || row.outOfService ? 'gray.7' : undefined}
          fs={row.kind === 'unassigned' ? 'italic' : undefined}
          td={row.outOfService ? 'line-through' : undefined}
          title={row.outOfService ? `${label} · ${t('orders.planning.outOfService')}` : label}
        >
          {label}
        </Text>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a track of bars to point at, not a set of form fields */}
      <div
        role="group"
        data-testid={`planning-track-${row.key}`}
        aria-label={t('orders.planning.trackLabel', { row: label })}
        style={{
          position: 'relative',
          flex: 1,
          cursor: 'cell',
          touchAction: 'pan-x pan-y',
          userSelect: 'none',
          background: row.outOfService ? HATCHED : undefined,
        }}
        onPointerDown={pointer('down')}
        onPointerMove={selection?.dragging ? pointer('move') : undefined}
        onPointerUp={pointer('up')}
      >
        {counts && (
          <div
            style={{
              position: 'absolute',
              top: 2,
              left: 0,
              right: 0,
              height: COUNT_HEIGHT,
              display: 'grid',
              gridTemplateColumns: `repeat(${n}, 1fr)`,
            }}
          >
            {counts.map((held, i) => (
              <Text
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in order
                key={i}
                size="xs"
                ta="center"
                lh={`${COUNT_HEIGHT}px`}
                fw={held > 0 ? 600 : undefined}
                c={held >= (row.total ?? 0) && held > 0 ? 'red.9' : held > 0 ? undefined : 'gray.7'}
                title={t('orders.planning.heldOf', { held, total: row.total ?? 0 })}
              >
                {timeline.zoom === 'day' ? held || '' : `${held}/${row.total}`}
              </Text>
            ))}
          </div>
        )}
        {selection && (
          <div
            aria-hidden
            data-testid="planning-selection"
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
          const kind = t(`orders.planning.kinds.${bar.kind}`);
          const place = {
            position: 'absolute',
            top: top + lane * BAR_HEIGHT,
            height: BAR_HEIGHT - 3,
            left: `${g.left}%`,
            width: `max(${g.width}%, 6px)`,
            borderRadius: `${g.clippedStart ? 0 : 4}px ${g.clippedEnd ? 0 : 4}px ${g.clippedEnd ? 0 : 4}px ${g.clippedStart ? 0 : 4}px`,
            fontSize: 11,
            lineHeight: `${BAR_HEIGHT - 5}px`,
            padding: '0 4px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            zIndex: 1,
            boxSizing: 'border-box',
            ...BAR_STYLES[bar.kind],
          } satisfies CSSProperties;
          const period = t('orders.planning.period', { from: time(bar.start), to: time(bar.end) });
          if (bar.orderId === null) {
            const text = [kind, bar.reason, period].filter(Boolean).join(' · ');
            return (
              <div
                key={bar.key}
                role="img"
                aria-label={text}
                title={text}
                data-kind={bar.kind}
                style={place}
                onPointerDown={(e) => e.stopPropagation()}
                onPointerUp={(e) => e.stopPropagation()}
              />
            );
          }
          const orderId = bar.orderId;
          const name = `#${bar.number}${bar.customer ? ` ${bar.customer}` : ''}${bar.quantity > 1 ? ` ×${bar.quantity}` : ''}`;
          const text = t('orders.planning.barLabel', { name, kind, period });
          return (
            <UnstyledButton
              key={bar.key}
              onPointerDown={(e) => e.stopPropagation()}
              onPointerUp={(e) => e.stopPropagation()}
              onClick={() => handlers.onOpenOrder(orderId)}
              aria-label={text}
              title={text}
              data-testid={`planning-bar-${bar.number}`}
              data-kind={bar.kind}
              style={place}
            >
              {name}
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
});

/** Held per column of a quantity row: the day's count from the availability engine, or the peak of each hour. */
function quantityCounts(row: Row, timeline: Timeline): number[] {
  if (timeline.zoom === 'day' || !row.perDay) return peakPerColumn(timeline, row.holds ?? []);
  return timeline.columns.map((column) => row.perDay?.get(column.day) ?? 0);
}
