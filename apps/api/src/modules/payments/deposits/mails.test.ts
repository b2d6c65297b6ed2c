import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { makeOrder } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { mailOutbox } from '../../../platform/mail/tables.ts';

describe('deposit mails: the receipt and the end of the hold', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-06-01T08:00:00Z');
  const shop = await makeShop(app, db, { name: 'Surf Café', timezone: 'Europe/Lisbon' });
  const board = await makeProduct(app, shop.headers, { name: 'Board', stockMode: 'QUANTITY', quantity: 10 });
  const send = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers: shop.headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const depositOn = async (customerId: string | null, amount = 250.5) => {
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-06-10T09:00',
      endDate: '2026-06-12T18:00',
      customerId,
      products: [{ productId: board.id, quantity: 1 }],
    });
    const taken = await send(`/order/addBails/${order.id}`, {
      bails: [{ amount, method: 'CHECK', paymentDate: '2026-06-10T08:30:00Z' }],
    });
    return { order, bail: taken.body.bails[0] };
  };
  const outboxOf = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('mails the receipt in the customer’s language with the amount and date of the deposit', async () => {
    const customer = await makeCustomer(db, shop.company.id, { firstName: 'Inês', language: 'pt' });
    const { order, bail } = await depositOn(customer.id);
    const sent = await send('/payment/send-bail-receipt', { bailId: bail.id });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ event: 'DEPOSIT_RECEIPT', to: customer.email, language: 'pt' });
    const mail = await outboxOf(sent.body.mailId);
    expect(mail.subject).toBe(`Surf Café: recibo da sua caução, reserva n.º ${order.number}`);
    expect(mail.text).toContain('Olá Inês');
    expect(mail.text).toMatch(/caução de €\s250,50 a 10 de junho de 2026/);
    const english = await send('/payment/send-bail-receipt', { bailId: bail.id, lang: 'en' });
    expect((await outboxOf(english.body.mailId)).text).toContain('deposit of €250.50 on June 10, 2026');
  });

  it('mails that the hold ends soon only while something is held', async () => {
    const customer = await makeCustomer(db, shop.company.id, { language: 'fr' });
    const { order, bail } = await depositOn(customer.id, 100);
    const soon = await send('/payment/send-bail-expiration-mail', { bailId: bail.id });
    expect(soon.body).toMatchObject({ event: 'DEPOSIT_EXPIRING', language: 'fr' });
    expect((await outboxOf(soon.body.mailId)).text).toMatch(/La caution de 100,00\s€ prise le 10 juin 2026/);
    await send(`/payment-v2/deposit/release/${bail.id}`, {});
    const late = await send('/payment/send-bail-expiration-mail', { bailId: bail.id });
    expect(late).toMatchObject({ status: 409, body: { code: 'depositNotHeld', details: { state: 'RELEASED' } } });
    // a receipt stays possible once given back; not once taken back
    expect((await send('/payment/send-bail-receipt', { bailId: bail.id })).status).toBe(200);
    const other = await depositOn(customer.id, 10);
    await send(`/order/deleteBailOrder/${other.order.id}/${other.bail.id}`, {});
    const cancelled = await send('/payment/send-bail-receipt', { bailId: other.bail.id });
    expect(cancelled).toMatchObject({ status: 409, body: { details: { state: 'CANCELLED' } } });
    expect(order.id).not.toBe(other.order.id);
  });

  it('refuses without a customer email, and names a bad or unknown deposit', async () => {
    const { bail } = await depositOn(null);
    expect((await send('/payment/send-bail-receipt', { bailId: bail.id })).body.code).toBe('noCustomerEmail');
    const bad = await send('/payment/send-bail-receipt', { bailId: 'x\u0000' });
    expect(bad).toMatchObject({ status: 400, body: { details: { field: 'bailId' } } });
    const lang = await send('/payment/send-bail-receipt', { bailId: bail.id, lang: 'de' });
    expect(lang).toMatchObject({ status: 400, body: { details: { field: 'lang' } } });
    const unknown = await send('/payment/send-bail-expiration-mail', {
      bailId: '0190a5e0-0000-7000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ status: 404, body: { details: { entity: 'payment' } } });
  });
});
