import { describe, expect, it } from 'vitest';
import { toEpoch } from '../zone.ts';
import { applyPriceRules, ruleMatches, ruleWindow } from './rules.ts';
import type { PriceRule } from './types.ts';

const tz = 'Europe/Paris';
const rental = (start: string, end: string, itemId = 'bike') => ({
  itemId,
  start: toEpoch(start, tz),
  end: toEpoch(end, tz),
  timeZone: tz,
});
const rule = (over: Partial<PriceRule>): PriceRule => ({
  id: 'r1',
  title: 'Summer',
  type: 'overlap',
  startDate: '2025-07-01',
  endDate: '2025-07-31',
  variation: { kind: 'PERCENTAGE', value: 1000 },
  ...over,
});

describe('rule window', () => {
  it('runs from startDate 00:00 to the end of endDate by default, in the company zone', () => {
    const w = ruleWindow(rule({}), tz);
    expect(new Date(w.start).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(new Date(w.end).toISOString()).toBe('2025-07-31T22:00:00.000Z');
  });
  it('uses the start and end times', () => {
    const w = ruleWindow(rule({ startTime: '08:00', endTime: '18:30' }), tz);
    expect(new Date(w.start).toISOString()).toBe('2025-07-01T06:00:00.000Z');
    expect(new Date(w.end).toISOString()).toBe('2025-07-31T16:30:00.000Z');
  });
});

describe('rule types', () => {
  it('in: the rental lies entirely inside the window', () => {
    const r = rule({ type: 'in' });
    expect(ruleMatches(r, rental('2025-07-10T09:00', '2025-07-12T18:00'))).toBe(true);
    expect(ruleMatches(r, rental('2025-07-30T09:00', '2025-08-01T18:00'))).toBe(false);
    expect(ruleMatches(r, rental('2025-07-31T09:00', '2025-08-01T00:00'))).toBe(true);
  });
  it('include: the rental contains the whole window', () => {
    const r = rule({ type: 'include', startDate: '2025-07-14', endDate: '2025-07-14' });
    expect(ruleMatches(r, rental('2025-07-13T09:00', '2025-07-15T18:00'))).toBe(true);
    expect(ruleMatches(r, rental('2025-07-14T09:00', '2025-07-15T18:00'))).toBe(false);
    expect(ruleMatches(r, rental('2025-07-14T00:00', '2025-07-15T00:00'))).toBe(true);
  });
  it('overlap: the rental and the window share a moment', () => {
    const r = rule({ type: 'overlap', startTime: '12:00' });
    expect(ruleMatches(r, rental('2025-06-30T09:00', '2025-07-01T12:01'))).toBe(true);
    expect(ruleMatches(r, rental('2025-06-30T09:00', '2025-07-01T12:00'))).toBe(false);
    expect(ruleMatches(r, rental('2025-07-31T20:00', '2025-08-02T10:00'))).toBe(true);
  });
  it('weekdays restrict the window (weekend rule)', () => {
    const weekend = rule({ type: 'overlap', weekdays: [6, 0], startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(ruleMatches(weekend, rental('2025-07-12T10:00', '2025-07-12T18:00'))).toBe(true); // Saturday
    expect(ruleMatches(weekend, rental('2025-07-09T10:00', '2025-07-11T18:00'))).toBe(false); // Wed–Fri
    expect(ruleMatches(weekend, rental('2025-07-11T10:00', '2025-07-12T00:30'))).toBe(true); // into Saturday
    const inWeekend = { ...weekend, type: 'in' as const };
    expect(ruleMatches(inWeekend, rental('2025-07-12T10:00', '2025-07-13T18:00'))).toBe(true);
    expect(ruleMatches(inWeekend, rental('2025-07-12T10:00', '2025-07-14T18:00'))).toBe(false);
    const wholeWeekend = rule({ type: 'include', weekdays: [6, 0], startDate: '2025-07-07', endDate: '2025-07-13' });
    expect(ruleMatches(wholeWeekend, rental('2025-07-12T00:00', '2025-07-14T00:00'))).toBe(true);
    expect(ruleMatches(wholeWeekend, rental('2025-07-12T09:00', '2025-07-14T00:00'))).toBe(false);
  });
  it('a rule limited to products leaves the others alone', () => {
    const r = rule({ productIds: ['kayak'] });
    expect(ruleMatches(r, rental('2025-07-10T09:00', '2025-07-12T18:00', 'kayak'))).toBe(true);
    expect(ruleMatches(r, rental('2025-07-10T09:00', '2025-07-12T18:00', 'bike'))).toBe(false);
    expect(ruleMatches({ ...r, productIds: [] }, rental('2025-07-10T09:00', '2025-07-12T18:00'))).toBe(true);
  });
});

describe('applyPriceRules', () => {
  const target = rental('2025-07-10T09:00', '2025-07-12T18:00');
  it('applies rules in order on the running price', () => {
    const out = applyPriceRules(
      10000,
      [
        rule({ id: 'a', title: 'Peak', variation: { kind: 'PERCENTAGE', value: 2000 } }),
        rule({ id: 'b', title: 'Loyal', variation: { kind: 'AMOUNT', value: -1500 } }),
        rule({ id: 'c', title: 'Winter', startDate: '2025-01-01', endDate: '2025-01-31' }),
        rule({ id: 'd', title: 'Half', variation: { kind: 'PERCENTAGE', value: -5000 } }),
      ],
      target,
    );
    expect(out.price).toBe(5250);
    expect(out.adjustments.map((a) => [a.id, a.amount])).toEqual([
      ['a', 2000],
      ['b', -1500],
      ['d', -5250],
    ]);
    expect(out.explanation[0]).toBe('price rule Peak (overlap, +20 %): 100.00 → 120.00');
  });
  it('never goes below zero', () => {
    const out = applyPriceRules(1000, [rule({ variation: { kind: 'AMOUNT', value: -5000 } })], target);
    expect(out.price).toBe(0);
    expect(out.adjustments[0].amount).toBe(-1000);
  });
});
