import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeShop } from '../../../../test/factories.ts';
import { productAvailability } from '../../availability/engine.ts';

/*
 * Model-based check of the stock: random sequences of create / extend / cancel / hand out / return run against the
 * API and against a plain in-memory model of what each order holds. After every step the engine's free counts over
 * a set of windows must equal the model's, and never be negative or short.
 */

const SLOT = 3 * 3_600_000;
const BASE = Date.parse('2027-03-01T06:00:00Z');
const at = (slot: number) => new Date(BASE + slot * SLOT).toISOString();
const WINDOWS = [
  [0, 4],
  [2, 9],
  [6, 7],
  [8, 16],
  [12, 30],
  [20, 24],
  [0, 40],
] as const;

type Step =
  | { kind: 'create'; product: number; quantity: number; start: number; length: number }
  | { kind: 'extend'; pick: number; length: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'handOut'; pick: number }
  | { kind: 'return'; pick: number };

interface ModelOrder {
  id: string;
  product: number;
  quantity: number;
  start: number;
  end: number;
  state: 'TO_COME' | 'OUT' | 'ENDED' | 'CANCELED';
}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      product: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: 1, max: 2 }),
      start: fc.integer({ min: 0, max: 30 }),
      length: fc.integer({ min: 1, max: 10 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extend' as const),
      pick: fc.nat(),
      length: fc.integer({ min: 1, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('handOut' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('return' as const), pick: fc.nat() }) },
);

describe('stock against an in-memory model', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-02-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const call = async (method: string, url: string, payload?: object) => {
    const res = await app.inject({ method: method as 'GET', url: `/v2${url}`, headers: shop.headers, payload });
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
    return res;
  };

  it('free counts always equal the model and never go below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 14 }), async (steps) => {
        const bikes = (await makeProductWithUnits(app, shop.headers, 3, { name: 'Bike' })).product;
        const helmets = await makeProduct(app, shop.headers, { name: 'Helmet', stockMode: 'QUANTITY', quantity: 4 });
        const products = [
          { id: bikes.id as string, capacity: 3, serialised: true },
          { id: helmets.id as string, capacity: 4, serialised: false },
        ];
        const orders: ModelOrder[] = [];
        const held = (product: number, start: number, end: number, except?: string) => {
          let peak = 0;
          for (let s = start; s < end; s++) {
            const sum = orders
              .filter((o) => o.id !== except && o.product === product && (o.state === 'TO_COME' || o.state === 'OUT'))
              .filter((o) => o.start <= s && s < o.end)
              .reduce((n, o) => n + o.quantity, 0);
            peak = Math.max(peak, sum);
          }
          return peak;
        };
        const body = (o: Pick<ModelOrder, 'product' | 'quantity' | 'start' | 'end'>) => ({
          startDate: at(o.start),
          endDate: at(o.end),
          products: [{ productId: products[o.product].id, quantity: o.quantity }],
        });
        const live = (states: ModelOrder['state'][]) => orders.filter((o) => states.includes(o.state));

        for (const step of steps) {
          // A minute between the counter's actions: a unit is never handed back twice in the same instant.
          clock.advance(60_000);
          if (step.kind === 'create') {
            const draft = { ...step, end: step.start + step.length };
            const fits = held(step.product, draft.start, draft.end) + step.quantity <= products[step.product].capacity;
            const res = await call('POST', '/order/createOrder', body(draft));
            expect(res.statusCode, res.body).toBe(fits ? 200 : 409);
            if (fits) orders.push({ ...draft, id: res.json().id, state: 'TO_COME' });
          } else if (step.kind === 'extend') {
            const candidates = live(['TO_COME']);
            if (candidates.length === 0) continue;
            const order = candidates[step.pick % candidates.length];
            const end = order.start + step.length;
            const fits =
              held(order.product, order.start, end, order.id) + order.quantity <= products[order.product].capacity;
            const res = await call('PUT', `/order/updateOrder/${order.id}`, body({ ...order, end }));
            if (fits && res.statusCode === 409 && res.json().code === 'unitTaken') continue;
            expect(res.statusCode, res.body).toBe(fits ? 200 : 409);
            if (fits) order.end = end;
          } else if (step.kind === 'cancel') {
            const candidates = live(['TO_COME']);
            if (candidates.length === 0) continue;
            const order = candidates[step.pick % candidates.length];
            expect((await call('DELETE', `/order/cancel/${order.id}`)).statusCode).toBe(200);
            order.state = 'CANCELED';
          } else if (step.kind === 'handOut') {
            const candidates = live(['TO_COME']);
            if (candidates.length === 0) continue;
            const order = candidates[step.pick % candidates.length];
            const plan = (await call('GET', `/product-availability/lcd/allocateMaterial?orderId=${order.id}`)).json();
            const units = products[order.product].serialised
              ? plan.flatMap((h: { quantity: number; assigned: unknown[]; free: { id: string }[] }) =>
                  h.free.slice(0, h.quantity - h.assigned.length).map((u) => u.id),
                )
              : [];
            // Units given greedily to earlier orders may leave none over this one's whole period: then it waits.
            if (products[order.product].serialised && units.length < order.quantity) continue;
            const res = await call('POST', `/order/readyToGo/${order.id}`, { subProductIds: units });
            expect(res.statusCode, res.body).toBe(200);
            order.state = 'OUT';
          } else {
            const candidates = live(['OUT']);
            if (candidates.length === 0) continue;
            const order = candidates[step.pick % candidates.length];
            expect((await call('POST', `/order/set-status/${order.id}/ENDED`, {})).statusCode).toBe(200);
            order.state = 'ENDED';
          }
          const now = clock.now().getTime();
          // both products in one read per window, the windows read at once: each answer stands on its own
          const reads = await Promise.all(
            WINDOWS.map(([from, to]) =>
              productAvailability(db, shop.company.id, {
                productIds: products.map((p) => p.id),
                start: BASE + from * SLOT,
                end: BASE + to * SLOT,
                now,
              }),
            ),
          );
          for (const [w, [from, to]] of WINDOWS.entries()) {
            const found = reads[w];
            for (const [index, product] of products.entries()) {
              const answer = found.get(product.id)!;
              const expected = product.capacity - held(index, from, to);
              expect(expected).toBeGreaterThanOrEqual(0);
              expect({ window: [from, to], available: answer.available, shortfall: answer.shortfall }).toEqual({
                window: [from, to],
                available: expected,
                shortfall: 0,
              });
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
