import { describe, expect, it } from 'vitest';
import { boundOf, daySpan, localDateTime, spreadsheetDateTime, timeOfDay, wallClock } from './zone.ts';

const PARIS = 'Europe/Paris';

describe('the time-zone module', () => {
  it('reads the wall clock of an instant, across DST changes', () => {
    expect(wallClock(Date.parse('2026-03-29T00:30:00Z'), PARIS)).toEqual({ day: '2026-03-29', msOfDay: 5_400_000 });
    expect(wallClock(Date.parse('2026-03-29T01:30:00Z'), PARIS)).toEqual({ day: '2026-03-29', msOfDay: 12_600_000 });
    expect(wallClock(Date.parse('2026-07-11T22:00:00.250Z'), PARIS)).toEqual({ day: '2026-07-12', msOfDay: 250 });
    expect(localDateTime(Date.parse('2026-07-11T22:05:00Z'), PARIS)).toBe('2026-07-12T00:05');
    expect(timeOfDay(Date.parse('2026-07-11T22:05:00Z'), PARIS)).toBe('00:05');
    expect(spreadsheetDateTime(new Date('2026-03-14T08:05:00Z'), PARIS)).toBe('2026-03-14 09:05');
  });

  it('means a whole day by a date alone: its start as a start, the next midnight as an end', () => {
    expect(boundOf('2026-07-12', PARIS, 'start')).toBe(Date.parse('2026-07-11T22:00:00Z'));
    expect(boundOf('2026-07-12', PARIS, 'end')).toBe(Date.parse('2026-07-12T22:00:00Z'));
    expect(boundOf('2026-07-12T00:00', PARIS, 'end')).toBe(Date.parse('2026-07-11T22:00:00Z'));
    expect(boundOf('2026-07-12T09:00:00Z', PARIS, 'start')).toBe(Date.parse('2026-07-12T09:00:00Z'));
    expect(daySpan('2026-10-25', PARIS)).toEqual({
      start: Date.parse('2026-10-24T22:00:00Z'),
      end: Date.parse('2026-10-25T23:00:00Z'),
    });
  });
});
