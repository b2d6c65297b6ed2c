import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing, winnerFirst } from '../../../test/concurrency.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { storeCustomer } from '../../../test/factories/store-cart.ts';
import { makeShop } from '../../../test/factories.ts';
import { timedHolds } from '../availability/tables.ts';
import { cartExpiryJob } from './expiry-job.ts';
import { storeCarts } from './tables.ts';

/*
 * The cart's hold is a real hold of the stock: customers of the store and the counter compete for the same units,
 * under the same locks; the hold stops counting when it expires (the app's clock), when the cart is emptied.
 */

const MINUTE = 60_000;

describe('holds of online store carts', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-06-03T08:00:00Z');
  const shop = await makeShop(app, db);
  const race = racing(app, db);
  const slug = shop.company.slug;
  const { product } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Last e-bike' });
  const weekend = [{ kind: 'product', id: product.id, quantity: 1, start: '2030-06-08', end: '2030-06-09' }];
  const bookAtCounter = () =>
    app.inject({
      method: 'POST',
      url: '/v2/order/createOrder',
      headers: shop.headers,
      payload: {
        startDate: '2030-06-08T09:00',
        endDate: '2030-06-08T18:00',
        customer: { firstName: 'Paul', lastName: 'Counter', email: `paul-${Date.now()}@example.test` },
        products: [{ productId: product.id, quantity: 1 }],
      },
    });
  const holdsOfProduct = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(timedHolds)
        .where(and(eq(timedHolds.companyId, shop.company.id), eq(timedHolds.productId, product.id)))
    )[0]!.n;

  const runJob = () =>
    cartExpiryJob.run(
      { id: 'test', data: {}, retryCount: 0, lastAttempt: true },
      { db: app.db, deps: app.deps, log: app.log },
    );

  it('two customers racing for the last unit: one holds it, the other is told it is taken, naming it', async () => {
    const anna = storeCustomer(app, slug);
    const ben = storeCustomer(app, slug);
    const saving = (customer: ReturnType<typeof storeCustomer>) => async () => {
      const res = await customer.save(weekend);
      return { status: res.statusCode, body: res.json() };
    };
    const { answers, overlapped } = await race.all([saving(anna), saving(ben)]);
    expect(overlapped, 'both requests ran on their own connection at once').toBe(true);
    const [accepted, refused] = winnerFirst(...answers);
    expect([accepted!.status, refused!.status]).toEqual([200, 409]);
    const [won, lost] = answers[0] === accepted ? [anna, ben] : [ben, anna];
    expect(refused!.body.code).toBe('notAvailable');
    expect(refused!.body.details!.conflicts).toEqual([
      expect.objectContaining({ productId: product.id, name: 'Last e-bike', requested: 1, available: 0 }),
    ]);
    expect(lost.token).toBeUndefined();
    expect(won.token).toHaveLength(75);
    expect(await holdsOfProduct()).toBe(1);

    // the counter cannot take it either while the hold lasts
    const counter = await bookAtCounter();
    expect(counter.statusCode).toBe(409);
    expect(counter.json().code).toBe('notAvailable');

    // the hold is over after 15 minutes: the other customer gets the unit at once, before any cleaning
    clock.advance(15 * MINUTE - 1000);
    expect((await lost.save(weekend)).statusCode).toBe(409);
    clock.advance(1000);
    const second = await lost.save(weekend);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().cart.lines[0].held).toEqual([{ productId: product.id, quantity: 1 }]);
    // the first cart's customer is told its hold ran out, and when
    const expired = await won.read();
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'cartExpired', details: { expiredAt: '2030-06-03T08:15:00.000Z' } });

    // emptying releases at once: the counter books the unit
    const emptied = await lost.empty();
    expect(emptied.json()).toEqual({ released: 1 });
    expect((await lost.read()).statusCode).toBe(404);
    const booked = await bookAtCounter();
    expect(booked.statusCode, booked.body).toBe(200);

    // a cart cannot take what the counter booked
    const late = await storeCustomer(app, slug).save(weekend);
    expect(late.statusCode).toBe(409);
    expect(late.json().details.conflicts[0].productId).toBe(product.id);
  });

  it('replacing the lines releases the former hold; a refused replacement leaves the cart as it was', async () => {
    const { product: kayak } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Kayak' });
    const { product: paddle } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Paddle board' });
    const line = (id: string) => ({ kind: 'product', id, quantity: 1, start: '2030-07-01', end: '2030-07-02' });
    const carla = storeCustomer(app, slug);
    const dan = storeCustomer(app, slug);
    expect((await carla.save([line(kayak.id)])).statusCode).toBe(200);
    expect((await dan.save([line(paddle.id)])).statusCode).toBe(200);
    const swapped = await carla.save([line(paddle.id)]);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().details.conflicts[0].name).toBe('Paddle board');
    expect((await carla.read()).json().lines.map((l: { name: string }) => l.name)).toEqual(['Kayak']);
    // Dan switches to the kayak? Carla still holds it; once Dan lets go of the paddle board, Carla may take it
    expect((await dan.save([])).json().cart.lines).toEqual([]);
    const taken = await carla.save([line(paddle.id)]);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().token).toBeUndefined();
    expect((await dan.save([line(kayak.id)])).statusCode).toBe(200);
  });

  it('one client may save carts 60 times in 15 minutes, so a script cannot keep holding the stock', async () => {
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/v2/online-store/cart',
        remoteAddress: '203.0.113.7',
        payload: { slug, lines: [] },
      });
    for (let i = 0; i < 60; i++) expect((await save()).statusCode).toBe(200);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
    clock.advance(15 * MINUTE);
    expect((await save()).statusCode).toBe(200);
  });

  it('a cart whose hold ran out says so with the lines to save again, and holds them again while they are free', async () => {
    const { product: canoe } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Canoe' });
    const line = { kind: 'product', id: canoe.id, quantity: 1, start: '2030-09-05', end: '2030-09-06' };
    const eva = storeCustomer(app, slug);
    expect((await eva.save([line])).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    const expired = await eva.read();
    expect(expired.statusCode).toBe(409);
    const { details, message } = expired.json();
    expect(message).toBe("The cart's hold ran out at 2030-06-03T08:45:00.000Z: save the cart again");
    expect(details.expiredAt).toBe('2030-06-03T08:45:00.000Z');
    expect(details.lines).toEqual([
      { ...line, start: '2030-09-04T22:00:00.000Z', end: '2030-09-06T22:00:00.000Z', selections: [] },
    ]);
    // an unknown token still finds nothing
    const stranger = storeCustomer(app, slug);
    stranger.token = `${eva.token!.slice(0, -4)}AAAA`;
    expect((await stranger.read()).statusCode).toBe(404);

    // the same lines sent again: held anew for 15 minutes from now, by the same cart
    clock.advance(5 * MINUTE);
    const again = await eva.save(details.lines);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().token).toBeUndefined();
    expect(again.json().cart).toMatchObject({ expiresAt: '2030-06-03T09:05:00.000Z', secondsLeft: 900 });
    expect(again.json().cart.lines[0].held).toEqual([{ productId: canoe.id, quantity: 1 }]);
    expect((await storeCustomer(app, slug).save([line])).statusCode).toBe(409);

    // once it ran out again and someone else took the canoe, saving it again says both
    clock.advance(15 * MINUTE);
    expect((await storeCustomer(app, slug).save([line])).statusCode).toBe(200);
    const late = await eva.save(details.lines);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'cartExpired',
      message: "The cart's hold ran out at 2030-06-03T09:05:00.000Z and meanwhile Canoe was taken",
      details: {
        expiredAt: '2030-06-03T09:05:00.000Z',
        conflicts: [expect.objectContaining({ productId: canoe.id, name: 'Canoe', available: 0 })],
      },
    });
    expect((await eva.read()).json().code).toBe('cartExpired');
  });

  it('the expiry job deletes the holds whose time is over, and the carts a week after theirs', async () => {
    const { product: tent } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Tent' });
    const line = [{ kind: 'product', id: tent.id, quantity: 1, start: '2030-08-01', end: '2030-08-03' }];
    const early = storeCustomer(app, slug);
    await early.save(line);
    clock.advance(10 * MINUTE);
    const later = storeCustomer(app, slug);
    await later.save(line);
    clock.advance(6 * MINUTE);
    await runJob();
    const carts = await db
      .select({ id: storeCarts.id })
      .from(storeCarts)
      .where(eq(storeCarts.companyId, shop.company.id));
    const left = await db
      .select({ owner: timedHolds.ownerId })
      .from(timedHolds)
      .where(and(eq(timedHolds.companyId, shop.company.id), eq(timedHolds.productId, tent.id)));
    expect(left).toHaveLength(1);
    expect(carts.map((c) => c.id)).toContain(left[0]!.owner);
    expect((await early.read()).json().code).toBe('cartExpired');
    expect((await later.read()).statusCode).toBe(200);

    clock.advance(7 * 24 * 60 * MINUTE - 2 * MINUTE);
    await runJob();
    expect((await early.read()).json().code).toBe('cartExpired');
    clock.advance(MINUTE);
    await runJob();
    expect((await early.read()).statusCode).toBe(404);
    expect((await later.read()).json().code).toBe('cartExpired');
  });
});
