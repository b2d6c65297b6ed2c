import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { formData } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { pdfText } from '../../../test/factories/invoices.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';

describe('payment receipts mailed to the customer', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-05T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const send = async (url: string, payload: object, headers = shop.headers) => {
    const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const bike = await makeProduct(app, shop.headers, {
    name: 'Vélo',
    stockMode: 'QUANTITY',
    quantity: 10,
    priceGrid: { days: [{ days: 1, price: 40 }] },
  });
  const customer = await makeCustomer(db, shop.company.id, { email: 'lea@example.com', language: 'en' });
  const orderOf = (customerId: string | null) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-10-06T09:00',
      endDate: '2026-10-06T18:00',
      customerId,
      products: [{ productId: bike.id, quantity: 1 }],
    });
  const o = await orderOf(customer.id);
  const pay = async (orderId: string, amount: number, method = 'CASH') =>
    (await send('/payment-v2', { orderId, amount, method })).body.payments[0] as { id: string };
  const outbox = async (mailId: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)))[0];
  const mailIdOf = async (orderMailId: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/order/emails/${o.id}`, headers: shop.headers });
    return res.json().find((m: { id: string }) => m.id === orderMailId);
  };

  it("mails a payment's receipt in the customer's language, its PDF attached, on the order's mails", async () => {
    const cash = await pay(o.id, 25.5);
    const res = await send('/payment-v2/sendReceipt', { paymentId: cash.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      orderId: o.id,
      to: ['lea@example.com'],
      subject: `Receipt for your payment — order no. ${o.number}`,
      lang: 'en',
      attachments: [{ name: `receipt-${o.number}.pdf`, type: 'application/pdf' }],
    });
    expect(res.body.text).toContain(`We received €25.50 on 05/10/2026 (Cash) for order no. ${o.number}.`);
    expect(await mailIdOf(res.body.id)).toBeTruthy();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, shop.company.id), eq(mailOutbox.template, 'payment-receipt')));
    expect(mail.to).toBe('lea@example.com');
    const pdf = await app.deps.storage.get(mail.attachments[0].key);
    expect(pdfText(pdf as Buffer)).toContain('Payment receipt');
    expect(await outbox(mail.id)).toBeTruthy();
  });

  it('says what was refunded, in the language asked, to the addresses given; the form call does the same', async () => {
    const card = await pay(o.id, 40, 'CARD');
    const refund = await send('/payment/refund', { paymentId: card.id, amount: 12, reason: 'OTHER' });
    const refundId = refund.body.payments[0].id;
    const res = await send('/payment/send-receipt', { paymentId: refundId, lang: 'fr', to: 'compta@example.com' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ to: ['compta@example.com'], lang: 'fr' });
    expect(res.body.text).toContain(
      `Nous vous avons remboursé 12,00 € le 05/10/2026 (Carte) sur la commande n° ${o.number}.`,
    );

    const form = formData([], { paymentId: card.id, lang: 'it' });
    const viaForm = await app.inject({
      method: 'POST',
      url: '/v2/mail-v2/payment-confirmation',
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json()).toMatchObject({
      to: ['lea@example.com'],
      subject: `Ricevuta del suo pagamento — ordine n. ${o.number}`,
    });
  });

  it('refuses what has no receipt, a customer without mail, bad fields, another company and readers only', async () => {
    const cash = await pay(o.id, 10);
    const cancelled = await app.inject({ method: 'DELETE', url: `/v2/payment-v2/${cash.id}`, headers: shop.headers });
    const cancelling = cancelled.json().payment.id;
    expect(await send('/payment-v2/sendReceipt', { paymentId: cancelling })).toMatchObject({
      status: 409,
      body: { code: 'paymentWithoutReceipt', details: { status: 'CANCELED' } },
    });
    const anonymous = await orderOf(null);
    const unnamed = await pay(anonymous.id, 5);
    expect(await send('/payment-v2/sendReceipt', { paymentId: unnamed.id })).toMatchObject({
      status: 409,
      body: { code: 'noCustomerEmail' },
    });
    for (const [payload, field] of [
      [{ paymentId: 'nope' }, 'paymentId'],
      [{ paymentId: unnamed.id, to: 'not an address' }, 'to'],
      [{ paymentId: unnamed.id, lang: 'de' }, 'lang'],
      [{ paymentId: unnamed.id, to: 'a\u0000b@example.com' }, 'to'],
    ] as const) {
      const res = await send('/payment-v2/sendReceipt', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain(field);
    }
    const theirs = await send('/payment-v2/sendReceipt', { paymentId: unnamed.id }, other.headers);
    expect(theirs).toMatchObject({ status: 404, body: { code: 'notFound' } });
    const reader = await makeEmployee(db, shop.company.id, { access: { payments: 'read', orders: 'write' } });
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await send('/payment-v2/sendReceipt', { paymentId: unnamed.id }, readerHeaders)).status).toBe(403);
  });
});
