// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newTier, priceGridErrors, priceGridPayload, priceGridValues } from './priceGrid.ts';

const withTiers = (tiers: [number | string, number | string][]) => ({
  ...priceGridValues(),
  days: tiers.map(([days, price]) => newTier(days, price)),
});

describe('price grid form', () => {
  it('turns rows into the API grid, amounts in major units with 2 decimals', () => {
    const values = {
      ...withTiers([
        [1, 22.5],
        [2, '40'],
        [7, 95.1],
      ]),
      hourly: 6,
      halfDay: '',
      halfDayHours: 5,
      extraDay: 12.25,
    };
    expect(priceGridPayload(values)).toEqual({
      hourly: 6,
      halfDay: null,
      halfDayHours: 5,
      days: [
        { days: 1, price: 22.5 },
        { days: 2, price: 40 },
        { days: 7, price: 95.1 },
      ],
      extraDay: 12.25,
      lowSeason: null,
    });
  });

  it('rounds binary leftovers to cents and leaves the half day length out when empty', () => {
    const payload = priceGridPayload({ ...withTiers([[1, 0.1 + 0.2]]) });
    expect(payload.days).toEqual([{ days: 1, price: 0.3 }]);
    expect(payload).not.toHaveProperty('halfDayHours');
  });

  it('sends the low-season grid only when it is switched on', () => {
    const values = withTiers([[1, 20]]);
    values.lowSeason = { ...values.lowSeason, days: [newTier(1, 15), newTier(3, '39.90')] };
    expect(priceGridPayload(values).lowSeason).toBeNull();
    expect(priceGridPayload({ ...values, withLowSeason: true }).lowSeason).toEqual({
      hourly: null,
      halfDay: null,
      days: [
        { days: 1, price: 15 },
        { days: 3, price: 39.9 },
      ],
      extraDay: null,
    });
  });

  it('reads an API grid back into rows', () => {
    const values = priceGridValues({ days: [{ days: 1, price: 22 }], halfDay: 15, lowSeason: { days: [] } });
    expect(values.days.map((r) => [r.days, r.price])).toEqual([[1, 22]]);
    expect(values.halfDay).toBe(15);
    expect(values.hourly).toBe('');
    expect(values.withLowSeason).toBe(true);
    expect(priceGridPayload(values)).toEqual({
      hourly: null,
      halfDay: 15,
      days: [{ days: 1, price: 22 }],
      extraDay: null,
      lowSeason: { hourly: null, halfDay: null, days: [], extraDay: null },
    });
  });

  it('wants the days of the rows to increase', () => {
    expect(
      priceGridErrors(
        withTiers([
          [1, 20],
          [3, 50],
          [3, 55],
          [2, 40],
          [7, 90],
        ]),
        'priceGrid.',
      ),
    ).toEqual({ 'priceGrid.days.2.days': 'daysOrder', 'priceGrid.days.3.days': 'daysOrder' });
    expect(
      priceGridErrors(
        withTiers([
          [1, 20],
          [2, 38],
        ]),
      ),
    ).toEqual({});
  });

  it('flags missing, fractional and over-precise values', () => {
    const values = {
      ...withTiers([
        ['', 20],
        [1.5, ''],
        [4, 9.999],
      ]),
      hourly: 1.234,
      halfDayHours: 30,
    };
    expect(priceGridErrors(values)).toEqual({
      'days.0.days': 'required',
      'days.1.days': 'wholeDays',
      'days.1.price': 'required',
      'days.2.price': 'decimals',
      hourly: 'decimals',
      halfDayHours: 'halfDayHours',
    });
  });

  it('needs some price, and checks the low-season grid when it is on', () => {
    expect(priceGridErrors(withTiers([]))).toEqual({ days: 'empty' });
    expect(priceGridErrors({ ...withTiers([]), hourly: 5 })).toEqual({});
    const values = { ...withTiers([[1, 20]]), withLowSeason: true };
    values.lowSeason = { ...values.lowSeason, days: [newTier(2, 30), newTier(1, 10)] };
    expect(priceGridErrors(values, 'priceGrid.')).toEqual({ 'priceGrid.lowSeason.days.1.days': 'daysOrder' });
  });
});
