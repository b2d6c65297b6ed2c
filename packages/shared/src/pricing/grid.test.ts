import { describe, expect, it } from 'vitest';
import { toEpoch } from '../zone.ts';
import { dayPrice, gridPrice, measureRental, seasonGrid, validatePriceGrid } from './grid.ts';
import type { PriceGrid } from './types.ts';

const tz = 'Europe/Paris';
const bike: PriceGrid = {
  hourly: 500,
  halfDay: 1500,
  days: [
    { days: 1, price: 2500 },
    { days: 2, price: 4500 },
    { days: 3, price: 6000 },
    { days: 7, price: 12000 },
  ],
  extraDay: 1500,
};

function price(grid: PriceGrid, start: string, end: string, timeZone = tz) {
  const s = toEpoch(start, timeZone);
  const season = seasonGrid(grid, new Date(s).toISOString().slice(0, 10), undefined);
  const duration = measureRental(s, toEpoch(end, timeZone), timeZone, season.grid.halfDayHours ?? 4);
  return { ...gridPrice(season.grid, duration), duration };
}

describe('short rentals', () => {
  it('prices by started hours', () => {
    const r = price(bike, '2025-06-14T10:00', '2025-06-14T12:00');
    expect(r.price).toBe(1000);
    expect(r.explanation[0]).toBe('2 started hours × 5.00');
  });
  it('counts a started hour as a whole hour', () => {
    expect(price(bike, '2025-06-14T10:00', '2025-06-14T11:05').price).toBe(1000);
  });
  it('caps hours by the half day', () => {
    expect(price(bike, '2025-06-14T10:00', '2025-06-14T13:30').price).toBe(1500);
  });
  it('charges a half day up to halfDayHours', () => {
    const r = price(bike, '2025-06-14T10:00', '2025-06-14T14:00');
    expect(r.duration.unit).toBe('short');
    expect(r.price).toBe(1500);
  });
  it('caps hours and half day by the one-day price', () => {
    const grid: PriceGrid = { hourly: 1000, halfDay: 3000, days: [{ days: 1, price: 2500 }] };
    expect(price(grid, '2025-06-14T10:00', '2025-06-14T13:00').price).toBe(2500);
  });
  it('honours a custom half-day length', () => {
    const grid: PriceGrid = { ...bike, halfDayHours: 5 };
    expect(price(grid, '2025-06-14T09:00', '2025-06-14T14:00').price).toBe(1500);
    expect(price(grid, '2025-06-14T09:00', '2025-06-14T14:01').price).toBe(2500);
  });
  it('prices hour-only grids by the hour at any length', () => {
    expect(price({ hourly: 800, days: [] }, '2025-06-14T09:00', '2025-06-14T17:30').price).toBe(7200);
  });
});

describe('day tiers', () => {
  it('is one day past the half day on the same day', () => {
    const r = price(bike, '2025-06-14T09:00', '2025-06-14T18:00');
    expect(r.duration.days).toBe(1);
    expect(r.price).toBe(2500);
  });
  it.each([
    ['2025-06-14T09:00', '2025-06-15T18:00', 2, 4500],
    ['2025-06-14T09:00', '2025-06-16T18:00', 3, 6000],
    ['2025-06-14T09:00', '2025-06-20T18:00', 7, 12000],
  ])('uses the exact tier %s → %s (%i days)', (start, end, days, expected) => {
    const r = price(bike, start, end);
    expect(r.duration.days).toBe(days);
    expect(r.price).toBe(expected);
  });
  it('adds extra days to the largest tier below', () => {
    expect(dayPrice(bike, 5)).toEqual({
      price: 9000,
      explanation: ['5 days: 3-day tier 60.00 + 2 extra days × 15.00 = 90.00'],
      steps: [
        {
          code: 'tierPlusExtraDays',
          params: { days: 5, tierDays: 3, tierPrice: 6000, extraDays: 2, extraDay: 1500, price: 9000 },
        },
      ],
    });
    expect(dayPrice(bike, 10)?.price).toBe(16500);
  });
  it('extrapolates from the last tier average without extraDay', () => {
    const grid: PriceGrid = {
      days: [
        { days: 1, price: 2000 },
        { days: 7, price: 7000 },
      ],
    };
    expect(dayPrice(grid, 9)?.price).toBe(9000);
    expect(dayPrice(grid, 2)?.price).toBe(3000);
  });
  it('rounds the extrapolated average half away from zero', () => {
    expect(dayPrice({ days: [{ days: 3, price: 1000 }] }, 4)?.price).toBe(1333);
    expect(dayPrice({ days: [{ days: 2, price: 1001 }] }, 3)?.price).toBe(1502);
  });
  it('caps a gap by a longer, cheaper tier', () => {
    const grid: PriceGrid = {
      days: [
        { days: 1, price: 2000 },
        { days: 7, price: 7000 },
      ],
      extraDay: 1500,
    };
    const r = dayPrice(grid, 6);
    expect(r?.price).toBe(7000);
    expect(r?.explanation.at(-1)).toBe('6 days: capped by the 7-day tier 70.00');
  });
  it('prices days below the first tier as the first tier', () => {
    expect(dayPrice({ days: [{ days: 2, price: 4000 }] }, 1)?.price).toBe(4000);
  });
  it('uses extraDay alone as a daily price', () => {
    expect(dayPrice({ days: [], extraDay: 1200 }, 3)?.price).toBe(3600);
  });
});

describe('calendar days in the company zone', () => {
  it('counts both days of a rental crossing midnight', () => {
    const r = price(bike, '2025-06-13T18:00', '2025-06-14T10:00');
    expect(r.duration.calendarDays).toBe(2);
    expect(r.price).toBe(4500);
  });
  it('keeps a short night rental short', () => {
    const r = price(bike, '2025-06-13T22:00', '2025-06-14T01:00');
    expect(r.duration.unit).toBe('short');
    expect(r.price).toBe(1500);
  });
  it('does not count the day of an end at 00:00', () => {
    expect(price(bike, '2025-06-14T09:00', '2025-06-15T00:00').duration.days).toBe(1);
    expect(price(bike, '2025-06-14T09:00', '2025-06-15T00:00:01').duration.days).toBe(2);
  });
  it('counts the spring DST weekend in Paris as two days (47 h)', () => {
    const r = price(bike, '2025-03-29', '2025-03-31');
    expect(r.duration.elapsedMs).toBe(47 * 3_600_000);
    expect(r.duration.days).toBe(2);
    expect(r.price).toBe(4500);
  });
  it('counts the autumn DST weekend in Paris as two days (49 h)', () => {
    const r = price(bike, '2025-10-25', '2025-10-27');
    expect(r.duration.elapsedMs).toBe(49 * 3_600_000);
    expect(r.duration.days).toBe(2);
  });
  it('counts elapsed hours across the DST jump', () => {
    const r = price(bike, '2025-03-30T01:30', '2025-03-30T04:30');
    expect(r.duration.startedHours).toBe(2);
    expect(r.price).toBe(1000);
  });
  it('uses the company zone, not UTC', () => {
    // 23:30 UTC on the 13th is 01:30 on the 14th in Paris: a same-day rental there.
    const r = price(bike, '2025-06-13T23:30:00Z', '2025-06-14T16:00:00Z');
    expect(r.duration.calendarDays).toBe(1);
    expect(price(bike, '2025-06-13T23:30:00Z', '2025-06-14T16:00:00Z', 'UTC').duration.calendarDays).toBe(2);
  });
});

describe('low season', () => {
  const grid: PriceGrid = { ...bike, lowSeason: { days: [{ days: 1, price: 1800 }] } };
  const low = [{ start: '2025-11-01', end: '2025-11-30' }];
  it('uses the low-season grid when the rental starts in low season', () => {
    expect(seasonGrid(grid, '2025-11-30', low)).toEqual({ grid: grid.lowSeason, lowSeason: true });
    expect(seasonGrid(grid, '2025-12-01', low).lowSeason).toBe(false);
    expect(seasonGrid(bike, '2025-11-15', low).lowSeason).toBe(false);
  });
});

describe('validatePriceGrid', () => {
  it('accepts a sound grid', () => {
    expect(validatePriceGrid(bike)).toEqual([]);
  });
  it('reports each faulty field', () => {
    const issues = validatePriceGrid({
      hourly: -1,
      halfDay: 12.5,
      halfDayHours: 30,
      days: [
        { days: 2, price: 100 },
        { days: 2, price: 200 },
        { days: 0, price: -5 },
      ],
      lowSeason: { days: [] },
    });
    expect(issues.map((i) => i.field)).toEqual([
      'hourly',
      'halfDay',
      'halfDayHours',
      'days[1].days',
      'days[2].days',
      'days[2].price',
      'lowSeason.days',
    ]);
  });
  it('needs at least one price', () => {
    expect(validatePriceGrid({ days: [] })).toEqual([
      { field: 'days', message: 'needs at least an hourly, half-day or day price' },
    ]);
  });
});
