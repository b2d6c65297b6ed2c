// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupToday, type TodayOrder } from './today.ts';

const order = (id: string, over: Partial<TodayOrder>): TodayOrder => ({
  id,
  status: 'TO_COME',
  type: 'ORDER',
  isRequest: false,
  isLate: false,
  startDate: '2026-07-10T08:00:00Z',
  endDate: '2026-07-10T16:00:00Z',
  ...over,
});

// 12:00 in Paris (UTC+2 in July).
const now = Date.parse('2026-07-10T10:00:00Z');
const ids = (list: TodayOrder[]) => list.map((o) => o.id);

describe('today lists', () => {
  it('puts booked orders starting today in departures, by start time', () => {
    const groups = groupToday(
      [
        order('later', { startDate: '2026-07-10T14:00:00Z' }),
        order('early', { startDate: '2026-07-10T06:30:00Z' }),
        order('tomorrow', { startDate: '2026-07-11T08:00:00Z', endDate: '2026-07-11T16:00:00Z' }),
        order('out', { status: 'IN_PROGRESS', startDate: '2026-07-10T07:00:00Z' }),
      ],
      now,
      'Europe/Paris',
    );
    expect(ids(groups.departures)).toEqual(['early', 'later']);
  });

  it("reads today in the shop's time zone, not in UTC", () => {
    // 23:30 UTC on the 9th is 01:30 on the 10th in Paris.
    const justAfterMidnight = order('night', { startDate: '2026-07-09T23:30:00Z' });
    expect(ids(groupToday([justAfterMidnight], now, 'Europe/Paris').departures)).toEqual(['night']);
    expect(ids(groupToday([justAfterMidnight], now, 'UTC').departures)).toEqual([]);
  });

  it('puts orders out and due today in returns, and orders out past their end in late', () => {
    const groups = groupToday(
      [
        order('due-evening', { status: 'IN_PROGRESS', endDate: '2026-07-10T17:00:00Z' }),
        order('due-afternoon', { status: 'IN_PROGRESS', endDate: '2026-07-10T13:00:00Z' }),
        order('due-this-morning', { status: 'IN_PROGRESS', endDate: '2026-07-10T08:00:00Z', isLate: true }),
        order('due-last-week', { status: 'IN_PROGRESS', endDate: '2026-07-03T08:00:00Z', isLate: true }),
        order('due-tomorrow', { status: 'IN_PROGRESS', endDate: '2026-07-11T08:00:00Z' }),
        order('returned', { status: 'ENDED' }),
      ],
      now,
      'Europe/Paris',
    );
    expect(ids(groups.returns)).toEqual(['due-afternoon', 'due-evening']);
    expect(ids(groups.late)).toEqual(['due-last-week', 'due-this-morning']);
  });

  it('leaves out requests, pre-bookings and cancelled orders, and counts an order met twice once', () => {
    const groups = groupToday(
      [
        order('a', {}),
        order('a', {}),
        order('request', { isRequest: true }),
        order('pre', { type: 'PRE_BOOKING' }),
        order('cancelled', { type: 'CANCELED' }),
      ],
      now,
      'Europe/Paris',
    );
    expect(ids(groups.departures)).toEqual(['a']);
  });
});
