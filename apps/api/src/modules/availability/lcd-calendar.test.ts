import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder, getWithQuery } from '../../../test/factories/availability.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeShop } from '../../../test/factories.ts';

type Day = { day: string; startDate: string; endDate: string; items: { id: string; available: number }[] };

describe('GET /v2/product-availability/lcd: calendar and opening hours', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const lcd = async (query: Record<string, unknown>) => {
    const res = await getWithQuery(app, shop.headers, '/product-availability/lcd', query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const { product } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTC' });
  await bookOrder(app, shop.headers, {
    startDate: '2027-10-05T09:00',
    endDate: '2027-10-06T18:00',
    products: [{ productId: product.id, quantity: 1 }],
  });
  await bookOrder(app, shop.headers, {
    startDate: '2027-10-06T09:00',
    endDate: '2027-10-06T12:00',
    products: [{ productId: product.id, quantity: 1 }],
  });
  const counts = (calendar: Day[]) => Object.fromEntries(calendar.map((d) => [d.day, d.items[0].available]));

  it('counts, for each day, a rental of a day from 09:00 when no start is given', async () => {
    const body = await lcd({ startDateSearch: '2027-10-03', endDateSearch: '2027-10-08', focusItemIds: product.id });
    expect(counts(body.calendar)).toEqual({
      '2027-10-03': 2,
      '2027-10-04': 2,
      '2027-10-05': 1,
      '2027-10-06': 0,
      '2027-10-07': 2,
      '2027-10-08': 2,
    });
    expect(body.calendar[2]).toEqual({
      day: '2027-10-05',
      startDate: '2027-10-05T07:00:00.000Z',
      endDate: '2027-10-06T07:00:00.000Z',
      items: [{ id: product.id, available: 1 }],
    });
    // the rental asked about is the first day's
    expect(body).toMatchObject({ startDate: '2027-10-03T07:00:00.000Z', endDate: '2027-10-04T07:00:00.000Z' });
    expect(body.items[0]).toMatchObject({ id: product.id, available: 2 });
  });

  it('takes the time of day of startDate and the length of the rental asked about', async () => {
    const afternoon = await lcd({
      startDate: '2027-10-04T14:00',
      hours: 2,
      startDateSearch: '2027-10-04',
      endDateSearch: '2027-10-07',
      focusItemIds: product.id,
    });
    expect(counts(afternoon.calendar)).toEqual({ '2027-10-04': 2, '2027-10-05': 1, '2027-10-06': 1, '2027-10-07': 2 });
    expect(afternoon.calendar[0]).toMatchObject({
      startDate: '2027-10-04T12:00:00.000Z',
      endDate: '2027-10-04T14:00:00.000Z',
    });
    const morning = await lcd({
      startDate: '2027-10-04T10:00',
      endDate: '2027-10-04T11:30',
      startDateSearch: '2027-10-05',
      endDateSearch: '2027-10-06',
      focusItemIds: product.id,
      nbItems: 2,
    });
    expect(counts(morning.calendar)).toEqual({ '2027-10-05': 1, '2027-10-06': 0 });
    expect(morning.items[0]).toMatchObject({ available: 2, bookable: true });
  });

  it('caps the span at maxMonthRange months and keeps wall-clock days across a DST change', async () => {
    const month = await lcd({ startDateSearch: '2027-10-01', focusItemIds: product.id });
    expect(month.calendar).toHaveLength(31);
    const last = month.calendar[30];
    expect(last).toMatchObject({ day: '2027-10-31', startDate: '2027-10-31T08:00:00.000Z' });
    expect(month.calendar[29]).toMatchObject({
      startDate: '2027-10-30T07:00:00.000Z',
      endDate: '2027-10-31T08:00:00.000Z',
    });
    const capped = await lcd({
      startDateSearch: '2027-10-01',
      endDateSearch: '2028-06-30',
      maxMonthRange: 2,
      focusItemIds: product.id,
    });
    expect(capped.calendar).toHaveLength(61);
    expect(capped.calendar.at(-1).day).toBe('2027-11-30');
  });

  it('reports closed dates, closed days and hours outside opening, and is then not bookable', async () => {
    const open = [{ from: '09:00', to: '18:00' }];
    await giveSettings(db, shop.company.id, {
      openingHours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: open,
        sunday: [],
      },
      closedDates: [{ start: '2027-08-14', end: '2027-08-14', label: 'Pont' }],
    });
    const at = (startDate: string, endDate: string) => lcd({ startDate, endDate, focusItemIds: product.id });
    const monday = await at('2027-08-09T09:00', '2027-08-09T17:00');
    expect(monday.opening).toEqual({ open: true, problems: [] });
    expect(monday.items[0]).toMatchObject({ available: 2, bookable: true });
    const holiday = await at('2027-08-14T10:00', '2027-08-16T10:00');
    expect(holiday.opening.open).toBe(false);
    expect(holiday.opening.problems).toEqual([
      { field: 'startDate', code: 'closedDate', message: expect.stringContaining('Pont') },
    ]);
    expect(holiday.items[0]).toMatchObject({ available: 2, bookable: false });
    const sunday = await at('2027-08-13T10:00', '2027-08-15T10:00');
    expect(sunday.opening.problems.map((p: { field: string; code: string }) => [p.field, p.code])).toEqual([
      ['endDate', 'closedDay'],
    ]);
    const early = await at('2027-08-10T07:00', '2027-08-10T20:00');
    expect(early.opening.problems.map((p: { field: string; code: string }) => [p.field, p.code])).toEqual([
      ['startDate', 'outsideOpeningHours'],
      ['endDate', 'outsideOpeningHours'],
    ]);
    expect(early.items[0].bookable).toBe(false);
    const problemsOf = async (startDate: string, endDate: string) =>
      (await at(startDate, endDate)).opening.problems.map((p: { field: string; code: string }) => [p.field, p.code]);
    // midnight is a time like any other: the shop is not open then
    expect(await problemsOf('2027-08-10T00:00', '2027-08-11T00:00')).toEqual([
      ['startDate', 'outsideOpeningHours'],
      ['endDate', 'outsideOpeningHours'],
    ]);
    // whole days are said with dates alone: only the days must be open, the end day included
    expect(await problemsOf('2027-08-10', '2027-08-11')).toEqual([]);
    expect(await problemsOf('2027-08-12', '2027-08-14')).toEqual([['endDate', 'closedDate']]);
    expect(await problemsOf('2027-08-15', '2027-08-16')).toEqual([['startDate', 'closedDay']]);
    await giveSettings(db, shop.company.id, { closedDates: [] });
  });
});
