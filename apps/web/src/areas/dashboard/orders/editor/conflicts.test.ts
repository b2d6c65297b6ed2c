// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/client.ts';
import { conflictsOf, lineProducts, periodFrom, placeConflicts, unitProblemOf, withReplacement } from './conflicts.ts';
import { emptyOrder } from './orderForm.ts';

const bikeConflict = {
  productId: 'bike',
  name: 'Bike',
  requested: 2,
  available: 1,
  startDate: '2026-11-28T08:00:00.000Z',
  endDate: '2026-11-29T17:00:00.000Z',
  nextFreeAt: '2026-12-01T08:00:00.000Z',
  alternatives: [{ productId: 'bike-2', name: 'Other bike', available: 3 }],
};

const notAvailable = (conflicts: unknown) =>
  new ApiError(409, { code: 'notAvailable', message: 'Not available', details: { conflicts } });

describe('conflicts', () => {
  it('reads the conflicts of a 409 notAvailable answer only', () => {
    expect(conflictsOf(notAvailable([bikeConflict, { nonsense: true }]))).toEqual([bikeConflict]);
    expect(conflictsOf(new ApiError(409, { code: 'unitTaken', message: 'x' }))).toBeNull();
    expect(conflictsOf(new Error('x'))).toBeNull();
  });

  it('puts a conflict next to the product line and the pack holding that product', () => {
    const lines = [
      { key: 'a', kind: 'product' as const, id: 'bike', name: 'Bike', quantity: 1, subProductIds: [] },
      { key: 'b', kind: 'pack' as const, id: 'family', name: 'Family', quantity: 1, subProductIds: [] },
      { key: 'c', kind: 'service' as const, id: 'lock', name: 'Lock', quantity: 1, subProductIds: [] },
    ];
    const ski = { ...bikeConflict, productId: 'ski', name: 'Ski' };
    const placed = placeConflicts(lines, [bikeConflict, ski], lineProducts(new Map([['family', ['bike', 'helmet']]])));
    expect([...placed.byLine.keys()]).toEqual(['a', 'b']);
    expect(placed.byLine.get('a')).toEqual([bikeConflict]);
    expect(placed.unplaced).toEqual([ski]);
  });

  it('replaces a product by an alternative and drops the units chosen for the old one', () => {
    const values = emptyOrder({ startDay: '2026-11-28', startTime: '09:00', endDay: '2026-11-29', endTime: '18:00' });
    values.lines = [{ key: 'a', kind: 'product', id: 'bike', name: 'Bike', quantity: 2, subProductIds: ['u1'] }];
    expect(withReplacement(values, 'a', bikeConflict.alternatives[0])).toEqual([
      { key: 'a', kind: 'product', id: 'bike-2', name: 'Other bike', quantity: 2, subProductIds: [] },
    ]);
  });

  it('moves the period to the next free start, keeping its length across a DST change', () => {
    const values = { startDay: '2026-10-24', startTime: '09:00', endDay: '2026-10-24', endTime: '18:00' };
    // Free again on Sunday 25 October (the autumn change) at 09:00 Paris = 08:00 UTC.
    expect(periodFrom(values, '2026-10-25T08:00:00.000Z', 'Europe/Paris')).toEqual({
      startDay: '2026-10-25',
      startTime: '09:00',
      endDay: '2026-10-25',
      endTime: '18:00',
    });
    expect(periodFrom({ ...values, endTime: '08:00' }, '2026-10-25T08:00:00.000Z', 'Europe/Paris')).toBeNull();
  });
});

describe('units that cannot be given', () => {
  it('finds the line that asked for a unit another order has', () => {
    const values = emptyOrder({ startDay: '2026-11-28', startTime: '09:00', endDay: '2026-11-29', endTime: '18:00' });
    values.lines = [
      { key: 'a', kind: 'service', id: 'lock', name: 'Lock', quantity: 1, subProductIds: [] },
      { key: 'b', kind: 'product', id: 'bike', name: 'Bike', quantity: 1, subProductIds: ['u1'] },
    ];
    const taken = new ApiError(409, {
      code: 'unitTaken',
      message: 'x',
      details: { subProductId: 'u1', qrCodeValue: 'HB-1', orderNumber: 7 },
    });
    expect(unitProblemOf(values, taken)).toEqual({ code: 'unitTaken', line: 1, qrCodeValue: 'HB-1', orderNumber: 7 });
    expect(unitProblemOf(values, notAvailable([]))).toBeNull();
    expect(unitProblemOf({ lines: [] }, taken)).toBeNull();
  });
});
