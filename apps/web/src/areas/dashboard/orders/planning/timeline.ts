/**
 * Geometry of the planning: the columns of a period (hours of one day, or days) in the shop's time zone and where a
 * booking's bar sits over them. A column is a real stretch of time: a day of a DST change lasts 23 or 25 hours, so
 * the day zoom then has 23 or 25 hour columns and a day column covers 23 or 25 hours.
 */
import { startOfDay } from '@hirebase/shared/zone';
import { addDays, dayOf, timeOf, weekdayOf } from '../shared/zone.ts';

export const ZOOMS = ['day', 'week', 'month'] as const;
export type Zoom = (typeof ZOOMS)[number];

const HOUR_MS = 3_600_000;

export interface Column {
  /** The instant the column starts at and the one it ends at (exclusive). */
  start: number;
  end: number;
  /** The shop's day the column belongs to. */
  day: string;
  /** 'HH:mm' on the shop's clocks at the start of the column (hour columns only). */
  time?: string;
}

export interface Timeline {
  zoom: Zoom;
  timeZone: string;
  /** The first day of the period. */
  from: string;
  columns: Column[];
  start: number;
  end: number;
}

/** The first day of the period of a zoom that contains `day`: the day itself, its Monday, or the 1st. */
export function periodFirstDay(zoom: Zoom, day: string): string {
  if (zoom === 'week') return addDays(day, -((weekdayOf(day) + 6) % 7));
  if (zoom === 'month') return `${day.slice(0, 8)}01`;
  return day;
}

/** The days of the period of a zoom that starts at `from`. */
export function periodDays(zoom: Zoom, from: string): string[] {
  if (zoom === 'day') return [from];
  if (zoom === 'week') return Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const days: string[] = [];
  for (let day = from; day.slice(0, 7) === from.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of the previous (-1) or next (+1) period. */
export function shiftPeriod(zoom: Zoom, from: string, direction: -1 | 1): string {
  if (zoom === 'day') return addDays(from, direction);
  if (zoom === 'week') return addDays(from, 7 * direction);
  const [year, month] = from.split('-').map(Number);
  const index = year * 12 + (month - 1) + direction;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The columns of the period of `zoom` that contains `day`, in `timeZone`. */
export function buildTimeline(zoom: Zoom, day: string, timeZone: string): Timeline {
  const from = periodFirstDay(zoom, day);
  const days = periodDays(zoom, from);
  const bounds = [...days, addDays(days[days.length - 1], 1)].map((d) => startOfDay(d, timeZone));
  let columns: Column[];
  if (zoom === 'day') {
    columns = [];
    for (let t = bounds[0]; t < bounds[1]; t += HOUR_MS) {
      columns.push({ start: t, end: Math.min(t + HOUR_MS, bounds[1]), day: from, time: timeOf(t, timeZone) });
    }
  } else {
    columns = days.map((d, i) => ({ start: bounds[i], end: bounds[i + 1], day: d }));
  }
  return { zoom, timeZone, from, columns, start: bounds[0], end: bounds[bounds.length - 1] };
}

/** Where an instant falls, in columns from the left edge (fractions inside a column); clamped to the period. */
export function columnPosition(timeline: Timeline, ms: number): number {
  const { columns } = timeline;
  if (ms <= timeline.start) return 0;
  if (ms >= timeline.end) return columns.length;
  let low = 0;
  let high = columns.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (columns[mid].start <= ms) low = mid;
    else high = mid - 1;
  }
  const column = columns[low];
  return low + (ms - column.start) / (column.end - column.start);
}

export interface BarGeometry {
  /** Percent of the track's width. */
  left: number;
  width: number;
  /** The booking goes on before or after the period shown. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The bar of a booking [start, end) over the timeline; null when it is outside the period. */
export function barGeometry(timeline: Timeline, start: number, end: number): BarGeometry | null {
  if (end <= timeline.start || start >= timeline.end || end <= start) return null;
  const n = timeline.columns.length;
  const from = columnPosition(timeline, start);
  const to = columnPosition(timeline, end);
  return {
    left: (from / n) * 100,
    width: ((to - from) / n) * 100,
    clippedStart: start < timeline.start,
    clippedEnd: end > timeline.end,
  };
}

/** The column under a horizontal position of the pointer (0 … 1 of the track's width). */
export function columnAt(timeline: Timeline, fraction: number): number {
  const n = timeline.columns.length;
  return Math.min(n - 1, Math.max(0, Math.floor(fraction * n)));
}

/** Opening-day times a new booking made from day columns starts and ends at. */
const DAY_START = '09:00';
const DAY_END = '18:00';

/**
 * The period of a new booking over columns `a` … `b` (either order): the exact hours in the day zoom; from the first
 * day at DAY_START to the last day at DAY_END otherwise. Wall-clock values of the shop, for the order editor.
 */
export function selectionPeriod(
  timeline: Timeline,
  a: number,
  b: number,
): { startDay: string; startTime: string; endDay: string; endTime: string } {
  const first = timeline.columns[Math.min(a, b)];
  const last = timeline.columns[Math.max(a, b)];
  if (timeline.zoom === 'day') {
    return {
      startDay: first.day,
      startTime: timeOf(first.start, timeline.timeZone),
      endDay: dayOf(last.end, timeline.timeZone),
      endTime: timeOf(last.end, timeline.timeZone),
    };
  }
  return { startDay: first.day, startTime: DAY_START, endDay: last.day, endTime: DAY_END };
}

/** Lanes for overlapping bars of one row: each bar gets the first lane free at its start. */
export function assignLanes<T extends { start: number; end: number }>(items: T[]): { item: T; lane: number }[] {
  const laneEnds: number[] = [];
  return [...items]
    .sort((x, y) => x.start - y.start || x.end - y.end)
    .map((item) => {
      let lane = laneEnds.findIndex((end) => end <= item.start);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = item.end;
      return { item, lane };
    });
}

/** The most used at once during each column, for products counted by quantity. */
export function peakPerColumn(timeline: Timeline, holds: { start: number; end: number; quantity: number }[]): number[] {
  return timeline.columns.map((column) => {
    const inside = holds.filter((h) => h.start < column.end && h.end > column.start);
    const edges = inside.flatMap((h) => [
      { at: Math.max(h.start, column.start), delta: h.quantity },
      { at: h.end, delta: -h.quantity },
    ]);
    edges.sort((x, y) => x.at - y.at || x.delta - y.delta);
    let current = 0;
    let peak = 0;
    for (const edge of edges) {
      current += edge.delta;
      peak = Math.max(peak, current);
    }
    return peak;
  });
}
