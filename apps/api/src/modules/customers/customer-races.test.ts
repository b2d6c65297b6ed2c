import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { interleave, racing, winnerFirst } from '../../../test/concurrency.ts';
import { makeShop } from '../../../test/factories.ts';
import { customers } from './tables.ts';

describe('the same customer created twice at once', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const { send } = racing(app, db);
  const create = (email: string) => send(shop.headers, 'POST', '/customer', { lastName: 'Morel', email });

  it('one customer per email: the second is told the email is taken, as when it comes later', async () => {
    const { first, second } = await interleave(
      db,
      'lock table customers in share mode',
      create('lea@example.test'),
      create('LEA@example.test'),
    );
    const answers = winnerFirst(first, second);
    expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(200);
    expect(answers[1]).toMatchObject({ status: 409, body: { code: 'alreadyExists', details: { field: 'email' } } });
    const rows = await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.companyId, shop.company.id),
          eq(sql`lower(${customers.email})`, 'lea@example.test'),
          isNull(customers.deletedAt),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
