import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { countOf, racing } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { invoicesApi } from '../../../test/factories/invoices.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { orderLines } from '../orders/tables.ts';
import { invoiceCounters } from './tables.ts';

describe('invoice and credit note numbers under concurrency', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-09-01T07:00:00Z');
  const shop = await makeShop(app, db);
  const api = invoicesApi(app, shop.headers);
  const race = racing(app, db);
  const kayak = await makeProduct(app, shop.headers, { name: 'Kayak', stockMode: 'QUANTITY', quantity: 500 });
  const order = () =>
    makeOrder(app, shop.headers, {
      startDate: '2026-09-04T09:00',
      endDate: '2026-09-05T18:00',
      products: [{ productId: kayak.id, quantity: 1 }],
    });

  it('numbers 20 invoices issued at once 1 to 20, without gap or duplicate', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await order());
    const { answers, overlapped } = await race.all(
      orders.map((o) => race.send(shop.headers, 'POST', `/order/invoice/${o.id}`, {})),
    );
    expect(overlapped).toBe(true);
    expect(countOf(answers, 200)).toBe(20);
    const numbers = answers.map((a) => a.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(6, '0')}`));
  });

  it('gives back the number of an issue that fails: the next invoice takes it', async () => {
    const empty = await order();
    await db.delete(orderLines).where(and(eq(orderLines.companyId, shop.company.id), eq(orderLines.orderId, empty.id)));
    const refused = await api.issue(empty.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('notInvoiceable');
    const next = await api.issue((await order()).id);
    expect(next.body.number).toBe('2026-000021');
    const [counter] = await db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.companyId, shop.company.id), eq(invoiceCounters.kind, 'INVOICE')));
    expect(counter).toMatchObject({ year: 2026, lastNumber: 21 });
  });

  it('gives back a number taken by an issue that fails after taking it', async () => {
    const jobs = app.deps.jobs;
    const send = jobs.send;
    jobs.send = async () => {
      throw new Error('queue unavailable');
    };
    const failed = await api.issue((await order()).id).finally(() => {
      jobs.send = send;
    });
    expect(failed.status).toBe(500);
    expect((await api.issue((await order()).id)).body.number).toBe('2026-000022');
  });

  it('accepts one of two full credit notes of one invoice sent at once', async () => {
    const invoice = (await api.issue((await order()).id)).body;
    const send = () => race.send(shop.headers, 'POST', `/invoice/${invoice.id}/creditNote`, {});
    const { answers, overlapped } = await race.all([send(), send()]);
    expect(overlapped).toBe(true);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ code: 'creditExceedsInvoice' });
    const read = (await api.get(invoice.id)).body;
    expect(read).toMatchObject({ credited: invoice.totalTTC, remaining: 0 });
    expect(read.creditNotes.map((n: { number: string }) => n.number)).toEqual(['AV-2026-000001']);
  });

  it('starts each year (of the shop’s calendar) at 1', async () => {
    clock.set('2027-01-01T08:00:00Z');
    const later = await makeShop(app, db);
    const bike = await makeProduct(app, later.headers, { name: 'Bike', stockMode: 'QUANTITY', quantity: 5 });
    clock.set('2026-12-31T22:59:00Z');
    const last = await makeOrder(app, later.headers, {
      startDate: '2027-01-04T09:00',
      endDate: '2027-01-05T18:00',
      products: [{ productId: bike.id, quantity: 1 }],
    });
    // 23:59 in Paris: still 2026
    expect((await invoicesApi(app, later.headers).issue(last.id)).body.number).toBe('2026-000001');
    clock.set('2026-12-31T23:00:00Z');
    const o = await makeOrder(app, later.headers, {
      startDate: '2027-01-04T09:00',
      endDate: '2027-01-05T18:00',
      products: [{ productId: bike.id, quantity: 1 }],
    });
    expect((await invoicesApi(app, later.headers).issue(o.id)).body.number).toBe('2027-000001');
  });
});
