// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  barGeometry,
  buildTimeline,
  columnAt,
  columnPosition,
  peakPerColumn,
  periodDays,
  periodFirstDay,
  selectionPeriod,
  shiftPeriod,
} from './timeline.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);

describe('periods', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(periodFirstDay('week', '2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(periodFirstDay('week', '2026-11-16')).toBe('2026-11-16');
    expect(periodFirstDay('month', '2026-11-22')).toBe('2026-11-01');
    expect(periodFirstDay('day', '2026-11-22')).toBe('2026-11-22');
  });

  it('lists the days of a month and moves by whole periods', () => {
    expect(periodDays('month', '2026-02-01')).toHaveLength(28);
    expect(periodDays('month', '2028-02-01')).toHaveLength(29);
    expect(shiftPeriod('month', '2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftPeriod('month', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftPeriod('week', '2026-11-16', -1)).toBe('2026-11-09');
    expect(shiftPeriod('day', '2026-11-30', 1)).toBe('2026-12-01');
  });
});

describe('day zoom', () => {
  it('has 24 hour columns from the shop’s midnight', () => {
    const timeline = buildTimeline('day', '2026-11-22', PARIS);
    expect(timeline.columns).toHaveLength(24);
    expect(timeline.start).toBe(at('2026-11-21T23:00:00Z'));
    expect(timeline.columns[9].time).toBe('09:00');
  });

  it('places a 9:00–18:00 booking (shop time) over hours 9 to 18', () => {
    const timeline = buildTimeline('day', '2026-11-22', PARIS);
    const bar = barGeometry(timeline, at('2026-11-22T08:00:00Z'), at('2026-11-22T17:00:00Z'));
    expect(bar?.left).toBeCloseTo((9 / 24) * 100);
    expect(bar?.width).toBeCloseTo((9 / 24) * 100);
    expect(bar?.clippedStart).toBe(false);
  });

  it('has 23 columns on the spring DST day, the hour 02:00 missing', () => {
    const timeline = buildTimeline('day', '2026-03-29', PARIS);
    expect(timeline.columns).toHaveLength(23);
    expect(timeline.columns.map((c) => c.time).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    // 10:00 local is 08:00 UTC on that day: nine real hours after midnight (23:00 UTC the day before).
    expect(columnPosition(timeline, at('2026-03-29T08:00:00Z'))).toBe(9);
    expect(timeline.columns[9].time).toBe('10:00');
  });

  it('has 25 columns on the autumn DST day, 02:00 twice', () => {
    const timeline = buildTimeline('day', '2026-10-25', PARIS);
    expect(timeline.columns).toHaveLength(25);
    expect(timeline.columns.map((c) => c.time).slice(1, 5)).toEqual(['01:00', '02:00', '02:00', '03:00']);
    const bar = barGeometry(timeline, at('2026-10-25T09:00:00Z'), at('2026-10-25T17:00:00Z')); // 10:00–18:00
    expect(bar?.left).toBeCloseTo((11 / 25) * 100);
    expect(bar?.width).toBeCloseTo((8 / 25) * 100);
  });
});

describe('week and month zooms', () => {
  it('places a weekend booking on Saturday and Sunday of the week', () => {
    const timeline = buildTimeline('week', '2026-11-25', PARIS);
    expect(timeline.columns.map((c) => c.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Saturday 09:00 → Sunday 18:00 in Paris (UTC+1).
    const bar = barGeometry(timeline, at('2026-11-28T08:00:00Z'), at('2026-11-29T17:00:00Z'));
    expect(bar?.left).toBeCloseTo(((5 + 9 / 24) / 7) * 100);
    expect(bar?.width).toBeCloseTo(((1 + 9 / 24) / 7) * 100);
  });

  it('measures a DST day by its own 23 hours', () => {
    const timeline = buildTimeline('week', '2026-03-29', PARIS);
    const sunday = timeline.columns[6];
    expect(sunday.day).toBe('2026-03-29');
    expect(sunday.end - sunday.start).toBe(23 * 3_600_000);
    // Noon on the shop's clock (10:00 UTC) is 12 of 23 real hours into that Sunday.
    expect(columnPosition(timeline, at('2026-03-29T10:00:00Z'))).toBeCloseTo(6 + 11 / 23);
    // A booking ending at the next midnight fills the day to the right edge.
    const bar = barGeometry(timeline, at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'));
    expect(bar).toMatchObject({ clippedStart: false, clippedEnd: false });
    expect((bar?.left ?? 0) + (bar?.width ?? 0)).toBeCloseTo(100);
  });

  it('clips bookings that go on outside the month and drops those outside it', () => {
    const timeline = buildTimeline('month', '2026-11-10', PARIS);
    expect(timeline.columns).toHaveLength(30);
    const bar = barGeometry(timeline, at('2026-10-20T08:00:00Z'), at('2026-11-02T23:00:00Z'));
    expect(bar).toMatchObject({ left: 0, clippedStart: true, clippedEnd: false });
    expect(bar?.width).toBeCloseTo((2 / 30) * 100);
    expect(barGeometry(timeline, at('2026-12-01T08:00:00Z'), at('2026-12-02T08:00:00Z'))).toBeNull();
  });

  it('turns a drag over columns into a period of the shop', () => {
    const week = buildTimeline('week', '2026-11-25', PARIS);
    expect(selectionPeriod(week, 6, 5)).toEqual({
      startDay: '2026-11-28',
      startTime: '09:00',
      endDay: '2026-11-29',
      endTime: '18:00',
    });
    const day = buildTimeline('day', '2026-11-28', PARIS);
    expect(selectionPeriod(day, 10, 12)).toEqual({
      startDay: '2026-11-28',
      startTime: '10:00',
      endDay: '2026-11-28',
      endTime: '13:00',
    });
    expect(selectionPeriod(day, 23, 23).endDay).toBe('2026-11-29');
    expect(columnAt(week, 0.99)).toBe(6);
    expect(columnAt(week, 1.2)).toBe(6);
  });
});

describe('rows', () => {
  it('puts overlapping bars on separate lanes', () => {
    const lanes = assignLanes([
      { id: 'a', start: 0, end: 10 },
      { id: 'b', start: 5, end: 15 },
      { id: 'c', start: 10, end: 20 },
    ]);
    expect(lanes.map((l) => [l.item.id, l.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
  });

  it('counts the peak in use per column for quantity products', () => {
    const timeline = buildTimeline('week', '2026-11-23', 'UTC');
    const day = (n: number, h = 0) =>
      at(`2026-11-${String(23 + n).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`);
    const peaks = peakPerColumn(timeline, [
      { start: day(0, 9), end: day(0, 12), quantity: 2 },
      { start: day(0, 13), end: day(1, 18), quantity: 3 },
      { start: day(1, 9), end: day(1, 10), quantity: 1 },
    ]);
    expect(peaks).toEqual([3, 4, 0, 0, 0, 0, 0]);
  });
});
