import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeShop } from '../../test/factories.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoPricing } from './demo-pricing.ts';

describe('demo pricing', async () => {
  const { app, db, clock } = await createTestApp();

  it('gives the demo shop rules, discounts, promo codes and checks that its calls show and apply', async () => {
    const { company, headers } = await makeShop(app, db);
    const now = new Date('2026-05-10T10:00:00Z');
    clock.set(now);
    await seedDemoCatalogue(db, company.id, app.deps.storage, now);
    await seedDemoPricing(db, company.id, now);
    const get = async (url: string) => (await app.inject({ method: 'GET', url: `/v2${url}`, headers })).json();

    const [rule] = await get('/price-rules');
    expect(rule).toMatchObject({ title: 'Week-end d’été (+15 %)', active: true });
    expect(rule.rules.map((w: { startDate: string }) => w.startDate)).toEqual(['2026-06-01', '2027-06-01']);
    expect(await get('/company/periodic-discounts')).toEqual([
      expect.objectContaining({
        percentage: 10,
        scope: ['ONLINE_STORE'],
        startDate: '2026-05-01',
        endDate: '2026-07-31',
      }),
    ]);
    expect((await get('/promo-code/company')).map((p: { code: string }) => p.code)).toEqual(['BIENVENUE10', 'ETE2026']);
    expect((await get('/product-state-model'))[0].questions.map((q: { id: string }) => q.id)).toEqual([
      'tyres',
      'brakes',
      'battery',
      'remarks',
    ]);
    expect((await get('/status-model/byCompany'))[0].statuses).toHaveLength(4);
    const [survey] = await get('/product-survey');
    expect(survey).toMatchObject({ name: 'Taille et poids' });
    expect(survey.productIds).toHaveLength(7);

    const summer = await get(`/promo-code/public/${company.id}/ete2026?currentTotalPrice=60&orderStartDate=2026-07-14`);
    expect(summer).toMatchObject({ valid: true, discount: 5 });

    const { items } = await get('/products/getByCompany?limit=100');
    const bike = items.find((p: { name: string }) => p.name === 'Vélo de ville Trek FX 2');
    const weekend = await app.inject({
      method: 'POST',
      url: '/v2/pricing/preview',
      headers,
      payload: {
        items: [{ kind: 'product', id: bike.id, quantity: 1 }],
        start: '2026-07-04T09:00',
        end: '2026-07-05T18:00',
        channel: 'ONLINE_STORE',
      },
    });
    // 40 € for two days, +15 % on a summer weekend, −10 % booked online in May.
    expect(weekend.json()).toMatchObject({ totalGrossTTC: 46, totalTTC: 41.4 });
  });
});
