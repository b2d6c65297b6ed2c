import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePromoCode } from '../../../test/factories/pricing.ts';
import { makeShop } from '../../../test/factories.ts';
import { PROMO_CHECK_LIMITS } from './promo-limits.ts';

describe('public promo-code checks are limited', async () => {
  const { app, db, clock } = await createTestApp();
  let address = 0;
  const newClient = () => `10.60.${Math.floor(++address / 250)}.${address % 250}`;
  const check = (companyId: string, code: string, ip: string) =>
    app.inject({
      method: 'GET',
      url: `/v2/promo-code/public/${companyId}/${code}`,
      query: { currentTotalPrice: '100', orderStartDate: '2026-08-01T10:00:00Z' },
      remoteAddress: ip,
    });

  it('per client: past the budget a guess answers 429 with retry-after, even the right code', async () => {
    clock.set('2026-07-01T10:00:00Z');
    const { company } = await makeShop(app, db);
    await makePromoCode(db, company.id, { code: 'SECRET42' });
    const ip = newClient();
    for (let i = 0; i < PROMO_CHECK_LIMITS.perClient.max; i++) {
      expect((await check(company.id, `GUESS${i}`, ip)).statusCode).toBe(200);
    }
    const refused = await check(company.id, 'SECRET42', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not held back by it
    expect((await check(company.id, 'SECRET42', newClient())).json()).toMatchObject({ valid: true });
    clock.advance(PROMO_CHECK_LIMITS.perClient.windowMs);
    expect((await check(company.id, 'SECRET42', ip)).statusCode).toBe(200);
  });

  it('per company: guesses spread over many clients stop at the company budget; other shops go on', async () => {
    clock.set('2026-07-02T10:00:00Z');
    const { company } = await makeShop(app, db);
    const { company: other } = await makeShop(app, db);
    const max = PROMO_CHECK_LIMITS.perCompany.max;
    let answered = 0;
    for (let i = 0; i < max; i++)
      answered += (await check(company.id, `G${i}`, newClient())).statusCode === 200 ? 1 : 0;
    expect(answered).toBe(max);
    const refused = await check(company.id, 'ANOTHER', newClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await check(other.id, 'ANOTHER', newClient())).statusCode).toBe(200);
  });
});
