import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { withDefaultFields } from '../../../test/factories/customers.ts';
import { makeSurvey } from '../../../test/factories/states-surveys.ts';
import { checkoutShop, linkToken } from '../../../test/factories/store-checkout.ts';
import { runJobsUntil } from '../../../test/jobs.ts';
import { mailsTo } from '../../../test/mail.ts';
import { sandboxWebhookJob } from '../card-payments/index.ts';
import { paymentLinks } from '../card-payments/tables.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { customers } from '../customers/tables.ts';
import { documents } from '../documents/tables.ts';

/* Each checkout mode of the online store, from the cart to the order its customer reads back. */

describe('the online store checkout, by mode', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  // the sandbox's webhooks reach the app
  await cardPaymentFixture(app, db);
  const online = await checkoutShop(app, db, 'PAY_ONLINE', {
    partPayment: {
      order: { enabled: true, share: { type: 'PERCENTAGE', basisPoints: 3000 } },
      event: { enabled: false, share: null },
    },
  });

  it("shows the checkout form: mode, down payment, the shop's fields, the products' survey, terms and the cart", async () => {
    await withDefaultFields(db, online.shop.company.id, [
      { key: 'height', label: 'Height (cm)', type: 'number', required: true },
      { key: 'level', label: 'Level', type: 'select', options: ['Beginner', 'Expert'], required: false },
    ]);
    await makeSurvey(db, online.shop.company.id, {
      fields: [{ id: 'swim', label: 'Can you swim?', type: 'SELECT', options: ['Yes', 'No'], required: true }],
      productIds: [online.kayak.id],
    });
    const shopper = await online.shopper(2);
    const { status, body } = await shopper.form();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      companyId: online.shop.company.id,
      slug: online.slug,
      currency: 'EUR',
      mode: 'PAY_ONLINE',
      downPayment: { percent: 30, amount: 24 },
      depositOnline: false,
      customFields: [
        { key: 'height', label: 'Height (cm)', type: 'NUMBER', required: true, options: [] },
        { key: 'level', label: 'Level', type: 'SELECT', required: false, options: ['Beginner', 'Expert'] },
      ],
      survey: [{ id: 'swim', label: 'Can you swim?', type: 'SELECT', required: true, options: ['Yes', 'No'] }],
      terms: { url: null, text: 'Bring the kayak back clean.' },
      cart: { total: 80, deposit: 300, lines: [{ name: 'Kayak', quantity: 2 }] },
    });
    const emptyHanded = await app.inject({ method: 'GET', url: `/v2/online-store/order?slug=${online.slug}` });
    expect([emptyHanded.statusCode, emptyHanded.json().details.entity]).toEqual([404, 'cart']);
  });

  it('PAY_ONLINE: books the cart, answers the card page, and the sandbox payment leaves the order paid', async () => {
    const shopper = await online.shopper(2);
    const freeBefore = await online.freeOnTheDay(online.kayak.id);
    const placed = await shopper.checkout({
      customInputs: [
        { key: 'height', value: '182' },
        { key: 'level', value: 'Expert' },
      ],
      survey: [{ questionId: 'swim', answer: 'Yes' }],
      comment: 'We arrive at nine',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const result = placed.body;
    expect(result).toMatchObject({
      companyId: online.shop.company.id,
      mode: 'PAY_ONLINE',
      payment: 'ONLINE_FULL',
      status: 'AWAITING_PAYMENT',
      total: 80,
      payNow: 80,
      deposit: 300,
    });
    expect(result.orderLink).toMatch(new RegExp(`/your-order/${online.slug}/${result.orderId}\\?token=`));
    expect(result.payUrl).toContain('/pay/sandbox/');
    // the cart is gone; its holds became the order's
    expect((await shopper.customer.read()).statusCode).toBe(404);
    expect(await online.freeOnTheDay(online.kayak.id)).toBe(freeBefore);
    const row = await online.orderRow(result.orderId);
    expect(row).toMatchObject({
      createdFrom: 'ONLINE_STORE',
      isRequest: false,
      type: 'ORDER',
      paymentStatus: 'NOT_PAID',
      customInputs: { height: 182, level: 'Expert', swim: 'Yes' },
    });
    expect(row.payBefore?.toISOString()).toBe('2030-09-02T08:30:00.000Z');
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId!));
    expect(customer).toMatchObject({ email: shopper.email, firstName: 'Inès', language: 'es' });
    expect(customer!.customFields).toEqual({ height: 182, level: 'Expert' });
    // the confirmation in the customer's language, with the order's link; the contract to sign is asked for
    const [mail] = await mailsTo(app, shopper.email);
    expect(mail!.template).toBe('order-ORDER_CONFIRMED');
    expect(mail!.text).toContain(result.orderLink);
    expect(mail!.subject).toContain(`${row.number}`);
    const contracts = await db
      .select({ kind: documents.kind, language: documents.language })
      .from(documents)
      .where(and(eq(documents.companyId, online.shop.company.id), eq(documents.orderId, result.orderId)));
    expect(contracts).toEqual([{ kind: 'CONTRACT', language: 'es' }]);

    // the customer pays on the sandbox's card page
    const page = new URL(result.payUrl);
    const intentId = page.pathname.split('/').at(-1);
    const paid = await app.inject({
      method: 'POST',
      url: `/v2/payment/sandbox/intent/${intentId}/confirm`,
      payload: {
        secret: page.searchParams.get('secret'),
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(paid.json().status).toBe('succeeded');
    await runJobsUntil(app, async () => (await online.orderRow(result.orderId)).paymentStatus === 'PAID', [
      sandboxWebhookJob,
    ]);
    const back = await online.readOrder(result.orderId, `?token=${linkToken(result.orderLink)}`);
    expect(back.body).toMatchObject({ status: 'CONFIRMED', payNow: 80, requestState: null });
    expect(back.body.lines).toEqual([
      expect.objectContaining({ kind: 'product', id: online.kayak.id, quantity: 2, total: 80, unitPrice: 40 }),
    ]);
    expect(mail!.subject).toMatch(/reserva/);
  });

  it('PAY_ONLINE with a down payment: the card page takes its share; unpaid, the order is cancelled once its delay is over', async () => {
    const shopper = await online.shopper(1);
    const placed = await shopper.checkout({
      payment: 'ONLINE_DOWN_PAYMENT',
      customInputs: [{ key: 'height', value: '170' }],
      survey: [{ questionId: 'swim', answer: 'No' }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ payment: 'ONLINE_DOWN_PAYMENT', total: 40, payNow: 12 });
    const notAllowed = await (await online.shopper(1)).checkout({ payment: 'ON_SITE' });
    expect([notAllowed.status, notAllowed.body.details.field]).toEqual([400, 'payment']);

    // the auto-cancel job covers it: not paid within orders.autoCancelMinutes (30), it is cancelled
    const { cancelOverdueOrders } = await import('../orders/lifecycle/auto-cancel.ts');
    clock.advance(29 * 60_000);
    expect(await cancelOverdueOrders(db, clock.now(), { deps: app.deps, log: app.log })).not.toContain(
      placed.body.orderId,
    );
    clock.advance(2 * 60_000);
    expect(await cancelOverdueOrders(db, clock.now(), { deps: app.deps, log: app.log })).toContain(placed.body.orderId);
    const back = await online.readOrder(placed.body.orderId, `?token=${linkToken(placed.body.orderLink)}`);
    expect(back.body.status).toBe('CANCELLED');
  });

  it('holds the deposit online from a card link mailed to the customer, when the shop takes deposits online', async () => {
    const withDeposit = await checkoutShop(app, db, 'PAY_ONLINE', {
      bail: {
        ...DEFAULTS.bail,
        access: { enabled: true, onlineStore: true, dashboard: true, captureRequiresManager: false },
      },
    });
    const shopper = await withDeposit.shopper(1);
    expect((await shopper.form()).body).toMatchObject({ depositOnline: true, downPayment: null });
    const placed = await shopper.checkout();
    expect(placed.body).toMatchObject({ payNow: 40, deposit: 150 });
    const links = await db
      .select({ kind: paymentLinks.kind, amountCents: paymentLinks.amountCents })
      .from(paymentLinks)
      .where(
        and(eq(paymentLinks.companyId, withDeposit.shop.company.id), eq(paymentLinks.orderId, placed.body.orderId)),
      );
    expect(links).toEqual([{ kind: 'DEPOSIT', amountCents: 15000 }]);
    const templates = (await mailsTo(app, shopper.email)).map((m) => m.template).sort();
    expect(templates).toEqual(['order-DEPOSIT_LINK', 'order-ORDER_CONFIRMED']);
  });

  it('PAY_ON_SITE: the order is confirmed with nothing to pay now, and no payment delay', async () => {
    const onSite = await checkoutShop(app, db, 'PAY_ON_SITE');
    const shopper = await onSite.shopper(1);
    const placed = await shopper.checkout();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ payment: 'ON_SITE', status: 'CONFIRMED', payNow: 0, payUrl: null, total: 40 });
    const row = await onSite.orderRow(placed.body.orderId);
    expect([row.payBefore, row.isRequest, row.type]).toEqual([null, false, 'ORDER']);
    expect(await onSite.freeOnTheDay(onSite.kayak.id)).toBe(9);
    // paid on site with holiday vouchers: the store serves the scheme's QR code
    const vouchers = await app.inject({
      method: 'POST',
      url: `/v2/payment-v2/ancv/init-checkout/${randomUUID()}`,
      headers: onSite.shop.headers,
      payload: { orderId: placed.body.orderId, amount: 40 },
    });
    const pre = vouchers.json().preTransactionId;
    const [own, store] = await Promise.all(
      [`/v2/ancv/qr-code/${pre}`, `/v2/online-store/ancv/qr-code/${pre}`].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    expect([store!.statusCode, store!.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(store!.body).toBe(own!.body);
    expect(
      (await app.inject({ method: 'GET', url: `/v2/online-store/ancv/qr-code/ptx_${'0'.repeat(24)}` })).statusCode,
    ).toBe(404);
  });

  it('PAY_ONLINE_OR_ON_SITE: the customer may pay on site instead, and the order stays booked', async () => {
    const either = await checkoutShop(app, db, 'PAY_ONLINE_OR_ON_SITE');
    const placed = await (await either.shopper(1)).checkout();
    expect(placed.body).toMatchObject({ payment: 'ONLINE_FULL', status: 'AWAITING_PAYMENT' });
    const token = linkToken(placed.body.orderLink);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/v2/online-store/payOnSite', payload });
    const wrong = await post({
      orderId: placed.body.orderId,
      companyId: either.shop.company.id,
      token: 'x'.repeat(40),
    });
    expect(wrong.statusCode).toBe(404);
    const moved = await post({ orderId: placed.body.orderId, companyId: either.shop.company.id, token });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ payment: 'ON_SITE', status: 'CONFIRMED', payNow: 0, payUrl: null });
    expect((await either.orderRow(placed.body.orderId)).payBefore).toBeNull();
    // a PAY_ONLINE shop does not offer it
    const other = await (await online.shopper(1)).checkout({
      customInputs: [{ key: 'height', value: '150' }],
      survey: [{ questionId: 'swim', answer: 'Yes' }],
    });
    const refused = await post({
      orderId: other.body.orderId,
      companyId: online.shop.company.id,
      token: linkToken(other.body.orderLink),
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'onSiteNotOffered']);
  });

  it('REQUEST: the order is a request for the inbox; approved, the customer is mailed the link to pay it', async () => {
    const asking = await checkoutShop(app, db, 'REQUEST');
    const shopper = await asking.shopper(1);
    const placed = await shopper.checkout();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ payment: 'REQUEST', status: 'REQUESTED', payNow: 0, payUrl: null });
    const row = await asking.orderRow(placed.body.orderId);
    expect([row.isRequest, row.payBefore]).toEqual([true, null]);
    expect(await mailsTo(app, shopper.email)).toEqual([]);
    const inbox = await app.inject({
      method: 'GET',
      url: '/v2/order/count/requests-and-messages',
      headers: asking.shop.headers,
    });
    expect(inbox.json()).toMatchObject({ requests: 1 });

    const approved = await app.inject({
      method: 'POST',
      url: `/v2/order/approval-request/${placed.body.orderId}`,
      headers: asking.shop.headers,
      payload: { approve: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [mail] = await mailsTo(app, shopper.email);
    expect(mail!.text).toContain(`Pay for your booking: ${placed.body.orderLink}`);
    const token = linkToken(placed.body.orderLink);
    expect((await asking.readOrder(placed.body.orderId, `?token=${token}`)).body).toMatchObject({
      status: 'CONFIRMED',
      requestState: 'APPROVED',
    });
    // the customer pays the balance from that link
    const pay = await app.inject({
      method: 'POST',
      url: '/v2/your-order/checkout/stripe',
      payload: { slug: asking.slug, orderId: placed.body.orderId, token },
    });
    expect([pay.statusCode, pay.json().amount]).toEqual([200, 40]);

    // another request, withdrawn by its customer before the shop answers
    const second = await (await asking.shopper(1)).checkout();
    const withdraw = (payload: object) =>
      app.inject({ method: 'POST', url: `/v2/online-store/order-cancel/${second.body.orderId}`, payload });
    expect((await withdraw({ companyId: asking.shop.company.id, token: 'y'.repeat(40) })).statusCode).toBe(404);
    const done = await withdraw({ companyId: asking.shop.company.id, token: linkToken(second.body.orderLink) });
    expect([done.statusCode, done.json()]).toEqual([200, { withdrawn: true }]);
    const again = await withdraw({ companyId: asking.shop.company.id, token: linkToken(second.body.orderLink) });
    expect([again.statusCode, again.json().code]).toEqual([409, 'requestClosed']);
    expect((await asking.readOrder(second.body.orderId, '', shopper.cartHeaders())).status).toBe(404);
    const read = await asking.readOrder(second.body.orderId, `?token=${linkToken(second.body.orderLink)}`);
    expect(read.body).toMatchObject({ status: 'CANCELLED', requestState: 'WITHDRAWN' });
  });
});
