import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { racing } from '../../../../test/concurrency.ts';
import { cardPaymentFixture } from '../../../../test/factories/card-payments.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { depositOrderFixture } from '../../../../test/factories/deposit-order.ts';
import { makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { mailOutbox } from '../../../platform/mail/tables.ts';
import { payments } from '../tables.ts';
import { renewExpiringHolds } from './renew-holds.ts';
import { renewHoldsJob } from './renew-holds-job.ts';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('deposits as card holds: taken, captured in part, released, renewed; card refunds', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, deliveredUntil } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const race = racing(app, db);
  // 2 kayaks for a day: 80.00 to pay, 300.00 of deposit asked
  const deposits = await depositOrderFixture(app, db, shop.headers);
  const newOrder = (endDate?: string, customerId?: string) => deposits.newOrder({ endDate, customerId });
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const rowsOf = (orderId: string) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, shop.company.id), eq(payments.orderId, orderId)))
      .orderBy(asc(payments.createdAt), asc(payments.id));
  const confirm = async (url: string, card = CARD) => {
    const { pathname, searchParams } = new URL(url);
    const intentId = pathname.split('/').at(-1);
    return send('POST', `/payment/sandbox/intent/${intentId}/confirm`, { secret: searchParams.get('secret'), ...card });
  };
  /** An order with a card hold of its whole deposit (300.00), authorised and known to the ledger. */
  const heldOrder = async (endDate?: string, customerId?: string, card = CARD) => {
    const order = await newOrder(endDate, customerId);
    const hold = await send('POST', `/order/cardBail/${order.id}`, {});
    expect((await confirm(hold.body.url, card)).body.status).toBe('requires_capture');
    await deliveredUntil(hold.body.paymentId, 'REQUIRES_CAPTURE');
    return { order, depositId: hold.body.paymentId as string };
  };
  const bails = async (orderId: string) => (await send('GET', `/order/bails/${orderId}`)).body;
  const cardNet = async (day: string) =>
    (await send('GET', `/cashbook/day?day=${day}`)).body.totals.find((t: { method: string }) => t.method === 'CARD')
      .net;

  it('takes the deposit still missing as a card hold: pending until the card is authorised, then held', async () => {
    const order = await newOrder();
    const hold = await send('POST', `/order/cardBail/${order.id}`, {});
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({
      provider: 'SANDBOX',
      status: 'requires_payment_method',
      captureMethod: 'manual',
      amount: 300,
      url: expect.stringContaining('/pay/sandbox/'),
    });
    expect((await bails(order.id)).bails).toMatchObject([{ id: hold.body.paymentId, state: 'PENDING', held: 0 }]);
    // the hold under way covers the deposit: nothing is left to take unless an amount is given
    const again = await send('POST', `/order/cardBail/${order.id}`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'noDepositToTake', details: { missing: 0 } } });
    expect((await confirm(hold.body.url)).body).toMatchObject({ status: 'requires_capture', cardLast4: '4242' });
    await deliveredUntil(hold.body.paymentId, 'REQUIRES_CAPTURE');
    expect(await bails(order.id)).toMatchObject({
      toTake: 300,
      held: 300,
      captured: 0,
      bails: [{ provider: 'SANDBOX', state: 'HELD', amount: 300, held: 300, renewal: null, renews: null }],
    });
    // a deposit is no payment: the order is still not paid, and a held card moves nothing in the till
    expect((await send('GET', `/order/payments/${order.id}`)).body.balance).toMatchObject({ paid: 0, deposit: 300 });
    expect(await cardNet('2026-10-01')).toBe(0);
    const part = await send('POST', `/order/cardBail/${order.id}`, { amount: 25.5 });
    expect(part.body).toMatchObject({ amount: 25.5, captureMethod: 'manual' });
  });

  it('refuses another company’s order and bad amounts, naming the field', async () => {
    const order = await newOrder();
    expect((await send('POST', `/order/cardBail/${order.id}`, {}, other.headers)).status).toBe(404);
    const bad = await send('POST', `/order/cardBail/${order.id}`, { amount: -5 });
    expect([bad.status, bad.body.details.field]).toEqual([400, 'amount']);
    const cents = await send('POST', `/order/cardBail/${order.id}`, { amount: 1.234 });
    expect([cents.status, cents.body.details.field]).toEqual([400, 'amount']);
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('captures 20.00 of a card hold and writes the release of the 280.00 left; the cashbook counts 20.00', async () => {
    clock.set('2026-10-02T08:00:00Z');
    const { order, depositId } = await heldOrder();
    const before = await cardNet('2026-10-02');
    const captured = await send('POST', `/order/captureBail/${order.id}`, {
      bailId: depositId,
      amount: 20,
      reason: 'DAMAGE',
      note: 'Helmet cracked',
    });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ held: 0, captured: 20 });
    expect(captured.body.bails[0]).toMatchObject({ state: 'PARTLY_CAPTURED', captured: 20, released: 280, held: 0 });
    const rows = (await rowsOf(order.id)).map((r) => [r.type, r.status, r.amountCents, r.depositId, r.reason]);
    expect(rows.sort()).toEqual([
      ['DEPOSIT_CAPTURE', 'SUCCEEDED', 2000, depositId, 'DAMAGE'],
      ['DEPOSIT_RELEASE', 'SUCCEEDED', 28000, depositId, null],
      ['SHORT_TERM_DEPOSIT', 'REQUIRES_CAPTURE', 30000, null, null],
    ]);
    const intent = await send('GET', `/stripe/payment/intent/${depositId}`);
    expect(intent.body).toMatchObject({ status: 'succeeded', amountReceived: 20, amountCapturable: 0 });
    await deliveredUntil(depositId, 'SUCCEEDED');
    // once the provider says so the hold's row went through: the figures stay, to the cent
    expect((await bails(order.id)).bails[0]).toMatchObject({ state: 'PARTLY_CAPTURED', captured: 20, released: 280 });
    expect((await cardNet('2026-10-02')) - before).toBe(20);
    const totals = await send('GET', `/cashbook/paymentTotals?orderId.equals=${order.id}`);
    expect(totals.body).toMatchObject({ received: 20, refunded: 0, net: 20 });
    const twice = await send('POST', `/order/captureBail/${order.id}`, { bailId: depositId, reason: 'DAMAGE' });
    expect(twice).toMatchObject({ status: 409, body: { code: 'depositNotHeld' } });
  });

  it('releases a card hold in full at return: released, nothing moves in the till', async () => {
    clock.set('2026-10-02T09:00:00Z');
    const { order, depositId } = await heldOrder();
    const before = await cardNet('2026-10-02');
    const released = await send('POST', `/payment-v2/deposit/release/${depositId}`, {});
    expect(released.body.bails[0]).toMatchObject({ state: 'RELEASED', released: 300, held: 0, captured: 0 });
    expect((await send('GET', `/stripe/payment/intent/${depositId}`)).body.status).toBe('canceled');
    await deliveredUntil(depositId, 'CANCELED');
    expect((await bails(order.id)).bails[0]).toMatchObject({ state: 'RELEASED', released: 300, held: 0 });
    expect(await cardNet('2026-10-02')).toBe(before);
    const totals = await send('GET', `/cashbook/paymentTotals?orderId.equals=${order.id}`);
    expect(totals.body).toMatchObject({ received: 0, refunded: 0, net: 0 });
  });

  /** An order of 80.00 paid by card, and a refund of 30.25 of it asked. */
  const refundedInPart = async () => {
    const order = await newOrder();
    const pay = await send('POST', '/payment/checkout/stripe/initiate', { orderId: order.id });
    await confirm(pay.body.url);
    await deliveredUntil(pay.body.paymentId, 'SUCCEEDED');
    const refund = await send('POST', '/payment/refund', {
      paymentId: pay.body.paymentId,
      amount: 30.25,
      reason: 'OTHER',
    });
    return { order, paymentId: pay.body.paymentId as string, refund };
  };

  it('refunds a card payment in part through the provider; the refund row moves by the webhook', async () => {
    const { order, paymentId, refund } = await refundedInPart();
    expect(refund.status).toBe(200);
    expect(refund.body.payments[0]).toMatchObject({ type: 'REFUND', provider: 'SANDBOX', status: 'PROCESSING' });
    expect((await send('GET', `/stripe/payment/intent/${paymentId}`)).body.amountRefunded).toBe(30.25);
    await deliveredUntil(refund.body.payments[0].id, 'SUCCEEDED');
    const balance = (await send('GET', `/order/payments/${order.id}`)).body.balance;
    expect(balance).toMatchObject({ paid: 49.75, refunded: 30.25, paymentStatus: 'PARTIALLY_PAID' });
    const tooMuch = await send('POST', '/payment/refund', {
      paymentId,
      amount: 50,
      reason: 'OTHER',
    });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'refundTooLarge', details: { refundable: 49.75 } } });
  });

  it('gives back at most what was captured when ten card refunds of 10 arrive at once on 49.75 left', async () => {
    const { order, paymentId, refund: first } = await refundedInPart();
    const { answers, overlapped } = await race.all(
      Array.from({ length: 10 }, () =>
        race.send(shop.headers, 'POST', '/payment/refund', {
          paymentId,
          amount: 10,
          reason: 'OTHER',
        }),
      ),
    );
    expect(overlapped).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.body.code === 'refundTooLarge')).toHaveLength(6);
    expect((await send('GET', `/stripe/payment/intent/${paymentId}`)).body.amountRefunded).toBe(70.25);
    const last = answers.filter((a) => a.status === 200).map((a) => (a.body.payments as { id: string }[])[0].id);
    for (const id of [first.body.payments[0].id, ...last]) await deliveredUntil(id, 'SUCCEEDED');
    const balance = (await send('GET', `/order/payments/${order.id}`)).body.balance;
    expect(balance).toMatchObject({ paid: 9.75, refunded: 70.25 });
  });

  it('renews a hold that lapses before the rental ends, once, a day before it lapses', async () => {
    clock.set('2026-10-01T08:00:00Z');
    const { order, depositId } = await heldOrder('2026-10-20T18:00');
    // a hold that lapses after its rental ends is left as it is
    const short = await heldOrder('2026-10-05T18:00');
    const env = { deps: app.deps, log: app.log };
    clock.set('2026-10-06T09:00:00Z');
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 0 });
    clock.set('2026-10-07T09:00:00Z');
    // two runs at once, then a run again (as after a restart): one renewal
    const runs = await Promise.all([
      renewExpiringHolds(app.db, clock.now(), env),
      renewExpiringHolds(app.db, clock.now(), env),
    ]);
    expect(runs.reduce((n, r) => n + r.RENEWED, 0)).toBe(1);
    // the scheduled job's run, with the same clock, as after a restart: nothing more
    await app.deps.jobs.send(app.db, renewHoldsJob, {});
    expect(await runDueJobsNow(app, [renewHoldsJob])).toBe(1);
    const view = await bails(order.id);
    expect(view).toMatchObject({ held: 300, captured: 0 });
    expect(view.bails).toMatchObject([
      { id: depositId, state: 'RELEASED', released: 300, renewal: 'RENEWED', renews: null },
      { state: 'HELD', amount: 300, held: 300, status: 'REQUIRES_CAPTURE', renews: depositId, renewal: null },
    ]);
    const renewed = await send('GET', `/stripe/payment/intent/${view.bails[1].id}`);
    expect(renewed.body).toMatchObject({ status: 'requires_capture', expiresAt: '2026-10-14T09:00:00.000Z' });
    expect((await send('GET', `/stripe/payment/intent/${depositId}`)).body.status).toBe('canceled');
    expect((await bails(short.order.id)).bails).toMatchObject([{ state: 'HELD', renewal: null }]);
    // the new hold is captured and released as any other
    const captured = await send('POST', `/order/captureBail/${order.id}`, {
      bailId: view.bails[1].id,
      amount: 20,
      reason: 'DAMAGE',
    });
    expect(captured.body).toMatchObject({ held: 0, captured: 20 });
  });

  it('mails the customer once when the bank refuses the renewal; the order shows that a card is needed', async () => {
    clock.set('2026-10-01T08:00:00Z');
    const customer = await makeCustomer(db, shop.company.id, { firstName: 'Inès', language: 'fr' });
    const declinedLater = { ...CARD, cardNumber: '4000 0000 0000 0341' };
    const { order, depositId } = await heldOrder('2026-10-20T18:00', customer.id, declinedLater);
    clock.set('2026-10-07T10:00:00Z');
    const env = { deps: app.deps, log: app.log };
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 1 });
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 0 });
    const view = await bails(order.id);
    expect(view.bails).toMatchObject([{ id: depositId, state: 'HELD', held: 300, renewal: 'FAILED' }]);
    expect(view.held).toBe(300);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, customer.email as string));
    expect(mails.map((m) => m.subject)).toEqual([
      `${shop.company.name} : merci d'autoriser une carte pour votre caution`,
    ]);
    expect(mails[0].text).toMatch(/L'empreinte de 300,00\s€ sur votre carte, prise le 1 octobre 2026/);
    const refused = (await rowsOf(order.id)).filter((r) => r.depositId === depositId);
    expect(refused.map((r) => [r.type, r.status, r.amountCents])).toEqual([['SHORT_TERM_DEPOSIT', 'FAILED', 30000]]);
  });
});
