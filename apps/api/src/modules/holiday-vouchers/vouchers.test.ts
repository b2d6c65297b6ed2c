import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { makeShop } from '../../../test/factories.ts';

describe('holiday vouchers (ANCV sandbox)', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, newOrder, paymentRow, orderPayment } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: object = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json() : res.body, headers: res.headers };
  };
  const init = (orderId: string, amount?: number, paymentId: string = randomUUID(), headers: object = shop.headers) =>
    call('POST', `/payment-v2/ancv/init-checkout/${paymentId}`, { orderId, amount }, headers);
  const authenticate = (t: { transactionId: string; preTransactionId: string }, beneficiaryId: string) =>
    call('POST', `/ancv/transaction/${t.transactionId}/authenticate`, {
      preTransactionId: t.preTransactionId,
      beneficiaryId,
    });
  const poll = (paymentId: string) => call('GET', `/payment-v2/ancv/qr-code-payment/status/${paymentId}`);

  it('pays by vouchers at the counter: QR code, authentication, polling moves the payment and the order', async () => {
    const order = await newOrder();
    const paymentId = randomUUID();
    const started = await init(order.id, 35.27, paymentId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ paymentId, orderId: order.id, amount: 35.27, status: 'PENDING' });
    expect(started.body.preTransactionId).toMatch(/^ptx_[0-9a-f]{24}$/);
    expect(started.body.authenticationUrl).toBe(
      `http://localhost:3000/pay/ancv/${started.body.transactionId}?pre=${started.body.preTransactionId}`,
    );
    expect(await paymentRow(paymentId)).toMatchObject({ provider: 'ANCV', status: 'WAITING', amountCents: 3527 });
    const qr = await call('GET', `/ancv/qr-code/${started.body.preTransactionId}`, undefined, {});
    expect([qr.status, qr.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(String(qr.body)).toMatch(/^<svg[^>]*viewBox/);
    expect((await poll(paymentId)).body.status).toBe('PENDING');
    const accepted = await authenticate(started.body, '1000000001');
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', refusal: null });
    // the ledger follows the scheme's answer at once; a poll after it finds nothing more to move
    expect((await paymentRow(paymentId)).status).toBe('SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 3527, paymentStatus: 'PARTIALLY_PAID' });
    expect((await poll(paymentId)).body.status).toBe('ACCEPTED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 3527, paymentStatus: 'PARTIALLY_PAID' });
    const twice = await authenticate(started.body, '1000000001');
    expect([twice.status, twice.body.code, twice.body.details]).toEqual([
      409,
      'checkoutClosed',
      { status: 'ACCEPTED' },
    ]);
    // the same payment id again answers the same checkout
    expect((await init(order.id, 35.27, paymentId)).body.transactionId).toBe(started.body.transactionId);
  });

  it('is refused to the cent above the beneficiary’s balance, and for an unknown beneficiary', async () => {
    const order = await newOrder();
    const above = (await init(order.id, 50.01)).body;
    const refused = await authenticate(above, '1000000002');
    expect(refused.body).toMatchObject({ status: 'REFUSED', refusal: 'insufficientBalance' });
    expect((await poll(above.paymentId)).body.status).toBe('REFUSED');
    expect((await paymentRow(above.paymentId)).status).toBe('FAILED');
    const unknown = (await init(order.id, 10)).body;
    expect((await authenticate(unknown, '1999999999')).body.refusal).toBe('unknownBeneficiary');
    const exact = (await init(order.id, 50)).body;
    expect((await authenticate(exact, '1000000002')).body.status).toBe('ACCEPTED');
    await poll(exact.paymentId);
    expect(await orderPayment(order.id)).toEqual({ paidCents: 5000, paymentStatus: 'PARTIALLY_PAID' });
  });

  it('lets the customer pay from the order link, polling by the QR code’s page; an unscanned code expires', async () => {
    const order = await newOrder();
    const body = { slug: shop.company.slug, orderId: order.id, token: order.token };
    const started = (await call('POST', '/online-store/checkout/ancv', body, {})).body;
    expect(started).toMatchObject({ amount: 80, status: 'PENDING' });
    const page = `/ancv/transaction/${started.transactionId}?preTransactionId=${started.preTransactionId}`;
    const wrongPre = `/ancv/transaction/${started.transactionId}?preTransactionId=ptx_${'0'.repeat(24)}`;
    expect((await call('GET', wrongPre, undefined, {})).status).toBe(404);
    await authenticate(started, '1000000001');
    expect((await call('GET', page, undefined, {})).body.status).toBe('ACCEPTED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
    const second = await newOrder();
    const late = (await init(second.id)).body;
    clock.advance(16 * 60_000);
    const expired = await authenticate(late, '1000000001');
    expect([expired.status, expired.body.details]).toEqual([409, { status: 'EXPIRED' }]);
    expect((await poll(late.paymentId)).body.status).toBe('EXPIRED');
    expect((await paymentRow(late.paymentId)).status).toBe('CANCELED');
  });

  it('names the wrong field, hides another company’s data, refuses a payment id in use, replays a retried start', async () => {
    const order = await newOrder();
    const bad = await init(order.id, 10, 'nope');
    expect([bad.status, bad.body.details.field]).toEqual([400, 'paymentId']);
    const tooFine = await init(order.id, 10.001);
    expect([tooFine.status, tooFine.body.details.field]).toEqual([400, 'amount']);
    const t = (await init(order.id, 10)).body;
    const badBeneficiary = await authenticate(t, '12ab');
    expect([badBeneficiary.status, badBeneficiary.body.details.field]).toEqual([400, 'beneficiaryId']);
    expect((await init(order.id, 10, randomUUID(), other.headers)).status).toBe(404);
    const theirs = await call(
      'GET',
      `/payment-v2/ancv/qr-code-payment/status/${t.paymentId}`,
      undefined,
      other.headers,
    );
    expect(theirs.status).toBe(404);
    const taken = await init((await newOrder()).id, 10, t.paymentId);
    expect([taken.status, taken.body.code]).toEqual([409, 'paymentIdTaken']);
    const headers = { ...shop.headers, 'idempotency-key': `ancv-${order.id}` };
    const id = randomUUID();
    const first = await init(order.id, 5, id, headers);
    const again = await init(order.id, 5, id, headers);
    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([200, 'true', first.body]);
    expect((await init(order.id, 6, id, headers)).body.code).toBe('idempotencyKeyReused');
  });

  it('answers 503 while the voucher scheme is not configured', async () => {
    const order = await newOrder();
    const t = (await init(order.id, 10)).body;
    const config = app.deps.config as { ancvSandbox: boolean };
    config.ancvSandbox = false;
    try {
      for (const res of [
        await init(order.id, 10),
        await authenticate(t, '1000000001'),
        await poll(t.paymentId),
        await call('GET', `/ancv/qr-code/${t.preTransactionId}`, undefined, {}),
      ]) {
        expect([res.status, res.body.code, res.body.details]).toEqual([
          503,
          'integrationNotConfigured',
          { integration: 'ancv' },
        ]);
      }
    } finally {
      config.ancvSandbox = true;
    }
    expect((await poll(t.paymentId)).body.status).toBe('PENDING');
  });
});
