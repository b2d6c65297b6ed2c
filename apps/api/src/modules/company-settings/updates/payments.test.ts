import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { settingsApi } from '../../../../test/factories/company-settings.ts';
import { makeShop } from '../../../../test/factories.ts';
import type { Database } from '../../../platform/db/pool.ts';
import { companySettings } from '../tables.ts';

const rowOf = async (db: Database, companyId: string) =>
  (await db.select().from(companySettings).where(eq(companySettings.companyId, companyId)))[0];

describe('company settings: taxes, payments, deposits, delivery', async () => {
  const { app, db } = await createTestApp();

  it('keeps VAT rates in basis points and answers percents', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    await api.put('/company/vat', { vat: 5.5 });
    await api.put('/company/updateVatWorkshop', { vat: 20 });
    const { body } = await api.put('/company/vatName', { vatName: 'MWST' });
    expect(body.vat).toEqual({ rate: 5.5, workshopRate: 20, name: 'MWST' });
    expect((await rowOf(db, company.id)).vat).toEqual({ rentalBp: 550, workshopBp: 2000, name: 'MWST' });
    expect(await api.put('/company/vat', { vat: 5.555 })).toMatchObject({
      status: 400,
      body: { details: { field: 'vat' } },
    });
    expect(await api.put('/company/vat', { vat: 120 })).toMatchObject({
      status: 400,
      body: { details: { field: 'vat' } },
    });
    expect(await api.put('/company/vatName', { vatName: '' })).toMatchObject({
      status: 400,
      body: { details: { field: 'vatName' } },
    });
  });

  it('sets a fixed cancellation policy (its rules answered) or a custom one with its rules', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const moderate = await api.put('/company/cancellationPolicy', { policy: 'MODERATE' });
    expect(moderate.body.cancellationPolicy).toEqual({
      policy: 'MODERATE',
      rules: [
        { hoursBeforeStart: 120, refundPercent: 100 },
        { hoursBeforeStart: 48, refundPercent: 50 },
      ],
    });
    const custom = await api.put('/company/cancellationPolicy', {
      policy: 'CUSTOM',
      rules: [
        { hoursBeforeStart: 24, refundPercent: 50 },
        { hoursBeforeStart: 72, refundPercent: 100 },
      ],
    });
    expect(custom.body.cancellationPolicy.rules).toEqual([
      { hoursBeforeStart: 72, refundPercent: 100 },
      { hoursBeforeStart: 24, refundPercent: 50 },
    ]);
    expect((await rowOf(db, company.id)).cancellation.policy).toBe('CUSTOM');
    const failures: [object, string][] = [
      [{ policy: 'CUSTOM' }, 'rules'],
      [{ policy: 'CUSTOM', rules: [] }, 'rules'],
      [{ policy: 'STRICT', rules: [{ hoursBeforeStart: 1, refundPercent: 1 }] }, 'rules'],
      [
        {
          policy: 'CUSTOM',
          rules: [
            { hoursBeforeStart: 24, refundPercent: 50 },
            { hoursBeforeStart: 2, refundPercent: 80 },
          ],
        },
        'rules.1',
      ],
      [{ policy: 'CUSTOM', rules: [{ hoursBeforeStart: 24, refundPercent: 150 }] }, 'rules.0.refundPercent'],
      [{ policy: 'LENIENT' }, 'policy'],
    ];
    for (const [payload, field] of failures) {
      const res = await api.put('/company/cancellationPolicy', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
    expect((await api.get()).body.cancellationPolicy.policy).toBe('CUSTOM');
  });

  it('sets deposit access and each deposit ceiling in cents', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const access = { enabled: true, onlineStore: true, dashboard: true, captureRequiresManager: true };
    expect((await api.put('/company/bailAccess', access)).body.bail.access).toEqual(access);
    const ceilings = {
      '/company/bailMax': ['lcd', 1500],
      '/company/eventBailMax': ['event', 500],
      '/company/internalBailMax': ['internalLcd', 2000.5],
      '/company/internalEventBailMax': ['internalEvent', 750],
      '/company/internalLLDBailMax': ['internalLld', 3000],
    } as const;
    for (const [path, [, amount]] of Object.entries(ceilings)) await api.put(path, { amount });
    const { body } = await api.put('/company/eventBailMax', { amount: null });
    expect(body.bail.max).toEqual({
      lcd: 1500,
      event: null,
      internalLcd: 2000.5,
      internalEvent: 750,
      internalLld: 3000,
    });
    expect((await rowOf(db, company.id)).bail.maxCents).toEqual({
      lcd: 150000,
      event: null,
      internalLcd: 200050,
      internalEvent: 75000,
      internalLld: 300000,
    });
    // 0 is a ceiling of zero (no deposit), not "no ceiling".
    expect((await api.put('/company/bailMax', { amount: 0 })).body.bail.max.lcd).toBe(0);
    expect(await api.put('/company/bailMax', { amount: -1 })).toMatchObject({
      status: 400,
      body: { details: { field: 'amount' } },
    });
    expect(await api.put('/company/bailMax', { amount: 10.555 })).toMatchObject({
      status: 400,
      body: { details: { field: 'amount' } },
    });
    const nowhere = await api.put('/company/bailAccess', { ...access, onlineStore: false, dashboard: false });
    expect(nowhere).toMatchObject({ status: 400, body: { details: { field: 'dashboard' } } });
  });

  it('sets part payments of orders and events (percentage or amount)', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    await api.put('/company/partPayment', { enabled: true, type: 'PERCENTAGE', value: 30 });
    const { body } = await api.put('/company/partPaymentEvent', { enabled: true, type: 'AMOUNT', value: 49.9 });
    expect(body.partPayment).toEqual({
      order: { enabled: true, type: 'PERCENTAGE', value: 30 },
      event: { enabled: true, type: 'AMOUNT', value: 49.9 },
    });
    expect((await rowOf(db, company.id)).partPayment.event.share).toEqual({ type: 'AMOUNT', cents: 4990 });
    // Turning it off keeps the share for later.
    const off = await api.put('/company/partPayment', { enabled: false });
    expect(off.body.partPayment.order).toEqual({ enabled: false, type: 'PERCENTAGE', value: 30 });
    expect(await api.put('/company/partPayment', { enabled: true, type: 'PERCENTAGE' })).toMatchObject({
      status: 400,
      body: { details: { field: 'value' } },
    });
    expect(await api.put('/company/partPayment', { enabled: true, type: 'PERCENTAGE', value: 130 })).toMatchObject({
      status: 400,
      body: { details: { field: 'value' } },
    });
    expect(await api.put('/company/partPaymentEvent', { enabled: true, type: 'BITCOIN', value: 3 })).toMatchObject({
      status: 400,
      body: { details: { field: 'type' } },
    });
  });

  it('sets delivery pricing with a free-delivery minimum by subtotal or by rental minutes', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const perKm = {
      enabled: true,
      pricingType: 'PER_KM',
      price: 1.2,
      minimumPrice: 15,
      maxDistanceKm: 30,
      freeDeliveryMinimum: { type: 'SUBTOTAL', value: 150 },
    };
    expect((await api.post('/company/delivery', perKm)).body.delivery).toEqual(perKm);
    expect((await rowOf(db, company.id)).delivery).toMatchObject({
      priceCents: 120,
      minimumPriceCents: 1500,
      freeDeliveryMinimum: { type: 'SUBTOTAL', subtotalCents: 15000 },
    });
    const byLength = await api.post('/company/delivery', {
      enabled: true,
      pricingType: 'FIXED',
      price: 25,
      freeDeliveryMinimum: { type: 'MINUTES', value: 4320 },
    });
    expect(byLength.body.delivery).toEqual({
      enabled: true,
      pricingType: 'FIXED',
      price: 25,
      minimumPrice: null,
      maxDistanceKm: null,
      freeDeliveryMinimum: { type: 'MINUTES', value: 4320 },
    });
    const failures: [object, string][] = [
      [{ ...perKm, freeDeliveryMinimum: { type: 'DISTANCE', value: 3 } }, 'freeDeliveryMinimum.type'],
      [{ ...perKm, freeDeliveryMinimum: { type: 'MINUTES', value: 90.5 } }, 'freeDeliveryMinimum.value'],
      [{ ...perKm, price: -2 }, 'price'],
      [{ ...perKm, pricingType: 'FIXED' }, 'minimumPrice'],
      [{ ...perKm, maxDistanceKm: 0 }, 'maxDistanceKm'],
    ];
    for (const [payload, field] of failures) {
      const res = await api.post('/company/delivery', payload);
      expect(res.status, field).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
  });

  it('sets category discounts by rental length in the pricing engine shape', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const skis = '0195f2a0-0000-7000-8000-000000000001';
    const bikes = '0195f2a0-0000-7000-8000-000000000002';
    const { body } = await api.put('/company/categoryDiscounts', {
      categoryDiscounts: [
        {
          categoryId: skis,
          label: 'Skis',
          ranges: [
            { minDays: 7, type: 'PERCENTAGE', value: 15 },
            { minDays: 3, maxDays: 6, type: 'PERCENTAGE', value: 7.5 },
          ],
        },
        { categoryId: bikes, ranges: [{ minDays: 2, type: 'AMOUNT', value: 5 }] },
      ],
    });
    expect(body.categoryDiscounts).toEqual([
      {
        categoryId: skis,
        label: 'Skis',
        ranges: [
          { minDays: 3, maxDays: 6, type: 'PERCENTAGE', value: 7.5 },
          { minDays: 7, maxDays: null, type: 'PERCENTAGE', value: 15 },
        ],
      },
      { categoryId: bikes, label: null, ranges: [{ minDays: 2, maxDays: null, type: 'AMOUNT', value: 5 }] },
    ]);
    expect((await rowOf(db, company.id)).categoryDiscounts[0].ranges[0]).toEqual({
      minDays: 3,
      maxDays: 6,
      type: 'PERCENTAGE',
      value: 750,
    });
    const overlapping = await api.put('/company/categoryDiscounts', {
      categoryDiscounts: [
        {
          categoryId: skis,
          ranges: [
            { minDays: 3, type: 'PERCENTAGE', value: 10 },
            { minDays: 5, maxDays: 9, type: 'PERCENTAGE', value: 20 },
          ],
        },
      ],
    });
    expect(overlapping).toMatchObject({ status: 400, body: { details: { field: 'categoryDiscounts.0.ranges.1' } } });
    const tooMuch = await api.put('/company/categoryDiscounts', {
      categoryDiscounts: [{ categoryId: skis, ranges: [{ minDays: 1, type: 'PERCENTAGE', value: 120 }] }],
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { details: { field: 'categoryDiscounts.0.ranges.0.value' } } });
    const twice = await api.put('/company/categoryDiscounts', {
      categoryDiscounts: [
        { categoryId: skis, ranges: [{ minDays: 1, type: 'AMOUNT', value: 1 }] },
        { categoryId: skis, ranges: [{ minDays: 1, type: 'AMOUNT', value: 2 }] },
      ],
    });
    expect(twice).toMatchObject({ status: 400, body: { details: { field: 'categoryDiscounts.1.categoryId' } } });
  });
});
