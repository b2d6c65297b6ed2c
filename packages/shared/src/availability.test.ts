import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityOver,
  freeProfile,
  type Hold,
  type Interval,
  lowestFree,
  type Need,
  nextFreeStart,
  nextSetsStart,
  type StockTimeline,
  setsFree,
} from './availability.ts';

const INF = Number.POSITIVE_INFINITY;
const timeline = (capacity: number, holds: Hold[] = [], downs: Interval[] = []): StockTimeline => ({
  capacity,
  holds,
  downs,
});

describe('sweep over holds and downs', () => {
  it('is the capacity when nothing is booked', () => {
    expect(lowestFree(timeline(3), { start: 0, end: 10 })).toBe(3);
    expect(freeProfile(timeline(3), { start: 0, end: 10 })).toEqual([{ at: 0, free: 3 }]);
  });

  it('counts holds and downs over the window only, half-open at both ends', () => {
    const t = timeline(3, [{ start: 10, end: 20, quantity: 2 }], [{ start: 15, end: 30 }]);
    expect(lowestFree(t, { start: 0, end: 10 })).toBe(3);
    expect(lowestFree(t, { start: 20, end: 25 })).toBe(2);
    expect(lowestFree(t, { start: 0, end: 16 })).toBe(0);
    expect(lowestFree(t, { start: 30, end: 40 })).toBe(3);
    expect(freeProfile(t, { start: 5, end: 35 })).toEqual([
      { at: 5, free: 3 },
      { at: 10, free: 1 },
      { at: 15, free: 0 },
      { at: 20, free: 2 },
      { at: 30, free: 3 },
    ]);
  });

  it('nets an end and a start at the same instant (back-to-back bookings)', () => {
    const t = timeline(1, [
      { start: 0, end: 10, quantity: 1 },
      { start: 10, end: 20, quantity: 1 },
    ]);
    expect(freeProfile(t, { start: 0, end: 20 })).toEqual([{ at: 0, free: 0 }]);
    expect(lowestFree(t, { start: 20, end: 21 })).toBe(1);
  });

  it('reports a shortfall when overbooked and never a negative availability', () => {
    const t = timeline(1, [{ start: 0, end: 10, quantity: 3 }]);
    expect(availabilityOver(t, { start: 0, end: 5 })).toEqual({ available: 0, shortfall: 2 });
    expect(availabilityOver(t, { start: 10, end: 15 })).toEqual({ available: 1, shortfall: 0 });
  });

  it('keeps a late return (end = Infinity) for ever', () => {
    const t = timeline(1, [{ start: 0, end: INF, quantity: 1 }]);
    expect(lowestFree(t, { start: 1_000_000, end: 1_000_001 })).toBe(0);
    expect(nextFreeStart(t, { start: 5, end: 10 }, 1, 10_000)).toBeNull();
  });

  it('ignores empty intervals and refuses an empty window', () => {
    const t = timeline(2, [{ start: 5, end: 5, quantity: 1 }], [{ start: 7, end: 6 }]);
    expect(lowestFree(t, { start: 0, end: 10 })).toBe(2);
    expect(() => lowestFree(t, { start: 3, end: 3 })).toThrow(RangeError);
  });

  it('finds the next start from which the quantity is free for the same duration', () => {
    const t = timeline(2, [
      { start: 10, end: 20, quantity: 1 },
      { start: 15, end: 40, quantity: 1 },
    ]);
    expect(nextFreeStart(t, { start: 5, end: 10 }, 2, 1000)).toBe(5);
    expect(nextFreeStart(t, { start: 12, end: 17 }, 1, 1000)).toBe(20);
    expect(nextFreeStart(t, { start: 12, end: 17 }, 2, 1000)).toBe(40);
    expect(nextFreeStart(t, { start: 12, end: 17 }, 2, 40)).toBeNull();
    expect(nextFreeStart(t, { start: 12, end: 17 }, 3, 1000)).toBeNull();
  });
});

describe('sets of several products (packs)', () => {
  const bikes = timeline(3, [{ start: 10, end: 20, quantity: 2 }]);
  const helmets = timeline(4, [{ start: 0, end: 30, quantity: 3 }]);
  const member = (t: StockTimeline, before = 0, after = 0) => ({ timeline: t, before, after });

  it('is the scarcest need, each need flooring its units by the quantity a set takes', () => {
    const needs: Need[] = [
      { members: [member(bikes)], per: 1 },
      { members: [member(helmets)], per: 2 },
    ];
    expect(setsFree(needs, { start: 40, end: 50 })).toBe(2);
    expect(setsFree(needs, { start: 12, end: 14 })).toBe(0);
    expect(setsFree([{ members: [member(bikes)], per: 1 }], { start: 12, end: 14 })).toBe(1);
    expect(setsFree([], { start: 0, end: 1 })).toBe(0);
  });

  it('adds the products of a category, a set taking its units from one product', () => {
    const a = timeline(3);
    const b = timeline(1);
    expect(setsFree([{ members: [member(a), member(b)], per: 2 }], { start: 0, end: 1 })).toBe(1);
    expect(setsFree([{ members: [member(a), member(b)], per: 1 }], { start: 0, end: 1 })).toBe(4);
  });

  it('widens each member by its own buffers', () => {
    expect(setsFree([{ members: [member(bikes)], per: 1 }], { start: 3, end: 6 })).toBe(3);
    expect(setsFree([{ members: [member(bikes, 0, 5)], per: 1 }], { start: 3, end: 6 })).toBe(1);
    expect(setsFree([{ members: [member(bikes, 0, 5)], per: 3 }], { start: 3, end: 5 })).toBe(1);
    expect(nextSetsStart([{ members: [member(bikes, 4, 0)], per: 3 }], { start: 8, end: 13 }, 1, 100)).toBe(24);
  });

  it('finds the first start where every need is met at once', () => {
    const needs: Need[] = [
      { members: [member(bikes)], per: 1 },
      { members: [member(helmets)], per: 2 },
    ];
    expect(nextSetsStart(needs, { start: 5, end: 8 }, 2, 1000)).toBe(30);
    expect(nextSetsStart(needs, { start: 5, end: 8 }, 3, 1000)).toBeNull();
  });
});

/*
 * Property: the sweep agrees with a count minute by minute. Every end point is an integer, so the free count is
 * constant over each [t, t + 1) and a brute force over integer minutes is exact.
 */
const SPAN = 60;
const interval = fc
  .tuple(fc.integer({ min: 0, max: SPAN }), fc.integer({ min: 1, max: 30 }), fc.boolean())
  .map(([start, length, late]) => ({ start, end: late && length > 25 ? INF : start + length }));
const arbTimeline: fc.Arbitrary<StockTimeline> = fc.record({
  capacity: fc.integer({ min: 0, max: 5 }),
  downs: fc.array(interval, { maxLength: 4 }),
  holds: fc.array(
    fc.tuple(interval, fc.integer({ min: 1, max: 3 })).map(([i, quantity]) => ({ ...i, quantity })),
    { maxLength: 6 },
  ),
});
const window = fc
  .tuple(fc.integer({ min: -5, max: SPAN + 5 }), fc.integer({ min: 1, max: 20 }))
  .map(([start, length]) => ({ start, end: start + length }));

const freeAt = (t: StockTimeline, at: number) =>
  t.capacity -
  t.downs.filter((d) => d.start <= at && at < d.end).length -
  t.holds.filter((h) => h.start <= at && at < h.end).reduce((sum, h) => sum + h.quantity, 0);
const bruteLowest = (t: StockTimeline, w: Interval) => {
  let lowest = INF;
  for (let at = w.start; at < w.end; at++) lowest = Math.min(lowest, freeAt(t, at));
  return lowest;
};
const bruteNext = (t: StockTimeline, w: Interval, quantity: number, horizon: number) => {
  for (let s = w.start; s < horizon; s++) {
    if (bruteLowest(t, { start: s, end: s + w.end - w.start }) >= quantity) return s;
  }
  return null;
};
const bruteSets = (needs: Need[], w: Interval) =>
  Math.min(
    ...needs.map((n) =>
      n.members.reduce(
        (sum, m) =>
          sum +
          Math.floor(Math.max(0, bruteLowest(m.timeline, { start: w.start - m.before, end: w.end + m.after })) / n.per),
        0,
      ),
    ),
  );

describe('properties against a minute-by-minute count', () => {
  it('lowestFree and availabilityOver', () => {
    fc.assert(
      fc.property(arbTimeline, window, (t, w) => {
        const lowest = bruteLowest(t, w);
        expect(lowestFree(t, w)).toBe(lowest);
        expect(availabilityOver(t, w)).toEqual({ available: Math.max(0, lowest), shortfall: Math.max(0, -lowest) });
      }),
      { numRuns: 500 },
    );
  });

  it('nextFreeStart is the earliest start that fits', () => {
    fc.assert(
      fc.property(
        arbTimeline,
        window,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 80 }),
        (t, w, q, h) => {
          const horizon = w.start + h;
          expect(nextFreeStart(t, w, q, horizon)).toBe(bruteNext(t, w, q, horizon));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('setsFree and nextSetsStart agree with the count for packs', () => {
    const member = fc.record({
      timeline: arbTimeline,
      before: fc.integer({ min: 0, max: 5 }),
      after: fc.integer({ min: 0, max: 5 }),
    });
    const need = fc.record({
      members: fc.array(member, { minLength: 1, maxLength: 3 }),
      per: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(need, { minLength: 1, maxLength: 3 }),
        window,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 60 }),
        (needs, w, count, h) => {
          expect(setsFree(needs, w)).toBe(bruteSets(needs, w));
          const horizon = w.start + h;
          let expected: number | null = null;
          for (let s = w.start; s < horizon && expected === null; s++) {
            if (bruteSets(needs, { start: s, end: s + w.end - w.start }) >= count) expected = s;
          }
          expect(nextSetsStart(needs, w, count, horizon)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
