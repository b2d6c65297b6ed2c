import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { bookForMarketplaceAccounts } from '../../../../test/factories/marketplace-bookings.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../../test/factories.ts';
import { orders } from '../tables.ts';

describe('GET /v2/rental-place-user/bookings', async () => {
  const { app, db } = await createTestApp();
  const bookings = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v2/rental-place-user/bookings', headers });

  it("lists the customer's orders in every shop, and nobody else's", async () => {
    const { email, account } = await makeMarketplaceCustomer(app);
    const other = await makeMarketplaceCustomer(app);
    const shops = [await makeShop(app, db), await makeShop(app, db)];
    const booked: string[] = [];
    for (const [i, shop] of shops.entries()) {
      const [mine] = await bookForMarketplaceAccounts(app, db, shop, `2026-08-0${i + 1}`, [
        account.id,
        other.account.id,
      ]);
      booked.push(mine);
    }
    const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
    const res = await bookings({ 'x-access-token': token });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as { id: string; shopName: string; type: string; currency: string }[];
    expect(items.map((b) => b.id)).toEqual([booked[1], booked[0]]);
    expect(items[0]).toMatchObject({ shopName: shops[1].company.name, type: 'ORDER', currency: 'EUR' });
    // each order's own page opens with the token its mails carry
    const [{ linkKey }] = await db.select({ linkKey: orders.linkKey }).from(orders).where(eq(orders.id, booked[1]));
    expect((items[0] as { pageToken?: string }).pageToken).toBe(linkKey);
    const page = await app.inject({
      method: 'GET',
      url: `/v2/your-order/${shops[1].company.slug}/${booked[1]}?token=${linkKey}`,
    });
    expect(page.json().order.id).toBe(booked[1]);
  });

  it('is for marketplace customers only', async () => {
    const shop = await makeShop(app, db);
    expect((await bookings(shop.headers)).statusCode).toBe(401);
    expect((await bookings({})).statusCode).toBe(401);
  });
});
