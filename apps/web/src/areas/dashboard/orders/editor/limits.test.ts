// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addItem, lineMax, overbookedLines, remaining } from './limits.ts';
import type { OrderLineValues } from './orderForm.ts';

const line = (key: string, kind: OrderLineValues['kind'], id: string, quantity: number): OrderLineValues => ({
  key,
  kind,
  id,
  name: id,
  quantity,
  subProductIds: [],
});

describe('limits from availability', () => {
  const free = new Map([
    ['bike', 3],
    ['family', 1],
  ]);
  let n = 0;
  const key = () => `new-${++n}`;

  it('counts what the other lines already take of the same item', () => {
    const lines = [line('a', 'product', 'bike', 2), line('b', 'product', 'bike', 1), line('c', 'service', 'lock', 9)];
    expect(remaining(lines, 'product', 'bike', free)).toBe(0);
    expect(lineMax(lines, lines[0], free)).toBe(2);
    expect(lineMax(lines, lines[2], free)).toBeUndefined();
    expect(remaining(lines, 'product', 'unknown', free)).toBeUndefined();
    expect(remaining(lines, 'product', 'bike', undefined)).toBeUndefined();
  });

  it('adds one to the existing line, refuses what is not free, never limits services', () => {
    const lines = [line('a', 'product', 'bike', 2)];
    const more = addItem(lines, { kind: 'product', id: 'bike', name: 'Bike' }, free, key);
    expect(more).toEqual([line('a', 'product', 'bike', 3)]);
    expect(addItem(more, { kind: 'product', id: 'bike', name: 'Bike' }, free, key)).toBe(more);
    const pack = addItem(more, { kind: 'pack', id: 'family', name: 'family' }, free, key);
    expect(pack[1]).toMatchObject({ kind: 'pack', id: 'family', quantity: 1 });
    expect(addItem(pack, { kind: 'pack', id: 'family', name: 'family' }, free, key)).toBe(pack);
    const service = addItem(pack, { kind: 'service', id: 'lock', name: 'lock' }, new Map(), key);
    expect(service).toHaveLength(3);
  });

  it('flags lines asking for more than is free after the dates changed', () => {
    const lines = [line('a', 'product', 'bike', 2), line('b', 'product', 'bike', 2)];
    expect([...overbookedLines(lines, free)]).toEqual(['a', 'b']);
    expect([...overbookedLines(lines, new Map([['bike', 4]]))]).toEqual([]);
  });
});
