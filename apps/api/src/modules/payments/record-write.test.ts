import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { auditOf, makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { orders } from '../orders/tables.ts';
import { payments } from './tables.ts';

/** The first words of each statement sent to PostgreSQL while `work` runs, in order. */
async function statementsOf(work: () => Promise<unknown>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    sent.push((typeof first === 'string' ? first : first.text).trim().split(/\s+/).slice(0, 3).join(' '));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  await work();
  vi.restoreAllMocks();
  // the test app keeps no cache of sessions (the server does): who calls is read at each request, apart from the write
  return sent.filter((text) => !text.startsWith('select "sessions"'));
}

describe('the write of payments recorded by hand', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const companyId = shop.company.id;
  const race = racing(app, db);
  const send = async (url: string, payload: object, headers: Record<string, string> = shop.headers) => {
    const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const canoe = await makeProduct(app, shop.headers, {
    name: 'Canoe',
    stockMode: 'QUANTITY',
    quantity: 500,
    priceGrid: { days: [{ days: 1, price: 50 }] },
  });
  // one canoe for a day: 50.00
  const order = () =>
    makeOrder(app, shop.headers, {
      startDate: '2026-10-03T09:00',
      endDate: '2026-10-03T18:00',
      products: [{ productId: canoe.id, quantity: 1 }],
    });
  const ledger = (orderId: string) =>
    db
      .select({ amountCents: payments.amountCents, method: payments.method })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, orderId)))
      .orderBy(asc(payments.createdAt), asc(payments.id));
  const stored = async (orderId: string) =>
    (
      await db
        .select({ paidCents: orders.paidCents, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
    )[0];

  afterEach(() => vi.restoreAllMocks());

  it('takes five statements, seven with an idempotency key: the row, its audit entry and the ledger read in one', async () => {
    const o = await order();
    // the first write on a connection prepares its statements
    await send('/payment-v2', { orderId: o.id, amount: 1, method: 'CASH' });
    clock.advance(1000);
    const plain = await statementsOf(() => send('/payment-v2', { orderId: o.id, amount: 2, method: 'CHECK' }));
    expect(plain).toEqual(['begin', 'select company_id as', 'with added as', 'update orders set', 'commit']);
    clock.advance(1000);
    const keyed = await statementsOf(() =>
      send('/payment-v2', { orderId: o.id, amount: 3, method: 'CARD' }, { ...shop.headers, 'idempotency-key': 'k-1' }),
    );
    expect(keyed).toEqual([
      'begin',
      'insert into idempotency_keys',
      'select company_id as',
      'with added as',
      'update orders set',
      'update idempotency_keys set',
      'commit',
    ]);
    expect((await ledger(o.id)).map((r) => [r.amountCents, r.method])).toEqual([
      [100, 'CASH'],
      [200, 'CHECK'],
      [300, 'CARD'],
    ]);
    expect((await auditOf(db, o.id)).filter((a) => a.action === 'payment.record')).toHaveLength(3);
  });

  it('answers and stores each order of a bulk write with its own ledger, audited row by row', async () => {
    const [a, b] = [await order(), await order()];
    await send('/payment-v2', { orderId: a.id, amount: 10, method: 'CASH' });
    const bulk = await send('/payment-v2/bulk', {
      payments: [
        { orderId: b.id, amount: 20, method: 'CHECK' },
        { orderId: a.id, amount: 40, method: 'CARD', note: 'Solde' },
        { orderId: b.id, amount: 5, method: 'CASH', type: 'SHORT_TERM_DEPOSIT' },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.payments.map((p: { orderId: string; amount: number }) => [p.orderId, p.amount])).toEqual([
      [b.id, 20],
      [a.id, 40],
      [b.id, 5],
    ]);
    expect(bulk.body.payments[1]).toMatchObject({ note: 'Solde', method: 'CARD', createdBy: shop.manager.id });
    const balances = Object.fromEntries(bulk.body.balances.map((x: { orderId: string }) => [x.orderId, x] as const));
    expect(balances[a.id]).toMatchObject({ paid: 50, due: 0, deposit: 0, paymentStatus: 'PAID' });
    expect(balances[b.id]).toMatchObject({ paid: 20, due: 30, deposit: 5, paymentStatus: 'PARTIALLY_PAID' });
    expect(await stored(a.id)).toEqual({ paidCents: 5000, paymentStatus: 'PAID' });
    expect(await stored(b.id)).toEqual({ paidCents: 2000, paymentStatus: 'PARTIALLY_PAID' });
    const audited = (await auditOf(db, b.id)).filter((x) => x.action === 'payment.record');
    expect(audited.map((x) => x.data)).toEqual(
      bulk.body.payments
        .filter((p: { orderId: string }) => p.orderId === b.id)
        .map((p: { id: string }) => ({
          paymentId: p.id,
        })),
    );
    expect(audited[0]).toMatchObject({ actorKind: 'user', actorUserId: shop.manager.id, companyId });
  });

  it('writes nothing for an unknown order among others, and says which', async () => {
    const o = await order();
    const missing = '0190e0c0-0000-7000-8000-000000000000';
    const res = await send('/payment-v2/bulk', {
      payments: [
        { orderId: o.id, amount: 10, method: 'CASH' },
        { orderId: missing, amount: 10, method: 'CASH' },
      ],
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'notFound', details: { entity: 'order' } } });
    expect(await ledger(o.id)).toEqual([]);
    expect(await stored(o.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
  });

  it('counts twelve keyed payments at once on one order once each, a key sent four times among them once', async () => {
    const o = await order();
    const keyed = (key: string, amount: number) =>
      race.send({ ...shop.headers, 'idempotency-key': key }, 'POST', '/payment-v2', {
        orderId: o.id,
        amount,
        method: 'CASH',
      });
    const { answers, overlapped } = await race.all([
      ...Array.from({ length: 8 }, (_, i) => keyed(`own-${i}`, i + 1)),
      ...Array.from({ length: 4 }, () => keyed('twice-sent', 10)),
    ]);
    expect(overlapped).toBe(true);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const repeated = answers.slice(8).map((a) => JSON.stringify(a.body.payments));
    expect(new Set(repeated).size).toBe(1);
    // 1 + … + 8 = 36, and 10 once
    expect((await ledger(o.id)).map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 1000,
    ]);
    expect(await stored(o.id)).toEqual({ paidCents: 4600, paymentStatus: 'PARTIALLY_PAID' });
    // each write answered the balance it saw under the order's lock: nine different totals, the last one all of it
    const paid = answers.map((a) => (a.body.balances as { paid: number }[])[0].paid);
    expect(new Set(paid).size).toBe(9);
    expect(Math.max(...paid)).toBe(46);
  });
});
