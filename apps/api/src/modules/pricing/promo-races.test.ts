import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { interleave, racing, winnerFirst } from '../../../test/concurrency.ts';
import { makeShop } from '../../../test/factories.ts';
import { promoCodes } from './tables.ts';

describe('promo codes saved at the same time', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const { send } = racing(app, db);
  const code = (text: string) =>
    send(shop.headers, 'POST', '/promo-code/company', {
      code: text,
      discountType: 'PERCENTAGE',
      value: 10,
      active: true,
    });

  it('the same code created twice at once: one is saved, the other told the code exists', async () => {
    const { first, second } = await interleave(
      db,
      'lock table promo_codes in share mode',
      code('ETE26'),
      code('ete26'),
    );
    const answers = winnerFirst(first, second);
    expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(200);
    expect(answers[1]).toMatchObject({ status: 409, body: { code: 'alreadyExists', details: { field: 'code' } } });
    const saved = await db
      .select()
      .from(promoCodes)
      .where(
        and(eq(promoCodes.companyId, shop.company.id), eq(promoCodes.code, 'ETE26'), isNull(promoCodes.deletedAt)),
      );
    expect(saved).toHaveLength(1);
  });
});
