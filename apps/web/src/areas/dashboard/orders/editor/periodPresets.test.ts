// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { todayPeriod, weekendPeriod } from './periodPresets.ts';

const PARIS = 'Europe/Paris';

describe('period presets in the shop’s zone', () => {
  it('books today from the next quarter hour to closing time', () => {
    // 10:07 in Paris (UTC+1) on Wednesday 25 November.
    expect(todayPeriod(PARIS, Date.parse('2026-11-25T09:07:00Z'))).toEqual({
      startDay: '2026-11-25',
      startTime: '10:15',
      endDay: '2026-11-25',
      endTime: '18:00',
    });
    // Early morning starts at opening; late evening ends tomorrow.
    expect(todayPeriod(PARIS, Date.parse('2026-11-25T05:00:00Z')).startTime).toBe('09:00');
    expect(todayPeriod(PARIS, Date.parse('2026-11-25T19:00:00Z'))).toMatchObject({
      startTime: '20:00',
      endDay: '2026-11-26',
    });
  });

  it('uses the shop’s date, not the browser’s: 23:30 UTC is already tomorrow in Paris', () => {
    expect(todayPeriod(PARIS, Date.parse('2026-11-24T23:30:00Z')).startDay).toBe('2026-11-25');
  });

  it('books the coming weekend, next week’s on a Saturday', () => {
    expect(weekendPeriod(PARIS, Date.parse('2026-11-25T10:00:00Z'))).toEqual({
      startDay: '2026-11-28',
      startTime: '09:00',
      endDay: '2026-11-29',
      endTime: '18:00',
    });
    expect(weekendPeriod(PARIS, Date.parse('2026-11-28T10:00:00Z')).startDay).toBe('2026-12-05');
  });
});
