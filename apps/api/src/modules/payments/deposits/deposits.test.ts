import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { racing } from '../../../../test/concurrency.ts';
import { depositOrderFixture } from '../../../../test/factories/deposit-order.ts';
import { auditOf } from '../../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import { orders } from '../../orders/tables.ts';
import { payments } from '../tables.ts';

describe('deposits of short-term orders', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const race = racing(app, db);
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const { newOrder } = await depositOrderFixture(app, db, shop.headers);
  // 2 kayaks and a helmet for a day: 85.00 to pay, 320.50 of deposit asked
  const order = () => newOrder({ helmets: 1 });
  // the clock moves on between deposits: the newest is the last one listed
  const addBail = async (orderId: string, amount: number, method = 'CHECK') => {
    clock.advance(1000);
    return (await send('POST', `/order/addBails/${orderId}`, { bails: [{ amount, method }] })).body.bails.at(-1);
  };
  const balance = async (orderId: string) => (await send('GET', `/order/payments/${orderId}`)).body.balance;
  const stored = async (orderId: string) => {
    const [row] = await db
      .select({ paidCents: orders.paidCents, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.companyId, shop.company.id), eq(orders.id, orderId)));
    return row;
  };

  it('asks for the products’ deposits times their quantities, capped by the company’s ceiling', async () => {
    const o = await order();
    expect((await send('GET', `/order/bails/${o.id}`)).body).toEqual({
      orderId: o.id,
      toTake: 320.5,
      productsDeposit: 320.5,
      max: null,
      askAtHandOut: false,
      held: 0,
      captured: 0,
      bails: [],
    });
    expect((await send('PUT', '/company/bailMax', { amount: 250 })).status).toBe(200);
    const access = { enabled: true, onlineStore: false, dashboard: true, captureRequiresManager: false };
    expect((await send('PUT', '/company/bailAccess', access)).status).toBe(200);
    expect((await send('GET', `/order/bails/${o.id}`)).body).toMatchObject({
      toTake: 250,
      productsDeposit: 320.5,
      askAtHandOut: true,
    });
    await send('PUT', '/company/bailAccess', { ...access, enabled: false });
    await send('PUT', '/company/bailMax', { amount: null });
    expect((await send('GET', `/order/bails/${o.id}`, undefined, other.headers)).status).toBe(404);
  });

  it('takes a deposit by cheque, keeps 20 for a damaged helmet, releases the rest: the rental’s due never moves', async () => {
    const o = await order();
    await send('POST', '/payment-v2', { orderId: o.id, amount: 85, method: 'CASH' });
    const taken = await send('POST', `/order/addBails/${o.id}`, {
      bails: [{ amount: 300, method: 'CHECK', paymentDate: '2026-09-30T16:00:00Z', note: 'Chèque n°123' }],
    });
    expect(taken.status).toBe(200);
    const bail = taken.body.bails[0];
    expect(bail).toMatchObject({
      provider: 'OFFLINE',
      status: 'SUCCEEDED',
      state: 'HELD',
      method: 'CHECK',
      amount: 300,
      held: 300,
      captured: 0,
      released: 0,
      paymentDate: '2026-09-30T16:00:00.000Z',
      note: 'Chèque n°123',
      createdBy: shop.manager.id,
      movements: [],
    });
    expect(await balance(o.id)).toEqual({ paid: 85, refunded: 0, deposit: 300, due: 0, paymentStatus: 'PAID' });

    clock.advance(60_000);
    const kept = await send('POST', `/payment-v2/deposit/capture/${bail.id}`, {
      amount: 20,
      reason: 'DAMAGE',
      note: 'Cracked helmet',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ held: 280, captured: 20 });
    expect(kept.body.bails[0]).toMatchObject({ state: 'PARTLY_CAPTURED', held: 280, captured: 20, released: 0 });
    expect(kept.body.bails[0].movements).toEqual([
      expect.objectContaining({ type: 'DEPOSIT_CAPTURE', amount: 20, reason: 'DAMAGE', note: 'Cracked helmet' }),
    ]);
    expect(await balance(o.id)).toEqual({ paid: 85, refunded: 0, deposit: 280, due: 0, paymentStatus: 'PAID' });

    clock.advance(60_000);
    const released = await send('POST', `/payment-v2/deposit/release/${bail.id}`, {});
    expect(released.body.bails[0]).toMatchObject({ state: 'PARTLY_CAPTURED', held: 0, captured: 20, released: 280 });
    expect(released.body.bails[0].movements.map((m: { type: string; amount: number }) => [m.type, m.amount])).toEqual([
      ['DEPOSIT_CAPTURE', 20],
      ['DEPOSIT_RELEASE', 280],
    ]);
    expect(await balance(o.id)).toEqual({ paid: 85, refunded: 0, deposit: 0, due: 0, paymentStatus: 'PAID' });
    expect(await stored(o.id)).toEqual({ paidCents: 8500, paymentStatus: 'PAID' });

    // nothing is held any more: no second release, no capture, no taking back, by either way
    expect((await send('POST', `/payment-v2/deposit/release/${bail.id}`, {})).body).toMatchObject({
      code: 'depositNotHeld',
      details: { state: 'PARTLY_CAPTURED' },
    });
    const capture = { bailId: bail.id, amount: 1, reason: 'OTHER' };
    expect((await send('POST', `/order/captureBail/${o.id}`, capture)).body.code).toBe('depositNotHeld');
    expect((await send('POST', `/order/deleteBailOrder/${o.id}/${bail.id}`, {})).body.code).toBe('depositSettled');
    expect((await send('POST', `/order/deletePaymentOrder/${o.id}/${bail.id}`, {})).body.code).toBe('depositSettled');
    const captureRow = kept.body.bails[0].movements[0].id;
    const undoCapture = await send('POST', `/order/deletePaymentOrder/${o.id}/${captureRow}`, {});
    expect(undoCapture.body.code).toBe('paymentNotCancellable');

    const rows = await db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(rows.filter((r) => r.depositId === bail.id).map((r) => [r.type, r.amountCents, r.reason])).toEqual([
      ['DEPOSIT_CAPTURE', 2000, 'DAMAGE'],
      ['DEPOSIT_RELEASE', 28000, null],
    ]);
    const audits = (await auditOf(db, o.id)).filter((a) => a.action.startsWith('deposit.'));
    expect(audits.map((a) => a.action)).toEqual(['deposit.record', 'deposit.capture', 'deposit.release']);
    expect(audits[1].data).toMatchObject({ depositId: bail.id, amountCents: 2000, heldBefore: 30000 });
  });

  it('releases a deposit in full at return, captures one in full, through the order too', async () => {
    const o = await order();
    const back = await addBail(o.id, 100, 'CASH');
    const released = await send('POST', `/payment-v2/deposit/release/${back.id}`, { note: 'Returned fine' });
    expect(released.body.bails[0]).toMatchObject({ state: 'RELEASED', held: 0, released: 100, captured: 0 });
    const kept = await addBail(o.id, 50, 'CARD');
    const all = await send('POST', `/order/captureBail/${o.id}`, { bailId: kept.id, reason: 'MISSING_ITEM' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.bails[1]).toMatchObject({ state: 'CAPTURED', held: 0, captured: 50 });
    expect(all.body).toMatchObject({ held: 0, captured: 50 });
    // a deposit of another order of the shop is not this order's
    const o2 = await order();
    const elsewhere = await send('POST', `/order/captureBail/${o2.id}`, { bailId: kept.id, reason: 'OTHER' });
    expect(elsewhere).toMatchObject({ status: 404, body: { details: { entity: 'deposit' } } });
    // a payment is no deposit
    const paid = await send('POST', '/payment-v2', { orderId: o.id, amount: 5, method: 'CASH' });
    const notADeposit = await send('POST', `/payment-v2/deposit/capture/${paid.body.payments[0].id}`, {
      reason: 'OTHER',
    });
    expect(notADeposit.status).toBe(404);
  });

  it('refuses to capture more than is held, naming what is', async () => {
    const o = await order();
    const bail = await addBail(o.id, 60);
    await send('POST', `/payment-v2/deposit/capture/${bail.id}`, { amount: 25.5, reason: 'DAMAGE' });
    const tooMuch = await send('POST', `/payment-v2/deposit/capture/${bail.id}`, { amount: 34.51, reason: 'DAMAGE' });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'depositTooLarge', details: { held: 34.5 } } });
    const exact = await send('POST', `/payment-v2/deposit/capture/${bail.id}`, { amount: 34.5, reason: 'DAMAGE' });
    expect(exact.body.bails[0]).toMatchObject({ state: 'CAPTURED', held: 0, captured: 60 });
  });

  it('takes back a deposit recorded by mistake with a cancelling row, audited, once', async () => {
    const o = await order();
    const bail = await addBail(o.id, 320.5);
    const undo = await send('POST', `/order/deleteBailOrder/${o.id}/${bail.id}`, { reason: 'Wrong order' });
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ held: 0, toTake: 320.5 });
    expect(undo.body.bails).toEqual([expect.objectContaining({ id: bail.id, state: 'CANCELLED', held: 0 })]);
    expect((await send('POST', `/order/deleteBailOrder/${o.id}/${bail.id}`, {})).body.code).toBe(
      'paymentAlreadyCancelled',
    );
    expect((await send('POST', `/payment-v2/deposit/release/${bail.id}`, {})).body).toMatchObject({
      code: 'depositNotHeld',
      details: { state: 'CANCELLED' },
    });
    const rows = await db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(rows.map((r) => [r.type, r.status, r.cancelsId, r.reason])).toEqual([
      ['SHORT_TERM_DEPOSIT', 'SUCCEEDED', null, null],
      ['SHORT_TERM_DEPOSIT', 'CANCELED', bail.id, 'Wrong order'],
    ]);
    const audit = (await auditOf(db, o.id)).find((a) => a.action === 'deposit.cancel');
    expect(audit?.data).toMatchObject({ depositId: bail.id, amountCents: 32050, reason: 'Wrong order' });
    expect(await balance(o.id)).toMatchObject({ deposit: 0, due: 85 });
  });

  it('names the bad field and writes nothing: 3 decimals, zero, a method, the year 1900, a NUL byte', async () => {
    const o = await order();
    const bad = [
      [{ amount: 10.005, method: 'CASH' }, 'amount'],
      [{ amount: 0, method: 'CASH' }, 'amount'],
      [{ amount: 10, method: 'TRANSFER' }, 'method'],
      [{ amount: 10, method: 'CASH', paymentDate: '1900-01-01T00:00:00Z' }, 'paymentDate'],
      [{ amount: 10, method: 'CASH', note: 'a\u0000b' }, 'note'],
    ] as const;
    for (const [fields, field] of bad) {
      const res = await send('POST', `/order/addBails/${o.id}`, { bails: [fields] });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.body.details), JSON.stringify(fields)).toContain(field);
    }
    const bail = await addBail(o.id, 40);
    const badCaptures = [
      [{ amount: 1.001, reason: 'DAMAGE' }, 'amount'],
      [{ amount: 1, reason: 'BORED' }, 'reason'],
      [{ amount: 1 }, 'reason'],
      [{ amount: 1, reason: 'OTHER', note: 'x\u0000' }, 'note'],
    ] as const;
    for (const [fields, field] of badCaptures) {
      const res = await send('POST', `/payment-v2/deposit/capture/${bail.id}`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.body.details), JSON.stringify(fields)).toContain(field);
      const viaOrder = await send('POST', `/order/captureBail/${o.id}`, { bailId: bail.id, ...fields });
      expect(viaOrder.status).toBe(400);
    }
    expect((await send('POST', `/order/captureBail/${o.id}`, { bailId: 'nope', reason: 'OTHER' })).status).toBe(400);
    const rows = await db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(rows.map((r) => r.amountCents)).toEqual([4000]);
  });

  it('answers 404 for another company’s order or deposit on every call, and 403 to who only reads payments', async () => {
    const o = await order();
    const bail = await addBail(o.id, 30);
    const calls = [
      ['GET', `/order/bails/${o.id}`, undefined],
      ['POST', `/order/addBails/${o.id}`, { bails: [{ amount: 1, method: 'CASH' }] }],
      ['POST', `/order/deleteBailOrder/${o.id}/${bail.id}`, {}],
      ['POST', `/payment-v2/deposit/capture/${bail.id}`, { reason: 'OTHER' }],
      ['POST', `/order/captureBail/${o.id}`, { bailId: bail.id, reason: 'OTHER' }],
      ['POST', `/payment-v2/deposit/release/${bail.id}`, {}],
      ['POST', '/payment/send-bail-receipt', { bailId: bail.id }],
      ['POST', '/payment/send-bail-expiration-mail', { bailId: bail.id }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, other.headers)).status, url).toBe(404);
    }
    const reader = await makeEmployee(db, shop.company.id, { access: { payments: 'read', orders: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await send('GET', `/order/bails/${o.id}`, undefined, headers)).body.held).toBe(30);
    for (const [method, url, body] of calls.slice(1, 6)) {
      expect((await send(method, url, body, headers)).status, url).toBe(403);
    }
    expect((await send('GET', `/order/bails/${o.id}`)).body.bails[0]).toMatchObject({ state: 'HELD', held: 30 });
  });

  it('keeps at most what is held when ten captures of 10 arrive at once on a deposit of 55', async () => {
    const o = await order();
    const bail = await addBail(o.id, 55);
    const { answers, overlapped } = await race.all(
      Array.from({ length: 10 }, () =>
        race.send(shop.headers, 'POST', `/payment-v2/deposit/capture/${bail.id}`, { amount: 10, reason: 'DAMAGE' }),
      ),
    );
    expect(overlapped).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.body.code, a.body.details?.held])).toEqual(Array(5).fill(['depositTooLarge', 5]));
    const after = (await send('GET', `/order/bails/${o.id}`)).body;
    expect(after.bails[0]).toMatchObject({ state: 'PARTLY_CAPTURED', held: 5, captured: 50 });
    expect(after.bails[0].movements).toHaveLength(5);
  });

  it('answers a retried deposit or capture with its first result, once; another body with the key is refused', async () => {
    const o = await order();
    const headers = { ...shop.headers, 'idempotency-key': `bail-${o.id}` };
    const body = { bails: [{ amount: 70, method: 'CASH' }] };
    const first = await send('POST', `/order/addBails/${o.id}`, body, headers);
    const again = await send('POST', `/order/addBails/${o.id}`, body, headers);
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    expect(again.body).toEqual(first.body);
    expect(first.body.held).toBe(70);
    const changed = await send('POST', `/order/addBails/${o.id}`, { bails: [{ amount: 71, method: 'CASH' }] }, headers);
    expect(changed).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });

    const bailId = first.body.bails[0].id;
    const captureHeaders = { ...shop.headers, 'idempotency-key': `capture-${o.id}` };
    const capture = { amount: 30, reason: 'DAMAGE' };
    await send('POST', `/payment-v2/deposit/capture/${bailId}`, capture, captureHeaders);
    const replay = await send('POST', `/payment-v2/deposit/capture/${bailId}`, capture, captureHeaders);
    expect(replay).toMatchObject({ status: 200, replayed: 'true' });
    expect((await send('GET', `/order/bails/${o.id}`)).body).toMatchObject({ held: 40, captured: 30 });
  });
});
