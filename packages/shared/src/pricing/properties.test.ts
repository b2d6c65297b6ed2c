import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, startOfDay } from '../zone.ts';
import { gridPrice, halfDayHoursOf, measureRental } from './grid.ts';
import { priceLine } from './line.ts';
import { allocateOverPositive, priceOrder } from './order.ts';
import { checkPromoCode } from './promo.ts';
import type { PriceGrid, PriceLineInput, PriceRule, PromoCode } from './types.ts';
import { addVat, splitVat } from './vat.ts';

const zones = fc.constantFrom(
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Santiago',
  'UTC',
);
const FROM = Date.UTC(2024, 0, 1);
const instant = fc.integer({ min: FROM, max: Date.UTC(2027, 0, 1) });
const length = fc.oneof(fc.integer({ min: 1, max: 8 * 3_600_000 }), fc.integer({ min: 1, max: 40 * 86_400_000 }));
const cents = fc.integer({ min: 0, max: 200_000 });

const tiers = (monotone: boolean) =>
  fc
    .uniqueArray(fc.record({ days: fc.integer({ min: 1, max: 30 }), price: cents }), {
      selector: (t) => t.days,
      maxLength: 6,
    })
    .map((list) => {
      const byDays = list.sort((a, b) => a.days - b.days);
      if (!monotone) return byDays;
      const prices = byDays.map((t) => t.price).sort((a, b) => a - b);
      return byDays.map((t, i) => ({ days: t.days, price: prices[i] }));
    });
const grid = (monotone = false): fc.Arbitrary<PriceGrid> =>
  fc
    .record({
      hourly: fc.option(cents),
      halfDay: fc.option(cents),
      halfDayHours: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      days: tiers(monotone),
      extraDay: fc.option(cents),
    })
    .filter((g) => g.hourly != null || g.halfDay != null || g.days.length > 0);

/** Rules around the rental so that they often apply. */
const rule = (near: number): fc.Arbitrary<PriceRule> =>
  fc
    .record({
      type: fc.constantFrom('in' as const, 'include' as const, 'overlap' as const),
      startDate: fc.integer({ min: -45, max: 5 }).map((n) => addDays(dayOf(near, 'UTC'), n)),
      span: fc.integer({ min: 0, max: 60 }),
      weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }))),
      variation: fc.oneof(
        fc.record({ kind: fc.constant('PERCENTAGE' as const), value: fc.integer({ min: -10000, max: 5000 }) }),
        fc.record({ kind: fc.constant('AMOUNT' as const), value: fc.integer({ min: -50000, max: 50000 }) }),
      ),
    })
    .map(({ span, ...r }) => ({ ...r, id: 'r', title: 'Rule', endDate: addDays(r.startDate, span) }));

const line: fc.Arbitrary<PriceLineInput> = instant.chain((start) =>
  fc
    .record({
      grid: grid(),
      timeZone: zones,
      start: fc.constant(start),
      length,
      quantity: fc.integer({ min: 0, max: 20 }),
      vatRate: fc.constantFrom(0, 210, 550, 1000, 2000, 2100, 2500),
      pricesIncludeVat: fc.boolean(),
      priceRules: fc.array(rule(start), { maxLength: 3 }),
      percentage: fc.option(fc.integer({ min: 0, max: 10000 })),
      amount: fc.option(cents),
      categoryValue: fc.integer({ min: 0, max: 20000 }),
      channel: fc.constantFrom('ONLINE_STORE' as const, 'DASHBOARD' as const),
    })
    .map((r) => ({
      kind: 'product' as const,
      itemId: 'item',
      grid: r.grid,
      quantity: r.quantity,
      start: r.start,
      end: r.start + r.length,
      timeZone: r.timeZone,
      vatRate: r.vatRate,
      pricesIncludeVat: r.pricesIncludeVat,
      priceRules: r.priceRules,
      periodicDiscounts: [
        {
          id: 'p',
          name: 'P',
          applicableDate: 'START_DATE' as const,
          scope: [r.channel],
          startDate: '2024-01-01',
          endDate: '2027-12-31',
          percentage: r.percentage,
          amount: r.amount,
        },
      ],
      categoryId: 'c',
      categoryDiscounts: [
        { categoryId: 'c', ranges: [{ minDays: 1, type: 'AMOUNT' as const, value: r.categoryValue }] },
      ],
      channel: 'ONLINE_STORE' as const,
      createdAt: r.start,
    })),
);

const promo: fc.Arbitrary<PromoCode> = fc.record({
  code: fc.constant('CODE'),
  discountType: fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
  value: fc.integer({ min: 0, max: 1_000_000 }),
  source: fc.constantFrom('COMPANY' as const, 'PLATFORM' as const),
  dateCheck: fc.constantFrom('CREATION_DATE' as const, 'ORDER_DATE' as const),
  usedCount: fc.constant(0),
  minimumTotal: fc.option(cents),
  active: fc.boolean(),
});

describe('pricing properties', () => {
  it('never negative, and line discounts never exceed the gross', () => {
    fc.assert(
      fc.property(line, (input) => {
        const out = priceLine(input);
        for (const v of [out.unitPrice, out.gross, out.net, out.ht, out.vat]) expect(v).toBeGreaterThanOrEqual(0);
        for (const d of out.discounts) expect(d.amount).toBeGreaterThanOrEqual(0);
        expect(out.discounts.reduce((a, d) => a + d.amount, 0)).toBeLessThanOrEqual(out.gross);
      }),
    );
  });

  it('TTC = HT + VAT exactly for every line and for the order, promo discount within the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.option(promo), (lines, code) => {
        const order = priceOrder({ lines, promoCode: code });
        for (const l of order.lines) {
          expect(l.ht + l.vat).toBe(l.net);
          expect(l.net).toBeGreaterThanOrEqual(0);
        }
        expect(order.totalHT + order.vat).toBe(order.totalTTC);
        const subtotal = lines.map(priceLine).reduce((a, l) => a + l.net, 0);
        expect(order.promoDiscount).toBeLessThanOrEqual(subtotal);
        expect(order.totalTTC).toBe(subtotal - order.promoDiscount);
        expect(order.discount).toBeGreaterThanOrEqual(0);
        expect(order.discount).toBeLessThanOrEqual(order.totalGrossTTC);
      }),
    );
  });

  it.each([
    ['a monotone grid', true],
    ['any grid', false],
  ])('a longer rental never costs less under %s', (_name, monotone) => {
    fc.assert(
      fc.property(grid(monotone), zones, instant, length, length, (g, timeZone, start, a, b) => {
        const h = halfDayHoursOf(g);
        const price = (end: number) => gridPrice(g, measureRental(start, end, timeZone, h)).price;
        expect(price(start + Math.min(a, b))).toBeLessThanOrEqual(price(start + Math.max(a, b)));
      }),
      { numRuns: 1000 },
    );
  });

  it('a promo discount never exceeds the total', () => {
    fc.assert(
      fc.property(promo, cents, instant, (p, total, now) => {
        const out = checkPromoCode(p, { total, orderStart: now, now });
        if (out.valid) expect(out.discount).toBeGreaterThanOrEqual(0);
        if (out.valid) expect(out.discount).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('allocation sums exactly and never gives a line more than its amount', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const amount = Math.floor(weights.reduce((a, b) => a + b, 0) * f);
        const shares = allocateOverPositive(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(weights.some((w) => w > 0) ? amount : 0);
        shares.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(weights[i]);
        });
      }),
    );
  });

  it('VAT added to an HT price extracts back to the same HT', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10000 }), (ht, rate) => {
        expect(splitVat(addVat(ht, rate), rate).ht).toBe(ht);
      }),
    );
  });

  it('a calendar day starts at its first instant in the zone', () => {
    fc.assert(
      fc.property(instant, zones, (ms, timeZone) => {
        const d = dayOf(ms, timeZone);
        const start = startOfDay(d, timeZone);
        expect(start).toBeLessThanOrEqual(ms);
        expect(dayOf(start, timeZone)).toBe(d);
        expect(dayOf(start - 1, timeZone)).toBe(addDays(d, -1));
      }),
    );
  });
});
