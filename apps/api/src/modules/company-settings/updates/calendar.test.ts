import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { settingsApi } from '../../../../test/factories/company-settings.ts';
import { makeShop } from '../../../../test/factories.ts';
import { companySettings } from '../tables.ts';

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const day = [
  { from: '14:00', to: '18:30' },
  { from: '09:00', to: '12:00' },
];

describe('company settings: opening hours and calendar', async () => {
  const { app, db } = await createTestApp();

  it('stores opening hours with several ranges per day, sorted', async () => {
    const { company, token } = await makeShop(app, db);
    const week = {
      ...closed,
      tuesday: day,
      saturday: [{ from: '08:30', to: '19:00' }],
      sunday: [{ from: '09:00', to: '24:00' }],
    };
    const { status, body } = await settingsApi(app, token).put('/company/onlineStoreOpeningHours', week);
    expect(status).toBe(200);
    expect(body.openingHours).toEqual({
      ...closed,
      tuesday: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '18:30' },
      ],
      saturday: [{ from: '08:30', to: '19:00' }],
      sunday: [{ from: '09:00', to: '24:00' }],
    });
    const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, company.id));
    expect(row.openingHours.tuesday).toHaveLength(2);
  });

  it.each([
    ['a time that is not HH:MM', { tuesday: [{ from: '9:00', to: '12:00' }] }, 'tuesday.0.from'],
    ['a range ending before it starts', { friday: [{ from: '14:00', to: '12:00' }] }, 'friday.0.to'],
    ['an empty range', { friday: [{ from: '14:00', to: '14:00' }] }, 'friday.0.to'],
    [
      'overlapping ranges',
      {
        monday: [
          { from: '09:00', to: '12:30' },
          { from: '12:00', to: '18:00' },
        ],
      },
      'monday.1',
    ],
    ['a missing day', { tuesday: undefined }, 'tuesday'],
    ['an unknown day', { funday: [] }, 'funday'],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const { token } = await makeShop(app, db);
    const res = await settingsApi(app, token).put('/company/onlineStoreOpeningHours', { ...closed, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validationFailed', details: { field } });
  });

  it('accepts touching ranges (12:00–14:00 then 14:00–18:00)', async () => {
    const { token } = await makeShop(app, db);
    const res = await settingsApi(app, token).put('/company/onlineStoreOpeningHours', {
      ...closed,
      monday: [
        { from: '12:00', to: '14:00' },
        { from: '14:00', to: '18:00' },
      ],
    });
    expect(res.status).toBe(200);
  });

  it('stores closed dates (single days and ranges with labels) in date order', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const { body } = await api.put('/company/onlineStoreClosedDates', {
      closedDates: [
        { start: '2026-12-25', label: 'Noël' },
        { start: '2026-05-01' },
        { start: '2026-08-10', end: '2026-08-16', label: '  Congés  ' },
      ],
    });
    expect(body.closedDates).toEqual([
      { start: '2026-05-01', end: '2026-05-01', label: null },
      { start: '2026-08-10', end: '2026-08-16', label: 'Congés' },
      { start: '2026-12-25', end: '2026-12-25', label: 'Noël' },
    ]);
    expect(await api.put('/company/onlineStoreClosedDates', { closedDates: [{ start: '2026-02-30' }] })).toMatchObject({
      status: 400,
      body: { details: { field: 'closedDates.0.start' } },
    });
    const reversed = await api.put('/company/onlineStoreClosedDates', {
      closedDates: [{ start: '2026-08-16', end: '2026-08-10' }],
    });
    expect(reversed).toMatchObject({ status: 400, body: { details: { field: 'closedDates.0.end' } } });
    const overlapping = await api.put('/company/onlineStoreClosedDates', {
      closedDates: [{ start: '2026-08-10', end: '2026-08-16' }, { start: '2026-08-16' }],
    });
    expect(overlapping).toMatchObject({ status: 400, body: { details: { field: 'closedDates.1' } } });
    expect((await api.get()).body.closedDates).toHaveLength(3);
  });

  it('stores low-season ranges and refuses overlaps', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const { body } = await api.put('/company/lowSeasonDates', {
      lowSeasonDates: [
        { start: '2026-11-01', end: '2026-11-30', label: 'Novembre' },
        { start: '2026-04-01', end: '2026-04-30' },
      ],
    });
    expect(body.lowSeasonDates).toEqual([
      { start: '2026-04-01', end: '2026-04-30', label: null },
      { start: '2026-11-01', end: '2026-11-30', label: 'Novembre' },
    ]);
    const res = await api.put('/company/lowSeasonDates', {
      lowSeasonDates: [
        { start: '2026-11-01', end: '2026-11-30' },
        { start: '2026-11-15', end: '2026-12-15' },
      ],
    });
    expect(res).toMatchObject({ status: 400, body: { details: { field: 'lowSeasonDates.1' } } });
  });

  it('stores booking slots with sorted start times', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const slots = {
      enabled: true,
      durationMinutes: 90,
      startTimes: ['14:00', '09:00', '10:30'],
      minNoticeMinutes: 120,
      maxDaysInAdvance: 90,
    };
    const { body } = await api.post('/company/onlineStoreSlots', slots);
    expect(body.bookingSlots).toEqual({ ...slots, startTimes: ['09:00', '10:30', '14:00'] });
    const cases: [object, string][] = [
      [{ startTimes: ['09:00', '09:00'] }, 'startTimes.1'],
      [{ startTimes: ['23:30'] }, 'startTimes.0'],
      [{ startTimes: [] }, 'startTimes'],
      [{ durationMinutes: 2 }, 'durationMinutes'],
      [{ startTimes: ['25:00'] }, 'startTimes.0'],
    ];
    for (const [change, field] of cases) {
      const res = await api.post('/company/onlineStoreSlots', { ...slots, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
    expect((await api.post('/company/onlineStoreSlots', { ...slots, enabled: false, startTimes: [] })).status).toBe(
      200,
    );
  });
});
