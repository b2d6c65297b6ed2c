import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { makeOrder } from '../../../../test/factories/order-lifecycle.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../../test/factories.ts';

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
      const bike = await makeProduct(app, shop.headers, { name: 'VTT', stockMode: 'QUANTITY', quantity: 3 });
      const mine = await makeCustomer(db, shop.company.id, { email, rentalPlaceUserId: account.id });
      const theirs = await makeCustomer(db, shop.company.id, { rentalPlaceUserId: other.account.id });
      const order = await makeOrder(app, shop.headers, {
        startDate: `2026-08-0${i + 1}T09:00`,
        endDate: `2026-08-0${i + 1}T18:00`,
        customerId: mine.id,
        products: [{ productId: bike.id, quantity: 1 }],
      });
      booked.push(order.id);
      await makeOrder(app, shop.headers, {
        startDate: '2026-08-05T09:00',
        endDate: '2026-08-05T18:00',
        customerId: theirs.id,
        products: [{ productId: bike.id, quantity: 1 }],
      });
    }
    const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
    const res = await bookings({ 'x-access-token': token });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as { id: string; shopName: string; type: string; currency: string }[];
    expect(items.map((b) => b.id)).toEqual([booked[1], booked[0]]);
    expect(items[0]).toMatchObject({ shopName: shops[1].company.name, type: 'ORDER', currency: 'EUR' });
  });

  it('is for marketplace customers only', async () => {
    const shop = await makeShop(app, db);
    expect((await bookings(shop.headers)).statusCode).toBe(401);
    expect((await bookings({})).statusCode).toBe(401);
  });
});
