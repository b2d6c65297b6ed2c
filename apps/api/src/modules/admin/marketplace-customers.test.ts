import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookForMarketplaceAccounts } from '../../../test/factories/marketplace-bookings.ts';
import { login, makeAdmin, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { newId } from '../../platform/ids.ts';
import { updateRentalPlaceUser } from '../rental-place/index.ts';

describe('GET /v2/admin/rental-place-user/{id}', async () => {
  const { app, db } = await createTestApp();
  const detail = (id: string, headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/v2/admin/rental-place-user/${id}${query}`, headers });

  it('shows administrators the account and, with withOrders, its bookings in every shop', async () => {
    const { headers } = await makeAdmin(app, db);
    const { email, account } = await makeMarketplaceCustomer(app);
    const { account: other } = await makeMarketplaceCustomer(app);
    const shops = [await makeShop(app, db), await makeShop(app, db)];
    const booked: string[] = [];
    for (const [i, shop] of shops.entries()) {
      const [theirs] = await bookForMarketplaceAccounts(app, db, shop, `2026-09-0${i + 1}`, [account.id, other.id]);
      booked.push(theirs);
    }

    const withOrders = await detail(account.id, headers, '?withOrders=true');
    expect(withOrders.statusCode, withOrders.body).toBe(200);
    const body = withOrders.json();
    expect(body.user).toMatchObject({ id: account.id, email, firstName: 'Rita', lastName: 'Place', isValidated: true });
    expect(body.user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([booked[1], booked[0]]);
    expect(body.orders[1]).toMatchObject({ shopName: shops[0].company.name, type: 'ORDER', currency: 'EUR' });
    // the customer's page links are theirs alone
    expect(body.orders[1]).not.toHaveProperty('pageToken');

    const plain = await detail(account.id, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('orders');
  });

  it('answers 404 for an unknown or anonymised account', async () => {
    const { headers } = await makeAdmin(app, db);
    expect((await detail(newId(), headers)).json()).toMatchObject({ statusCode: 404, code: 'notFound' });
    const { account } = await makeMarketplaceCustomer(app);
    await updateRentalPlaceUser(db, account.id, { anonymisedAt: new Date() });
    expect((await detail(account.id, headers, '?withOrders=true')).statusCode).toBe(404);
  });

  it('is for platform administrators only', async () => {
    const { email, account } = await makeMarketplaceCustomer(app);
    const shop = await makeShop(app, db);
    expect((await detail(account.id, shop.headers)).statusCode).toBe(403);
    const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
    expect((await detail(account.id, { 'x-access-token': token })).statusCode).toBe(403);
    expect((await detail(account.id, {})).statusCode).toBe(401);
    const { headers } = await makeAdmin(app, db);
    expect((await detail('not-an-id', headers)).statusCode).toBe(400);
  });
});
