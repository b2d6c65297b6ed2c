// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampTick, countsLeft, handOutList } from './handOutList.ts';

const line = (kind: string, itemId: string, name: string, quantity: number, id = `${itemId}-line`) => ({
  id,
  kind,
  itemId,
  name,
  quantity,
});
const unit = (productId: string, code: string) => ({
  subProductId: `sub-${code}`,
  productId,
  qrCodeValue: code,
  serialNumber: null,
  status: 'WAITING',
  returnedAt: null,
});

describe('handOutList', () => {
  // two bikes and two helmets: the helmets are counted, not scanned
  const lines = [
    line('product', 'bike', 'Bike', 2),
    line('product', 'helmet', 'Helmet', 2),
    line('service', 'insurance', 'Insurance', 1),
  ];

  it('lists every line: units to give, counted products and services', () => {
    const list = handOutList(lines, [unit('bike', 'B1')], new Set(['helmet']));
    expect(list.units).toEqual([{ productId: 'bike', name: 'Bike', booked: 2, given: 1 }]);
    expect(list.counted).toEqual([{ productId: 'helmet', name: 'Helmet', booked: 2 }]);
    expect(list.services).toEqual([{ id: 'insurance-line', name: 'Insurance', quantity: 1 }]);
  });

  it('adds up the lines of one product, packs included, and ignores the pack line itself', () => {
    const withPack = [...lines, line('pack', 'family', 'Family pack', 1), line('product', 'helmet', 'Helmet', 3, 'x')];
    const list = handOutList(withPack, [], new Set(['helmet']));
    expect(list.counted).toEqual([{ productId: 'helmet', name: 'Helmet', booked: 5 }]);
    expect(list.units.map((n) => n.productId)).toEqual(['bike']);
  });

  it('counts a product as units while its stock mode is not known', () => {
    expect(handOutList(lines, [], new Set()).counted).toEqual([]);
  });
});

describe('ticking counted products', () => {
  const helmets = { productId: 'helmet', name: 'Helmet', booked: 2 };
  const locks = { productId: 'lock', name: 'Lock', booked: 1 };

  it('keeps a count between none and what is booked', () => {
    expect(clampTick(helmets, -1)).toBe(0);
    expect(clampTick(helmets, 3)).toBe(2);
    expect(clampTick(helmets, 1)).toBe(1);
  });

  it('names the products not all ticked', () => {
    expect(countsLeft([helmets, locks], { helmet: 1, lock: 1 })).toEqual([helmets]);
    expect(countsLeft([helmets, locks], { helmet: 2, lock: 1 })).toEqual([]);
    expect(countsLeft([helmets], {})).toEqual([helmets]);
  });
});
