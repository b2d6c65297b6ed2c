// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PlanningOrder, planningGroups, rowBusy } from './rows.ts';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-25T12:00:00Z');

function order(id: string, patch: Partial<PlanningOrder>): PlanningOrder {
  return {
    id,
    number: 1,
    status: 'TO_COME',
    type: 'ORDER',
    isRequest: false,
    isLate: false,
    startDate: '2026-11-28T08:00:00.000Z',
    endDate: '2026-11-29T17:00:00.000Z',
    customer: { id: 'c', displayName: 'Léa', email: null, phone: null },
    totalTTC: 10,
    paymentStatus: 'NOT_PAID',
    createdFrom: 'DASHBOARD',
    productNames: [],
    unitCount: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    holds: [],
    units: [],
    ...patch,
  } as PlanningOrder;
}

const hold = (
  productId: string,
  quantity: number,
  start = '2026-11-28T07:00:00.000Z',
  end = '2026-11-29T18:00:00.000Z',
) => ({
  productId,
  quantity,
  start,
  end,
  departedAt: null,
  returnedAt: null,
});
const unit = (subProductId: string, productId: string) => ({
  subProductId,
  productId,
  qrCodeValue: subProductId,
  start: '2026-11-28T07:00:00.000Z',
  end: '2026-11-29T18:00:00.000Z',
  status: 'WAITING' as const,
});

const products = [
  { id: 'bike', name: 'Bike', stockMode: 'SERIALIZED' as const, quantity: null, categoryId: 'cat' },
  { id: 'helmet', name: 'Helmet', stockMode: 'QUANTITY' as const, quantity: 25, categoryId: null },
  { id: 'boat', name: 'Boat', stockMode: 'SERIALIZED' as const, quantity: null, categoryId: null },
];
const units = [
  { id: 'u2', productId: 'bike', qrCodeValue: 'HB-2', size: 'M', inService: true, unavailabilities: [] },
  {
    id: 'u1',
    productId: 'bike',
    qrCodeValue: 'HB-1',
    size: null,
    inService: true,
    unavailabilities: [
      { rentalType: 'LCD', start: '2026-12-01T00:00:00.000Z', end: '2026-12-03T00:00:00.000Z' },
      { rentalType: 'LLD', start: '2026-12-10T00:00:00.000Z', end: '2026-12-13T00:00:00.000Z' },
    ],
  },
];

describe('planning rows', () => {
  it('puts a booking on the row of its unit and what has no unit yet on the unassigned row', () => {
    const orders = [order('o1', { number: 7, holds: [hold('bike', 2)], units: [unit('u2', 'bike')] })];
    const [bike] = planningGroups(products, units, orders, NOW);
    expect(bike.rows.map((r) => [r.kind, r.label, r.bars.length])).toEqual([
      ['unit', 'HB-1', 0],
      ['unit', 'HB-2 · M', 1],
      ['unassigned', '', 1],
    ]);
    expect(bike.rows[1].bars[0]).toMatchObject({
      number: 7,
      customer: 'Léa',
      start: at('2026-11-28T08:00:00Z'),
      quantity: 1,
    });
    expect(bike.rows[2].bars[0].quantity).toBe(1);
  });

  it('leaves out the unassigned row when every booking has its units, keeps it for products without units', () => {
    const orders = [order('o1', { holds: [hold('bike', 1)], units: [unit('u1', 'bike')] })];
    const groups = planningGroups(products, units, orders, NOW);
    expect(groups[0].rows.map((r) => r.kind)).toEqual(['unit', 'unit']);
    expect(groups[2].rows.map((r) => r.kind)).toEqual(['unassigned']);
  });

  it('runs a late order on to now, and counts quantity products from their holds', () => {
    const late = order('late', {
      isLate: true,
      status: 'IN_PROGRESS',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-22T17:00:00.000Z',
      holds: [hold('helmet', 3, '2026-11-20T08:00:00.000Z', '2026-11-22T17:00:00.000Z')],
      units: [unit('u1', 'bike')],
    });
    const groups = planningGroups(products, units, [late], NOW);
    expect(groups[0].rows[0].bars[0]).toMatchObject({ late: true, end: NOW });
    expect(groups[1].rows).toEqual([
      expect.objectContaining({
        kind: 'quantity',
        total: 25,
        holds: [{ start: at('2026-11-20T08:00:00Z'), end: NOW, quantity: 3 }],
      }),
    ]);
  });
});

describe('free cells', () => {
  it('counts bookings, short-term unavailability and out-of-service units as taken', () => {
    const orders = [order('o1', { holds: [hold('bike', 1)], units: [unit('u2', 'bike')] })];
    const [bike] = planningGroups(products, units, orders, NOW);
    const [hb1, hb2] = bike.rows;
    expect(hb1.downs).toEqual([{ start: at('2026-12-01T00:00:00Z'), end: at('2026-12-03T00:00:00Z') }]);
    expect(rowBusy(hb1, at('2026-12-02T09:00:00Z'), at('2026-12-02T18:00:00Z'))).toBe(true);
    expect(rowBusy(hb1, at('2026-12-10T09:00:00Z'), at('2026-12-11T18:00:00Z'))).toBe(false);
    expect(rowBusy(hb2, at('2026-11-29T09:00:00Z'), at('2026-11-30T18:00:00Z'))).toBe(true);
    expect(rowBusy({ ...hb2, outOfService: true, bars: [] }, 0, 1)).toBe(true);
  });
});
