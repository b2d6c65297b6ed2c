import { VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type MouseEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { axisTicks } from './chartScale.ts';

export type DayBar = { date: string; day: string; fullDay: string; value: number };

const HEIGHT = 200;
const TOP = 8;
const BOTTOM = 24;
const FONT = 12;
/** An estimate of a label's width: the chart is measured before it is drawn, its words are not. */
const textWidth = (text: string, size: number) => text.length * size * 0.6;

/**
 * Bars of one value per day, drawn as SVG at the width of its box. The drawing is named by its title, each day's
 * column is a link (`linkOf`) named by its day and figure, and the same figures are in a table for screen readers.
 */
export function DayBarChart({
  title,
  dayHeader,
  valueHeader,
  bars,
  color,
  whole = false,
  format = String,
  linkOf,
}: {
  title: string;
  dayHeader: string;
  valueHeader: string;
  bars: DayBar[];
  /** A Mantine colour and shade: `blue.6`. */
  color: string;
  /** Counts: the axis shows whole numbers only. */
  whole?: boolean;
  format?: (value: number) => string;
  /** Where a day's column leads. */
  linkOf: (date: string) => string;
}) {
  const navigate = useNavigate();
  const { ref, width: measured } = useElementSize<HTMLElement>();
  const titleId = useId();
  const width = measured || 600;
  const ticks = axisTicks(Math.max(0, ...bars.map((b) => b.value)), { whole });
  const top = ticks[ticks.length - 1] || 1;
  const axis = Math.ceil(Math.max(...ticks.map((v) => textWidth(format(v), FONT)))) + 12;
  const plot = { left: axis, width: Math.max(0, width - axis - 4), height: HEIGHT - TOP - BOTTOM };
  const y = (value: number) => TOP + plot.height - (value / top) * plot.height;
  const slot = plot.width / Math.max(1, bars.length);
  const barWidth = Math.max(1, Math.min(slot * 0.7, 48));
  const labelEvery = Math.max(1, Math.ceil((Math.max(0, ...bars.map((b) => textWidth(b.day, 11))) + 8) / slot));
  const fill = `var(--mantine-color-${color.replace('.', '-')})`;
  const open = (event: MouseEvent, date: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(linkOf(date));
  };

  return (
    <figure ref={ref} aria-labelledby={titleId} style={{ margin: 0 }}>
      <svg width={width} height={HEIGHT} aria-labelledby={titleId} style={{ display: 'block' }}>
        <title id={titleId}>{title}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={plot.left}
              x2={plot.left + plot.width}
              y1={y(v)}
              y2={y(v)}
              stroke="var(--mantine-color-gray-3)"
              strokeDasharray={v === 0 ? undefined : '5 5'}
            />
            <text
              x={plot.left - 8}
              y={y(v)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={FONT}
              fill="var(--mantine-color-dimmed)"
            >
              {format(v)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const x = plot.left + i * slot + (slot - barWidth) / 2;
          const height = Math.max(0, y(0) - y(bar.value));
          return (
            <g key={bar.date}>
              {/* the whole column is the link, so that a day with a small figure is easy to open */}
              <a
                href={linkOf(bar.date)}
                aria-label={`${bar.fullDay}: ${format(bar.value)}`}
                onClick={(event) => open(event, bar.date)}
              >
                <title>{`${bar.fullDay}: ${format(bar.value)}`}</title>
                <rect x={plot.left + i * slot} y={TOP} width={slot} height={plot.height} fill="transparent" />
                <rect x={x} y={y(bar.value)} width={barWidth} height={height} rx={2} fill={fill} />
              </a>
              {i % labelEvery === 0 && (
                <text
                  x={plot.left + i * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {bar.day}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.date}>
                <th scope="row">{bar.fullDay}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
