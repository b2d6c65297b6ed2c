// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../api/orders.ts';
import { type AvailableItem, addableProducts } from './addableProducts.ts';
import { draftOf, withProduct } from './bookingUpdate.ts';
import type { ScannedUnit } from './scanSession.ts';

const ZONE = 'Europe/Paris';

const line = (id: string, kind: string, itemId: string, name: string, quantity: number, parentLineId?: string) => ({
  id,
  kind,
  itemId,
  name,
  quantity,
  parentLineId: parentLineId ?? null,
  returnedQuantity: 0,
});

/** 2 bikes and a family pack holding one child seat, Saturday to Sunday. */
const order = {
  id: 'o-1',
  status: 'TO_COME',
  type: 'ORDER',
  startDate: '2026-07-11T08:00:00.000Z',
  endDate: '2026-07-12T16:00:00.000Z',
  customer: { id: 'c-1' },
  lines: [
    line('l-bike', 'product', 'bike', 'VTT', 2),
    line('l-pack', 'pack', 'family', 'Pack famille', 1),
    line('l-seat', 'product', 'seat', 'Siège enfant', 1, 'l-pack'),
  ],
  units: [],
} as unknown as OrderView;

const item = (id: string, name: string, stockMode: AvailableItem['stockMode'], available: number): AvailableItem => ({
  kind: 'product',
  id,
  name,
  stockMode,
  available,
});

/** Free over the period with the order left out: what the order holds counts as free. */
const ITEMS: AvailableItem[] = [
  item('bike', 'VTT', 'SERIALIZED', 5),
  item('seat', 'Siège enfant', 'QUANTITY', 1),
  item('lock', 'Antivol', 'QUANTITY', 4),
  item('helmet', 'Casque', 'QUANTITY', 0),
  { kind: 'pack', id: 'family', name: 'Pack famille', stockMode: null, available: 3 },
];

const scanned = (code: string, productId: string): ScannedUnit => ({
  subProductId: `u-${code}`,
  productId,
  productName: productId,
  qrCodeValue: code,
  serialNumber: null,
});

const view = (products: ReturnType<typeof addableProducts>) => products.map((p) => [p.name, p.counted, p.free]);

describe('products that can be added to a booking', () => {
  it('lists the products counted by quantity first, then the others, each by name, without packs', () => {
    expect(view(addableProducts(ITEMS, order, draftOf(order, ZONE), []))).toEqual([
      ['Antivol', true, 4],
      ['Casque', true, 0],
      ['Siège enfant', true, 0],
      ['VTT', false, 3],
    ]);
  });

  it('counts what the draft books and the units added now against what is free', () => {
    const draft = withProduct(draftOf(order, ZONE), { id: 'lock', name: 'Antivol' });
    const free = addableProducts(ITEMS, order, draft, [scanned('B7', 'bike')]);
    expect(free.find((p) => p.id === 'lock')?.free).toBe(3);
    expect(free.find((p) => p.id === 'bike')?.free).toBe(2);
  });

  it('gives back what a removed line booked', () => {
    const draft = draftOf(order, ZONE);
    const fewer = { ...draft, lines: draft.lines.filter((l) => l.key !== 'l-pack') };
    expect(addableProducts(ITEMS, order, fewer, []).find((p) => p.id === 'seat')?.free).toBe(1);
  });

  it('never shows less than none', () => {
    const crowded = [item('bike', 'VTT', 'SERIALIZED', 1)];
    expect(addableProducts(crowded, order, draftOf(order, ZONE), [])[0].free).toBe(0);
  });
});
