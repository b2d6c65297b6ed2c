import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { settingsApi } from '../../test/factories/company-settings.ts';
import { makeShop } from '../../test/factories.ts';
import { seedDemoSettings } from './demo-settings.ts';

describe('demo settings', async () => {
  const { app, db } = await createTestApp();

  it('give the demo shop realistic settings that the API itself would accept', async () => {
    const { company, token } = await makeShop(app, db);
    await seedDemoSettings(db, company.id, new Date('2026-03-01T10:00:00Z'));
    const api = settingsApi(app, token);
    const { body } = await api.get();
    expect(body).toMatchObject({
      openingHours: {
        monday: [],
        tuesday: [
          { from: '09:00', to: '12:00' },
          { from: '14:00', to: '18:30' },
        ],
        sunday: [
          { from: '09:00', to: '12:00' },
          { from: '14:00', to: '18:30' },
        ],
      },
      lowSeasonDates: [
        { start: '2026-11-01', end: '2026-11-30', label: 'Novembre' },
        { start: '2027-11-01', end: '2027-11-30', label: 'Novembre' },
      ],
      vat: { rate: 20 },
      cancellationPolicy: { policy: 'MODERATE' },
      bail: { max: { lcd: 1500 } },
      partPayment: { order: { enabled: true, type: 'PERCENTAGE', value: 30 } },
      delivery: { pricingType: 'PER_KM', price: 1.5, freeDeliveryMinimum: { type: 'SUBTOTAL', value: 200 } },
      rentalPlace: { visible: true },
    });
    // Sending the seeded values back through the settings calls is accepted unchanged.
    const resend: [string, string, unknown][] = [
      ['PUT', '/company/onlineStoreOpeningHours', body.openingHours],
      ['PUT', '/company/onlineStoreClosedDates', { closedDates: body.closedDates }],
      ['PUT', '/company/lowSeasonDates', { lowSeasonDates: body.lowSeasonDates }],
      ['POST', '/company/onlineStoreSlots', body.bookingSlots],
      ['POST', '/company/delivery', body.delivery],
      ['POST', '/company/updateSocialMedia', body.socialMedia],
      ['PUT', '/company/termsConditions', { text: body.legal.termsConditions }],
      ['PUT', '/theme', body.theme],
      ['POST', '/company/opinionBooster', body.opinionBooster],
      ['PUT', '/company/eventUniversesTag', { tag: body.events.universesTag }],
    ];
    for (const [method, path, payload] of resend) {
      const res = await api.send(method as 'PUT', path, payload);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await api.get()).body.openingHours).toEqual(body.openingHours);
  });
});
