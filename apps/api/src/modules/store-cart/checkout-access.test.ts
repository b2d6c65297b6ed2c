import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { storeCustomer } from '../../../test/factories/store-cart.ts';
import { makeShop } from '../../../test/factories.ts';
import type { Db } from '../../platform/db/pool.ts';
import { productAvailability } from '../availability/index.ts';
import { extendCartHold, lockCartByToken, releaseCart, takeCartLines } from './index.ts';

/* What the checkout uses: a cart read by its token under lock, its holds turned into an order's or released. */

const MINUTE = 60_000;

describe('the cart as the checkout takes it', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2030-09-02T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const { product } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Canoe' });
  const lines = [{ kind: 'product', id: product.id, quantity: 1, start: '2030-09-07', end: '2030-09-08' }];
  const start = Date.parse('2030-09-06T22:00:00Z');
  const end = Date.parse('2030-09-08T22:00:00Z');
  const freeIn = async (tx: Db) =>
    (
      await productAvailability(tx, shop.company.id, {
        productIds: [product.id],
        start,
        end,
        now: clock.now().getTime(),
      })
    ).get(product.id)!.available;
  const rollback = new Error('rolled back');
  /** Runs `work` in a transaction that is then rolled back, answering what it answered. */
  async function thenRollBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    let answer: T | undefined;
    await expect(
      db.transaction(async (tx) => {
        answer = await work(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    return answer as T;
  }

  it('reads the cart under lock with its holds; taking its lines frees the stock in the same transaction only', async () => {
    const customer = storeCustomer(app, shop.company.slug);
    expect((await customer.save(lines)).statusCode).toBe(200);
    const taken = await thenRollBack(async (tx) => {
      const cart = await lockCartByToken(tx, customer.token, clock.now(), shop.company.id);
      expect(cart).toMatchObject({ companyId: shop.company.id, expired: false });
      expect(cart.holds).toEqual([{ productId: product.id, quantity: 1, start, end }]);
      expect(await freeIn(tx)).toBe(0);
      const took = await takeCartLines(tx, cart);
      expect(await freeIn(tx)).toBe(1);
      return took;
    });
    expect(taken).toEqual([
      expect.objectContaining({
        kind: 'product',
        id: product.id,
        quantity: 1,
        holds: [{ productId: product.id, quantity: 1 }],
      }),
    ]);
    // rolled back with the caller: the cart and its hold are still there
    expect((await customer.read()).statusCode).toBe(200);
    expect(await freeIn(db)).toBe(0);
  });

  it("answers 404 for another store's token and says when the hold is over; extending keeps the stock held", async () => {
    const customer = storeCustomer(app, shop.company.slug);
    await customer.save([]);
    await expect(lockCartByToken(db, customer.token, clock.now(), other.company.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(lockCartByToken(db, 'not-a-token', clock.now())).rejects.toMatchObject({ statusCode: 404 });
    const holder = storeCustomer(app, shop.company.slug);
    await holder.empty();
    clock.advance(20 * MINUTE);
    expect((await holder.save(lines)).statusCode).toBe(200);
    await db.transaction(async (tx) => {
      const cart = await lockCartByToken(tx, holder.token, clock.now());
      await extendCartHold(tx, cart, new Date(clock.now().getTime() + 30 * MINUTE));
    });
    clock.advance(20 * MINUTE);
    expect(await freeIn(db)).toBe(0);
    expect((await holder.read()).json().secondsLeft).toBe(600);
    clock.advance(10 * MINUTE);
    expect(await freeIn(db)).toBe(1);
    const expired = await db.transaction((tx) => lockCartByToken(tx, holder.token, clock.now()));
    expect(expired.expired).toBe(true);
    expect(await db.transaction((tx) => releaseCart(tx, expired))).toEqual({ released: 1 });
    expect((await holder.read()).statusCode).toBe(404);
  });
});
