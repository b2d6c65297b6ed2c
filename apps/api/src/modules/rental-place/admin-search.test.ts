import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeMarketplaceCustomer, makeShop } from '../../../test/factories.ts';

describe('GET /v2/admin/rental-place-user/search', async () => {
  const { app, db } = await createTestApp();
  const search = (query: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/v2/admin/rental-place-user/search?${query}`, headers });

  it('lists marketplace customers to administrators, by email or name', async () => {
    const { headers } = await makeAdmin(app, db);
    const { email } = await makeMarketplaceCustomer(app, `rita-${Date.now()}@example.test`);
    const found = await search(`search=${encodeURIComponent(email.slice(0, 12))}`, headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, items: [{ email, firstName: 'Rita', isValidated: true }] });
    const byName = await search('search=Rita%20Place&limit=200', headers);
    expect(byName.json().items.map((u: { email: string }) => u.email)).toContain(email);
    expect(found.json().items[0]).not.toHaveProperty('passwordHash');
  });

  it('is for administrators only', async () => {
    const shop = await makeShop(app, db);
    expect((await search('', shop.headers)).statusCode).toBe(403);
  });
});
