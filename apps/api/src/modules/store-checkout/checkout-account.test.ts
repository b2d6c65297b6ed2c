import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { checkoutShop, linkToken } from '../../../test/factories/store-checkout.ts';
import { login, makeMarketplaceCustomer, PASSWORD } from '../../../test/factories.ts';
import { customers } from '../customers/tables.ts';

/* A marketplace customer logged in at the store's checkout: the order is the account's, in its list of orders. */

describe('the online store checkout of a logged-in marketplace customer', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  const store = await checkoutShop(app, db, 'PAY_ON_SITE');
  const companyId = store.shop.company.id;

  const account = async () => {
    const made = await makeMarketplaceCustomer(app);
    const token = await login(app, made.email, PASSWORD, '/v2/login/rental-place');
    return { ...made, headers: { 'x-access-token': token } };
  };
  const bookingsOf = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/v2/rental-place-user/bookings', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; shopSlug: string; pageToken: string }[];
  };
  const customerRow = async (id: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    )[0]!;
  /** A cart checked out with the account's session (and the cart's token), with the details typed. */
  const checkoutAs = async (headers: Record<string, string>, customer: Record<string, string>) => {
    const shopper = await store.shopper(1);
    const res = await app.inject({
      method: 'POST',
      url: '/v2/online-store/order',
      headers: { ...shopper.cartHeaders(), ...headers },
      payload: shopper.body({ customer: { firstName: 'Rita', lastName: 'Place', ...customer } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { orderId: string; orderLink: string };
  };

  it("books for a new shop customer linked to the account: the order is in the account's list", async () => {
    const rita = await account();
    const placed = await checkoutAs(rita.headers, { email: rita.email, phone: '+33612345678' });
    const order = await store.orderRow(placed.orderId);
    expect(await customerRow(order.customerId!)).toMatchObject({
      email: rita.email,
      firstName: 'Rita',
      phone: '+33612345678',
      rentalPlaceUserId: rita.account.id,
    });
    const list = await bookingsOf(rita.headers);
    expect(list.map((b) => [b.id, b.shopSlug, b.pageToken])).toEqual([
      [placed.orderId, store.slug, linkToken(placed.orderLink)],
    ]);
    // the account's session opens the order's page without the mailed token
    const page = await app.inject({
      method: 'GET',
      url: `/v2/your-order/${store.slug}/${placed.orderId}`,
      headers: rita.headers,
    });
    expect([page.statusCode, page.json().order.id]).toEqual([200, placed.orderId]);

    // a second checkout books for the same shop customer, whatever email is typed
    const again = await checkoutAs(rita.headers, { email: `other-${rita.email}` });
    expect((await store.orderRow(again.orderId)).customerId).toBe(order.customerId);
    expect((await bookingsOf(rita.headers)).map((b) => b.id).sort()).toEqual([placed.orderId, again.orderId].sort());
  });

  it("another account's session reads neither the order nor it in its list", async () => {
    const rita = await account();
    const mallory = await account();
    const placed = await checkoutAs(rita.headers, { email: rita.email });
    expect(await bookingsOf(mallory.headers)).toEqual([]);
    const reads = await Promise.all(
      [`/v2/your-order/${store.slug}/${placed.orderId}`, `/v2/online-store/order/${placed.orderId}/${companyId}`].map(
        (url) => app.inject({ method: 'GET', url, headers: mallory.headers }),
      ),
    );
    expect(reads.map((r) => [r.statusCode, r.json().code])).toEqual([
      [404, 'notFound'],
      [404, 'notFound'],
    ]);
  });

  it("links the shop's customer who has the account's email, and never one with another typed email", async () => {
    const rita = await account();
    const known = await makeCustomer(db, companyId, { email: rita.email.toUpperCase(), firstName: 'Rita' });
    const placed = await checkoutAs(rita.headers, { email: rita.email });
    expect((await store.orderRow(placed.orderId)).customerId).toBe(known.id);
    expect((await customerRow(known.id)).rentalPlaceUserId).toBe(rita.account.id);

    const sam = await account();
    const someoneElse = await makeCustomer(db, companyId, { email: `neighbour-${Date.now()}@example.test` });
    const typed = await checkoutAs(sam.headers, { email: someoneElse.email! });
    // booked for the customer of that email, as for a visitor, but that record is not handed to the account
    expect((await store.orderRow(typed.orderId)).customerId).toBe(someoneElse.id);
    expect((await customerRow(someoneElse.id)).rentalPlaceUserId).toBeNull();
    expect(await bookingsOf(sam.headers)).toEqual([]);
  });

  it('a visitor books as before: no account is linked', async () => {
    const placed = await (await store.shopper(1)).checkout();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await store.orderRow(placed.body.orderId);
    expect((await customerRow(order.customerId!)).rentalPlaceUserId).toBeNull();
  });
});
