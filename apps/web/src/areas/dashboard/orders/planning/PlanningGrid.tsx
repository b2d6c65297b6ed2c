import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDateParts } from '../../../../format/index.ts';
import { shopToday, weekdayOf } from '../shared/zone.ts';
import { PlanningRow, type RowHandlers, type Selection } from './PlanningRow.tsx';
import type { PlanningRow as PlanningRowData, ProductGroup } from './rows.ts';
import { columnPosition, type Timeline } from './timeline.ts';

const COLUMN_WIDTH = { day: 44, week: 110, month: 40 } as const;
const HEADER_HEIGHT = 40;

function ColumnHeader({ timeline, index }: { timeline: Timeline; index: number }) {
  const { i18n } = useTranslation();
  const column = timeline.columns[index];
  const weekday = formatDateParts(column.day, i18n.language, {
    weekday: timeline.zoom === 'week' ? 'short' : 'narrow',
  });
  return (
    <div
      data-day={column.day}
      data-time={column.time}
      style={{ textAlign: 'center', borderLeft: '1px solid var(--mantine-color-gray-3)', padding: '4px 0' }}
    >
      {timeline.zoom === 'day' ? (
        <Text size="xs">{column.time?.slice(0, 2)}</Text>
      ) : (
        <>
          <Text size="xs" c="gray.7" lh={1.2}>
            {weekday}
          </Text>
          <Text size="xs" fw={600} lh={1.2}>
            {Number(column.day.slice(8))}
          </Text>
        </>
      )}
    </div>
  );
}

/**
 * The planning as a CSS grid: a sticky header of columns, a layer shading weekends and marking now, then one block
 * per product with its rows. Columns all have the same width; bars are placed by the time they cover.
 */
export function PlanningGrid({
  timeline,
  groups,
  selection,
  handlers,
  rowLabel,
  now,
}: {
  timeline: Timeline;
  groups: ProductGroup[];
  selection: Selection | null;
  handlers: RowHandlers;
  rowLabel: (row: PlanningRowData) => string;
  now: number;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const labelWidth = phone ? 120 : 200;
  const n = timeline.columns.length;
  const today = shopToday(timeline.timeZone, now);
  const nowAt = now > timeline.start && now < timeline.end ? (columnPosition(timeline, now) / n) * 100 : null;
  const columns = `repeat(${n}, 1fr)`;
  return (
    <section
      style={{
        overflow: 'auto',
        maxHeight: 'calc(100dvh - 250px)',
        minHeight: 320,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
      }}
      aria-label={t('orders.tabs.planning')}
    >
      <div style={{ minWidth: labelWidth + n * COLUMN_WIDTH[timeline.zoom], position: 'relative' }}>
        <div
          style={{
            display: 'flex',
            position: 'sticky',
            top: 0,
            zIndex: 3,
            background: 'var(--mantine-color-body)',
            height: HEADER_HEIGHT,
            borderBottom: '1px solid var(--mantine-color-gray-4)',
          }}
        >
          <div
            style={{
              width: labelWidth,
              flex: 'none',
              position: 'sticky',
              left: 0,
              background: 'var(--mantine-color-body)',
              zIndex: 4,
            }}
          />
          <div style={{ flex: 1, display: 'grid', gridTemplateColumns: columns }}>
            {timeline.columns.map((column, i) => (
              <ColumnHeader key={column.start} timeline={timeline} index={i} />
            ))}
          </div>
        </div>
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: HEADER_HEIGHT,
            bottom: 0,
            left: labelWidth,
            right: 0,
            display: 'grid',
            gridTemplateColumns: columns,
            pointerEvents: 'none',
          }}
        >
          {timeline.columns.map((column) => {
            const weekend = timeline.zoom !== 'day' && [0, 6].includes(weekdayOf(column.day));
            const isToday = timeline.zoom !== 'day' && column.day === today;
            return (
              <div
                key={column.start}
                style={{
                  borderLeft: '1px solid var(--mantine-color-gray-2)',
                  background: isToday
                    ? 'var(--mantine-color-yellow-0)'
                    : weekend
                      ? 'var(--mantine-color-gray-0)'
                      : undefined,
                }}
              />
            );
          })}
          {nowAt !== null && (
            <div
              style={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${nowAt}%`,
                width: 2,
                background: 'var(--mantine-color-red-5)',
              }}
            />
          )}
        </div>
        {groups.map((group) => (
          <section key={group.productId} aria-label={group.name}>
            <div
              style={{
                display: 'flex',
                position: 'relative',
                zIndex: 1,
                background: 'var(--mantine-color-gray-1)',
                borderBottom: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <div style={{ position: 'sticky', left: 0, padding: '4px 8px', zIndex: 2 }}>
                <Text size="sm" fw={600}>
                  {group.name}
                </Text>
              </div>
            </div>
            {group.rows.map((row) => (
              <PlanningRow
                key={row.key}
                row={row}
                label={rowLabel(row)}
                labelWidth={labelWidth}
                timeline={timeline}
                selection={selection?.row === row.key ? selection : null}
                handlers={handlers}
              />
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
