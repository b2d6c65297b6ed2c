// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PlanningOrder, type PlanningProduct, planningGroups, rowBusy } from './rows.ts';

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
const unit = (subProductId: string, productId: string, status: 'WAITING' | 'USED' | 'ENDED' = 'WAITING') => ({
  subProductId,
  productId,
  qrCodeValue: subProductId,
  start: '2026-11-28T07:00:00.000Z',
  end: '2026-11-29T18:00:00.000Z',
  status,
});

const planningUnit = (id: string, qrCodeValue: string, patch: Partial<PlanningProduct['units'][number]> = {}) => ({
  id,
  qrCodeValue,
  serialNumber: null,
  size: null,
  state: 'GOOD',
  inService: true,
  downs: [],
  ...patch,
});

const products: PlanningProduct[] = [
  {
    id: 'bike',
    name: 'Bike',
    stockMode: 'SERIALIZED',
    capacity: 3,
    categoryId: 'cat',
    perDay: [],
    units: [
      planningUnit('u10', 'HB-10'),
      planningUnit('u2', 'HB-2', { size: 'M' }),
      planningUnit('u1', 'HB-1', {
        downs: [{ start: '2026-12-01T00:00:00.000Z', end: '2026-12-03T00:00:00.000Z', reason: 'Révision' }],
      }),
    ],
  },
  {
    id: 'helmet',
    name: 'Helmet',
    stockMode: 'QUANTITY',
    capacity: 25,
    categoryId: null,
    units: [],
    perDay: [
      { day: '2026-11-28', held: 3, free: 22 },
      { day: '2026-11-29', held: 0, free: 25 },
    ],
  },
  { id: 'boat', name: 'Boat', stockMode: 'SERIALIZED', capacity: 0, categoryId: null, units: [], perDay: [] },
];

const kinds = (row: { bars: { kind: string; number: number | null }[] }) => row.bars.map((b) => [b.kind, b.number]);

describe('planning rows', () => {
  it('gives every unit in service a row, in label order, with every booking it had or will have', () => {
    const returned = order('o1', {
      number: 3,
      status: 'ENDED',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-21T17:00:00.000Z',
      holds: [{ ...hold('bike', 1), returnedAt: '2026-11-21T16:00:00.000Z', departedAt: '2026-11-20T08:00:00.000Z' }],
      units: [{ ...unit('u2', 'bike', 'ENDED'), start: '2026-11-20T07:00:00.000Z', end: '2026-11-21T18:00:00.000Z' }],
    });
    const next = order('o2', { number: 7, holds: [hold('bike', 2)], units: [unit('u2', 'bike')] });
    const [bike] = planningGroups(products, [returned, next], NOW);
    expect(bike.rows.map((r) => [r.kind, r.label])).toEqual([
      ['unit', 'HB-1'],
      ['unit', 'HB-2 · M'],
      ['unit', 'HB-10'],
      ['unassigned', ''],
    ]);
    expect(kinds(bike.rows[1])).toEqual([
      ['returned', 3],
      ['booking', 7],
    ]);
    expect(bike.rows[1].bars[1]).toMatchObject({
      orderId: 'o2',
      customer: 'Léa',
      start: at('2026-11-28T07:00:00Z'),
      quantity: 1,
    });
    // the order holds two bikes and was given one: the other waits on the hold row
    expect(bike.rows[3].bars).toEqual([expect.objectContaining({ kind: 'hold', number: 7, quantity: 1 })]);
  });

  it('tells a unit out from a unit late, which runs on to now', () => {
    const out = order('out', { number: 4, status: 'IN_PROGRESS', units: [unit('u1', 'bike', 'USED')] });
    const late = order('late', {
      number: 5,
      status: 'IN_PROGRESS',
      isLate: true,
      units: [{ ...unit('u10', 'bike', 'USED'), start: '2026-11-20T07:00:00.000Z', end: '2026-11-22T18:00:00.000Z' }],
    });
    const [bike] = planningGroups(products, [out, late], NOW);
    expect(kinds(bike.rows[0])).toEqual([
      ['out', 4],
      ['down', null],
    ]);
    expect(bike.rows[0].bars[1]).toMatchObject({ reason: 'Révision', start: at('2026-12-01T00:00:00Z') });
    expect(kinds(bike.rows[2])).toEqual([['late', 5]]);
    expect(bike.rows[2].bars[0]).toMatchObject({ start: at('2026-11-20T07:00:00Z'), end: NOW });
  });

  it('leaves out the hold row when every booking has its units, keeps it for products without units', () => {
    const orders = [order('o1', { holds: [hold('bike', 1)], units: [unit('u1', 'bike')] })];
    const groups = planningGroups(products, orders, NOW);
    expect(groups[0].rows.map((r) => r.kind)).toEqual(['unit', 'unit', 'unit']);
    expect(groups[2].rows.map((r) => r.kind)).toEqual(['unassigned']);
  });

  it('gives a quantity product one row with its counts per day and its holds as bars', () => {
    const booked = order('b', { number: 8, holds: [hold('helmet', 3)] });
    const late = order('late', {
      number: 9,
      isLate: true,
      status: 'IN_PROGRESS',
      holds: [
        {
          ...hold('helmet', 2, '2026-11-20T08:00:00.000Z', '2026-11-22T17:00:00.000Z'),
          departedAt: '2026-11-20T08:00:00.000Z',
        },
      ],
    });
    const [, helmet] = planningGroups(products, [booked, late], NOW);
    expect(helmet.rows).toHaveLength(1);
    const [row] = helmet.rows;
    expect(row).toMatchObject({ kind: 'quantity', total: 25 });
    expect(row.perDay?.get('2026-11-28')).toBe(3);
    expect(kinds(row)).toEqual([
      ['booking', 8],
      ['late', 9],
    ]);
    expect(row.holds).toContainEqual({ start: at('2026-11-20T08:00:00Z'), end: NOW, quantity: 2 });
  });
});

describe('free cells', () => {
  it('counts bookings, downtime, late units and out-of-service units as taken, not past returns', () => {
    const orders = [order('o1', { holds: [hold('bike', 1)], units: [unit('u2', 'bike')] })];
    const [bike] = planningGroups(products, orders, NOW);
    const [hb1, hb2] = bike.rows;
    expect(rowBusy(hb1, at('2026-12-02T09:00:00Z'), at('2026-12-02T18:00:00Z'))).toBe(true);
    expect(rowBusy(hb1, at('2026-12-10T09:00:00Z'), at('2026-12-11T18:00:00Z'))).toBe(false);
    expect(rowBusy(hb2, at('2026-11-29T09:00:00Z'), at('2026-11-30T18:00:00Z'))).toBe(true);
    expect(rowBusy({ ...hb2, outOfService: true, bars: [] }, 0, 1)).toBe(true);
    const back = { ...hb2.bars[0], kind: 'returned' as const };
    expect(rowBusy({ ...hb2, bars: [back] }, at('2026-11-29T09:00:00Z'), at('2026-11-30T18:00:00Z'))).toBe(false);
    const late = { ...hb2.bars[0], kind: 'late' as const };
    expect(rowBusy({ ...hb2, bars: [late] }, at('2026-12-20T09:00:00Z'), at('2026-12-21T18:00:00Z'))).toBe(true);
  });
});
