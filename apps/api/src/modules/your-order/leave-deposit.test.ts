import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { checkoutShop, linkToken } from '../../../test/factories/store-checkout.ts';
import { runJobsUntil } from '../../../test/jobs.ts';
import { sandboxWebhookJob } from '../card-payments/index.ts';
import { paymentLinks } from '../card-payments/tables.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { payments } from '../payments/tables.ts';

/* The customer leaves their order's deposit from the order's page, on the card provider's page. */

describe("POST /v2/your-order/{slug}/{orderId}/deposit: the deposit left from the order's page", async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  await cardPaymentFixture(app, db);
  const depositsOnline = {
    bail: {
      ...DEFAULTS.bail,
      access: { enabled: true, onlineStore: true, dashboard: true, captureRequiresManager: false },
    },
  };
  // paid on site: the checkout mails no deposit link, the page is where the deposit is left
  const store = await checkoutShop(app, db, 'PAY_ON_SITE', depositsOnline);
  const companyId = store.shop.company.id;

  /** An order of one kayak (deposit 150.00) and its page's token. */
  const booked = async (shop = store) => {
    const placed = await (await shop.shopper(1)).checkout();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return { id: placed.body.orderId as string, token: linkToken(placed.body.orderLink), slug: shop.slug };
  };
  const leave = (o: { id: string; token: string; slug: string }, slug = o.slug, token = o.token) =>
    app.inject({ method: 'POST', url: `/v2/your-order/${slug}/${o.id}/deposit?token=${token}` });
  const pageOf = async (o: { id: string; token: string; slug: string }) =>
    (await app.inject({ method: 'GET', url: `/v2/your-order/${o.slug}/${o.id}?token=${o.token}` })).json();
  const depositRows = (orderId: string) =>
    db
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(
        and(eq(payments.companyId, companyId), eq(payments.orderId, orderId), eq(payments.type, 'SHORT_TERM_DEPOSIT')),
      );

  it('opens one card hold for two taps, and once the webhook recorded it, the deposit is held', async () => {
    const order = await booked();
    expect((await pageOf(order)).deposit).toEqual({ toTake: 150, held: 0, toLeave: 150, state: 'TO_LEAVE' });

    const [first, second] = await Promise.all([leave(order), leave(order)]);
    expect([first!.statusCode, second!.statusCode], first!.body).toEqual([200, 200]);
    expect(first!.json()).toMatchObject({ amount: 150, currency: 'EUR' });
    expect(first!.json().url).toContain('/pay/sandbox/');
    expect(second!.json()).toEqual(first!.json());
    const links = await db
      .select({ id: paymentLinks.id, kind: paymentLinks.kind, amountCents: paymentLinks.amountCents })
      .from(paymentLinks)
      .where(and(eq(paymentLinks.companyId, companyId), eq(paymentLinks.orderId, order.id)));
    expect(links).toEqual([{ id: first!.json().linkId, kind: 'DEPOSIT', amountCents: 15000 }]);
    expect(await depositRows(order.id)).toEqual([{ status: 'WAITING', amountCents: 15000 }]);

    // the card page holds the amount; back on the page, the webhook records the hold
    const page = new URL(first!.json().url);
    const held = await app.inject({
      method: 'POST',
      url: `/v2/payment/sandbox/intent/${page.pathname.split('/').at(-1)}/confirm`,
      payload: {
        secret: page.searchParams.get('secret'),
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(held.statusCode, held.body).toBe(200);
    await runJobsUntil(app, async () => (await pageOf(order)).deposit.state === 'HELD', [sandboxWebhookJob]);
    expect((await pageOf(order)).deposit).toEqual({ toTake: 150, held: 150, toLeave: 0, state: 'HELD' });

    const again = await leave(order);
    expect([again.statusCode, again.json().code, again.json().details]).toEqual([409, 'depositHeld', { held: 150 }]);
    expect(await depositRows(order.id)).toHaveLength(1);
  });

  it('pays the deposit link the checkout mailed rather than opening a second one', async () => {
    const online = await checkoutShop(app, db, 'PAY_ONLINE', depositsOnline);
    const order = await booked(online);
    const [mailed] = await db
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(and(eq(paymentLinks.orderId, order.id), eq(paymentLinks.kind, 'DEPOSIT')));
    const res = await leave(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().linkId).toBe(mailed!.id);
    const links = await db.select().from(paymentLinks).where(eq(paymentLinks.orderId, order.id));
    expect(links).toHaveLength(1);
  });

  it("answers 404 to a wrong token, another shop's address or no token, and 409 when the shop takes deposits at the counter", async () => {
    const order = await booked();
    const other = await checkoutShop(app, db, 'PAY_ON_SITE', depositsOnline);
    const theirs = await booked(other);
    const refused = await Promise.all([
      leave(order, order.slug, theirs.token),
      leave(order, other.slug),
      leave(theirs, store.slug),
      app.inject({ method: 'POST', url: `/v2/your-order/${order.slug}/${order.id}/deposit` }),
    ]);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([404, 'notFound']));
    expect(await depositRows(order.id)).toEqual([]);

    const counter = await checkoutShop(app, db, 'PAY_ON_SITE');
    const atCounter = await booked(counter);
    expect((await pageOf(atCounter)).deposit).toBeNull();
    const res = await leave(atCounter);
    expect([res.statusCode, res.json().code]).toEqual([409, 'depositNotOnline']);
  });
});
