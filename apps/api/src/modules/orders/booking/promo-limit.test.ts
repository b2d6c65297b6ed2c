import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { countOf, racing } from '../../../../test/concurrency.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { makePromoCode } from '../../../../test/factories/pricing.ts';
import { makeShop } from '../../../../test/factories.ts';
import { promoCodeUses } from '../../pricing/tables.ts';

describe('a promo code with a usage limit, used by concurrent orders', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-07-10T08:00:00Z');
  const shop = await makeShop(app, db);
  const race = racing(app, db);
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 500 });
  const order = (code: string, i: number) =>
    race.send(shop.headers, 'POST', '/order/createOrder', {
      startDate: `2026-07-${String(11 + (i % 10)).padStart(2, '0')}T09:00`,
      endDate: `2026-07-${String(11 + (i % 10)).padStart(2, '0')}T18:00`,
      products: [{ productId: helmets.id, quantity: 1 }],
      promoCode: code,
    });

  it.each([1, 3])('10 orders at once with a code usable %i time(s): exactly that many use it', async (limit) => {
    for (let round = 0; round < 3; round++) {
      const promo = await makePromoCode(db, shop.company.id, { usageLimit: limit });
      const { answers, overlapped } = await race.all(Array.from({ length: 10 }, (_, i) => order(promo.code, i)));
      expect(overlapped, 'requests ran on several connections at once').toBe(true);
      expect(countOf(answers, 200)).toBe(limit);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused).toMatchObject({ status: 400, body: { details: { field: 'promoCode' } } });
        expect(refused.body.message).toContain(`used ${limit} times already`);
      }
      const uses = await db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
      expect(uses).toHaveLength(limit);
      const discounted = await db.execute(
        sql`select count(*)::int as n from orders
            where company_id = ${shop.company.id} and promo_code ->> 'code' = ${promo.code}`,
      );
      expect(discounted.rows[0].n).toBe(limit);
    }
  });
});
