import { describe, expect, it } from 'vitest';
import { dateProblem, readInstant, readPeriod } from './dates.ts';
import { AppError } from './errors.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('what a date means', () => {
  it('reads a date alone as the whole day of the zone: its start as a start, the next midnight as an end', () => {
    expect(iso(readInstant('startDate', '2026-07-12', 'Europe/Paris', 'start'))).toBe('2026-07-11T22:00:00.000Z');
    expect(iso(readInstant('endDate', '2026-07-12', 'Europe/Paris', 'end'))).toBe('2026-07-12T22:00:00.000Z');
    // across a DST change the day is 23 hours long
    expect(readInstant('e', '2026-03-29', 'Europe/Paris', 'end') - readInstant('s', '2026-03-29', 'Europe/Paris')).toBe(
      23 * 3_600_000,
    );
  });

  it('reads a date-time as that instant, wall-clock time of the zone without an offset', () => {
    expect(iso(readInstant('startDate', '2026-07-12T00:00', 'Europe/Paris', 'end'))).toBe('2026-07-11T22:00:00.000Z');
    expect(iso(readInstant('startDate', '2026-07-12T09:30:00+02:00', 'America/New_York'))).toBe(
      '2026-07-12T07:30:00.000Z',
    );
    // an unencoded "+" of a query string arrives as a space
    expect(iso(readInstant('startDate', '2026-07-12T09:30:00 02:00', 'UTC'))).toBe('2026-07-12T07:30:00.000Z');
  });

  it('makes a period of two dates, half-open, the end day included', () => {
    const period = readPeriod(
      { start: { field: 'startDate', value: '2026-07-12' }, end: { field: 'endDate', value: '2026-07-12' } },
      'UTC',
    );
    expect(period).toEqual({ start: Date.UTC(2026, 6, 12), end: Date.UTC(2026, 6, 13) });
    expect(() =>
      readPeriod(
        { start: { field: 'from', value: '2026-07-12T10:00' }, end: { field: 'to', value: '2026-07-12T10:00' } },
        'UTC',
      ),
    ).toThrow(expect.objectContaining({ statusCode: 400, details: { field: 'to' } }));
  });

  it('refuses dates outside 2000–2100 with a 400 naming the field, never the local mean time of 1900', () => {
    for (const bad of ['1900-01-01', '1900-01-01T10:00', '9999-12-31T10:00Z', '2026-02-30']) {
      let error: unknown;
      try {
        readInstant('startDate', bad, 'Europe/Paris');
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(AppError);
      expect((error as AppError).details).toEqual({ field: 'startDate' });
    }
    expect(dateProblem('month', '2026-13')).toMatch(/a month/);
    expect(dateProblem('month', '2100-12')).toBeUndefined();
  });
});
