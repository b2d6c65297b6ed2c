import { and, eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeShop } from '../../../../test/factories.ts';
import { orderReservations, orders, unitAssignments } from '../tables.ts';

/*
 * Many requests booking the same stock at once, through the app on real PostgreSQL. The test pool has several
 * connections, so the requests run in separate transactions at the same time; each scenario checks that they did
 * (more than one connection checked out at once) before trusting its counts.
 */

const ROUNDS = 3;
const HOUR = 3_600_000;
/** Every period below contains this instant, so any two of them overlap. */
const COMMON = Date.parse('2027-03-10T12:00:00Z');

/** A different period for each request i, always around COMMON. */
const periodAround = (i: number) => ({
  startDate: new Date(COMMON - ((i % 11) + 1) * HOUR).toISOString(),
  endDate: new Date(COMMON + (((i * 7) % 13) + 1) * HOUR).toISOString(),
});

describe('concurrent order creation', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  // the pool behind the test database (drizzle keeps it as $client)
  const pool = (db as unknown as { $client: Pool }).$client;
  let busy = 0;
  let mostBusy = 0;
  let booked = 0;
  pool.on('acquire', () => {
    busy++;
    mostBusy = Math.max(mostBusy, busy);
  });
  pool.on('release', () => {
    busy--;
  });

  /** Sends every body at once and returns the answers once all are in. */
  async function burst(bodies: object[]) {
    mostBusy = busy;
    const answers = await Promise.all(
      bodies.map((payload) =>
        app.inject({ method: 'POST', url: '/v2/order/createOrder', headers: shop.headers, payload }),
      ),
    );
    expect(mostBusy, 'requests ran on several connections at once').toBeGreaterThan(1);
    booked += answers.filter((a) => a.statusCode === 200).length;
    return answers.map((a) => ({ status: a.statusCode, code: a.statusCode === 200 ? null : a.json().code }));
  }
  const count = (list: { status: number }[], status: number) => list.filter((a) => a.status === status).length;

  async function heldOf(productId: string) {
    const [row] = await db
      .select({ holds: sql<number>`count(*)::int`, quantity: sql<number>`coalesce(sum(quantity), 0)::int` })
      .from(orderReservations)
      .where(and(eq(orderReservations.companyId, shop.company.id), eq(orderReservations.productId, productId)));
    return row;
  }

  it('50 requests for the last unit over overlapping periods: exactly one gets it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { product } = await makeProductWithUnits(app, shop.headers, 1, { name: `Tandem ${round}` });
      const answers = await burst(
        Array.from({ length: 50 }, (_, i) => ({
          ...periodAround(i),
          products: [{ productId: product.id, quantity: 1 }],
        })),
      );
      expect(count(answers, 200)).toBe(1);
      expect(answers.filter((a) => a.status === 409 && a.code === 'notAvailable')).toHaveLength(49);
      expect(await heldOf(product.id)).toEqual({ holds: 1, quantity: 1 });
    }
  });

  it('50 requests for a stock of 7 over periods sharing an instant: exactly 7 succeed', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const helmets = await makeProduct(app, shop.headers, {
        name: `Casque ${round}`,
        stockMode: 'QUANTITY',
        quantity: 7,
      });
      const answers = await burst(
        Array.from({ length: 50 }, (_, i) => ({
          ...periodAround(i + round),
          products: [{ productId: helmets.id, quantity: 1 }],
        })),
      );
      expect(count(answers, 200)).toBe(7);
      expect(answers.filter((a) => a.status === 409 && a.code === 'notAvailable')).toHaveLength(43);
      expect(await heldOf(helmets.id)).toEqual({ holds: 7, quantity: 7 });
    }
  });

  it('30 requests naming the same unit, with stock enough otherwise: one gets the unit', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { product, units } = await makeProductWithUnits(app, shop.headers, 31, { name: `VTT ${round}` });
      const wanted = units[0].id;
      const answers = await burst(
        Array.from({ length: 30 }, (_, i) => ({
          ...periodAround(i),
          products: [{ productId: product.id, quantity: 1, subProductIds: [wanted] }],
        })),
      );
      expect(count(answers, 200)).toBe(1);
      expect(count(answers, 409)).toBe(29);
      for (const a of answers.filter((x) => x.status === 409)) expect(['unitTaken', 'notAvailable']).toContain(a.code);
      const given = await db
        .select({ id: unitAssignments.id })
        .from(unitAssignments)
        .where(and(eq(unitAssignments.companyId, shop.company.id), eq(unitAssignments.subProductId, wanted)));
      expect(given).toHaveLength(1);
      // the failed requests left no hold behind: only the winner's
      expect(await heldOf(product.id)).toEqual({ holds: 1, quantity: 1 });
    }
    const overlaps = await db.execute(
      sql`select count(*)::int as n from unit_assignments a join unit_assignments b
            on a.company_id = b.company_id and a.sub_product_id = b.sub_product_id and a.id < b.id
           and a.period && b.period
          where a.company_id = ${shop.company.id}`,
    );
    expect(overlaps.rows[0]).toEqual({ n: 0 });
  });

  it('orders of A+B and B+A at once neither deadlock nor oversell', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await makeProduct(app, shop.headers, { name: `Paddle ${round}`, stockMode: 'QUANTITY', quantity: 5 });
      const { product: b } = await makeProductWithUnits(app, shop.headers, 5, { name: `Kayak ${round}` });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the requests did not all finish: deadlock?')), 20_000);
      });
      const answers = await Promise.race([
        burst(
          Array.from({ length: 40 }, (_, i) => ({
            ...periodAround(i),
            products:
              i % 2 === 0
                ? [
                    { productId: a.id, quantity: 1 },
                    { productId: b.id, quantity: 1 },
                  ]
                : [
                    { productId: b.id, quantity: 1 },
                    { productId: a.id, quantity: 1 },
                  ],
          })),
        ),
        timeout,
      ]).finally(() => clearTimeout(timer));
      expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
      expect(count(answers, 200)).toBe(5);
      expect(await heldOf(a.id)).toEqual({ holds: 5, quantity: 5 });
      expect(await heldOf(b.id)).toEqual({ holds: 5, quantity: 5 });
    }
  });

  it('refused requests leave no order behind', async () => {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.companyId, shop.company.id));
    expect(n).toBe(booked);
  });
});
