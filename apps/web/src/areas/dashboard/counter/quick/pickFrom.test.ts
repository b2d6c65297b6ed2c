// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { candidatesFor, orderOfUnitFor, timeShownFor } from './pickFrom.ts';

const of = (id: string, status: string, unitStatus: string, startDate: string, extra = {}) => ({
  id,
  type: 'ORDER',
  status,
  startDate,
  unit: { status: unitStatus, returnedAt: null },
  ...extra,
});

describe('the order a scanned unit leads to', () => {
  const past = of('past', 'ENDED', 'ENDED', '2026-07-01T08:00:00Z', {
    unit: { status: 'ENDED', returnedAt: '2026-07-02T08:00:00Z' },
  });
  const later = of('later', 'TO_COME', 'WAITING', '2026-07-20T08:00:00Z');
  const sooner = of('sooner', 'TO_COME', 'WAITING', '2026-07-12T08:00:00Z');
  const out = of('out', 'IN_PROGRESS', 'USED', '2026-07-09T08:00:00Z');

  it('departures and returns keep their own rule', () => {
    expect(orderOfUnitFor('departures', [past, later, sooner])?.id).toBe('later');
    expect(orderOfUnitFor('out', [past, later, out])?.id).toBe('out');
    expect(orderOfUnitFor('out', [past, later])).toBeUndefined();
  });

  it('a booking change goes to the order the unit is out with, else to the next one it waits for', () => {
    expect(orderOfUnitFor('booked', [later, out, sooner])?.id).toBe('out');
    expect(orderOfUnitFor('booked', [past, later, sooner])?.id).toBe('sooner');
    const canceled = of('canceled', 'TO_COME', 'WAITING', '2026-07-10T08:00:00Z', { type: 'CANCELED' });
    expect(orderOfUnitFor('booked', [canceled, later])?.id).toBe('later');
    expect(orderOfUnitFor('booked', [past])).toBeUndefined();
  });
});

describe("today's orders offered", () => {
  const groups = { departures: ['d1'], returns: ['r1'], late: ['l1'] };

  it('depend on the action', () => {
    expect(candidatesFor('departures', groups)).toEqual(['d1']);
    expect(candidatesFor('out', groups)).toEqual(['l1', 'r1']);
    expect(candidatesFor('booked', groups)).toEqual(['l1', 'r1', 'd1']);
  });

  it('show when an order leaves, or when it is due back', () => {
    const order = { startDate: 'start', endDate: 'end' };
    expect(timeShownFor({ ...order, status: 'TO_COME' })).toBe('start');
    expect(timeShownFor({ ...order, status: 'IN_PROGRESS' })).toBe('end');
  });
});
