import { describe, expect, it } from 'vitest';
import {
  dayInRanges,
  dayRangeListProblem,
  isDay,
  minutesOfDay,
  openingHoursProblem,
  socialLinkProblem,
  sortedOpeningHours,
  WEEKDAYS,
} from './company-settings.ts';

const week = Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as Parameters<typeof openingHoursProblem>[0];

describe('company settings checks', () => {
  it('reads times of day', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('18:30')).toBe(1110);
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(() => minutesOfDay('24:01')).toThrow(RangeError);
    expect(() => minutesOfDay('9:00')).toThrow(RangeError);
  });

  it('accepts several ranges a day and names the faulty one', () => {
    const ok = {
      ...week,
      tuesday: [
        { from: '14:00', to: '18:30' },
        { from: '09:00', to: '12:00' },
      ],
    };
    expect(openingHoursProblem(ok)).toBeUndefined();
    expect(sortedOpeningHours(ok).tuesday.map((r) => r.from)).toEqual(['09:00', '14:00']);
    expect(openingHoursProblem({ ...week, friday: [{ from: '10:00', to: '09:00' }] })).toMatchObject({
      field: 'friday.0.to',
    });
    expect(
      openingHoursProblem({
        ...week,
        monday: [
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '18:00' },
        ],
      }),
    ).toMatchObject({ field: 'monday.1' });
    expect(openingHoursProblem({ ...week, sunday: [{ from: '24:00', to: '24:00' }] })).toMatchObject({
      field: 'sunday.0.from',
    });
  });

  it('checks day ranges: real dates, in order, not overlapping', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(dayRangeListProblem([{ start: '2026-11-01', end: '2026-11-30' }], 'x')).toBeUndefined();
    expect(dayRangeListProblem([{ start: '2026-11-30', end: '2026-11-01' }], 'x')).toMatchObject({ field: 'x.0.end' });
    expect(
      dayRangeListProblem(
        [
          { start: '2026-11-01', end: '2026-11-30' },
          { start: '2026-10-01', end: '2026-11-01' },
        ],
        'x',
      ),
    ).toMatchObject({ field: 'x.0' });
    expect(dayInRanges('2026-11-15', [{ start: '2026-11-01', end: '2026-11-30' }])).toBe(true);
    expect(dayInRanges('2026-12-01', [{ start: '2026-11-01', end: '2026-11-30' }])).toBe(false);
  });

  it('checks social links point to their network', () => {
    expect(socialLinkProblem('facebook', 'https://m.facebook.com/shop')).toBeUndefined();
    expect(socialLinkProblem('x', 'https://twitter.com/shop')).toBeUndefined();
    expect(socialLinkProblem('instagram', 'https://evil.test/instagram.com')).toBeDefined();
    expect(socialLinkProblem('youtube', 'javascript:alert(1)')).toBeDefined();
    expect(socialLinkProblem('tiktok', 'tiktok.com/@shop')).toBeDefined();
  });
});
