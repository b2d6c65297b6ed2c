import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { pdfText } from '../../../test/factories/invoices.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('the cashbook: days per method, Z reports, exports', async () => {
  const { app, db, clock } = await createTestApp();
  // 10:00 in Paris
  clock.set('2026-10-05T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const race = racing(app, db);
  type Method = 'GET' | 'POST' | 'DELETE';
  const send = async (method: Method, url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    const json = res.headers['content-type']?.toString().includes('json');
    return { status: res.statusCode, body: json ? res.json() : undefined, raw: res.rawPayload, headers: res.headers };
  };
  const kayak = await makeProduct(app, shop.headers, {
    name: 'Kayak',
    stockMode: 'QUANTITY',
    quantity: 100,
    priceGrid: { days: [{ days: 1, price: 40 }] },
  });
  const o = await makeOrder(app, shop.headers, {
    startDate: '2026-10-06T09:00',
    endDate: '2026-10-06T18:00',
    products: [{ productId: kayak.id, quantity: 2 }],
  });
  const pay = async (amount: number, method: string, paymentDate?: string) => {
    const res = await send('POST', '/payment-v2', { orderId: o.id, amount, method, paymentDate });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.payments[0] as { id: string };
  };
  const day = async (d: string, headers = shop.headers) =>
    (await send('GET', `/cashbook/day?day=${d}`, undefined, headers)).body;
  const net = (body: { totals: { method: string; net: number }[] }, method: string) =>
    body.totals.find((t) => t.method === method)?.net;

  const cash = await pay(30.5, 'CASH');
  await pay(20, 'CARD');
  // 23:30 in Paris: the day before
  await pay(10, 'CHECK', '2026-10-04T21:30:00Z');
  const refund = await send('POST', '/payment/refund', { paymentId: cash.id, amount: 5, reason: 'OTHER' });
  expect(refund.status).toBe(200);

  it('adds up an open day per method, refunds negative, with the cash the drawer should hold', async () => {
    const today = await day('2026-10-05');
    expect(today).toMatchObject({ day: '2026-10-05', status: 'OPEN', currency: 'EUR', opening: 0, closing: null });
    expect(today.totals.find((t: { method: string }) => t.method === 'CASH')).toEqual({
      method: 'CASH',
      in: 30.5,
      out: 5,
      net: 25.5,
      count: 2,
    });
    expect(net(today, 'CARD')).toBe(20);
    expect(net(today, 'CHECK')).toBe(0);
    expect(today.total).toBe(45.5);
    expect(today.expected).toBe(25.5);
    expect(today.payments).toHaveLength(3);
    const yesterday = await day('2026-10-04');
    expect(net(yesterday, 'CHECK')).toBe(10);
    expect(yesterday.payments).toHaveLength(1);
    // another company's cashbook holds none of it
    expect((await day('2026-10-05', other.headers)).total).toBe(0);
  });

  it('closes a day into an immutable Z report; a late payment of that day goes to the next open day', async () => {
    const closed = await send('POST', '/cashbook/close', { day: '2026-10-05', opening: 100, counted: 125 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      number: 1,
      day: '2026-10-05',
      opening: 100,
      expected: 125.5,
      counted: 125,
      difference: -0.5,
      total: 45.5,
      paymentCount: 3,
      closedBy: shop.manager.id,
    });
    const again = await send('POST', '/cashbook/close', { day: '2026-10-05', opening: 100, counted: 125 });
    expect(again).toMatchObject({ status: 409, body: { code: 'cashbookDayClosed', details: { number: 1 } } });
    const tomorrow = await send('POST', '/cashbook/close', { day: '2026-10-06', opening: 0, counted: 0 });
    expect(tomorrow).toMatchObject({ status: 409, body: { code: 'cashbookDayNotStarted' } });

    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'written',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`update cashbook_closings set counted_cents = 0`)).toMatch(/kept as written/);
    expect(await refusal(sql`delete from cashbook_closings`)).toMatch(/kept as written/);
    expect(await refusal(sql`truncate cashbook_closings`)).toMatch(/kept as written/);

    clock.advance(3_600_000);
    const late = await pay(7, 'CASH', '2026-10-05T09:00:00Z');
    const kept = await day('2026-10-05');
    expect(kept).toMatchObject({ status: 'CLOSED', total: 45.5, opening: 100, closing: { number: 1, counted: 125 } });
    expect(kept.payments.map((p: { id: string }) => p.id)).not.toContain(late.id);
    const next = await day('2026-10-06');
    expect(next).toMatchObject({ status: 'OPEN', opening: 125, total: 7, expected: 132 });
    expect(next.payments.map((p: { id: string }) => p.id)).toEqual([late.id]);

    const list = await send('GET', '/cashbook/closings');
    expect(list.body).toMatchObject({ total: 1, items: [{ number: 1, day: '2026-10-05' }] });
  });

  it('numbers Z reports without gaps when closings run at once, and closes a day once', async () => {
    const close = (d: string) => race.send(shop.headers, 'POST', '/cashbook/close', { day: d, opening: 0, counted: 0 });
    const { answers, overlapped } = await race.all([
      close('2026-10-01'),
      close('2026-10-02'),
      close('2026-10-02'),
      close('2026-10-03'),
    ]);
    expect(overlapped).toBe(true);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['cashbookDayClosed']);
    const numbers = answers.filter((a) => a.status === 200).map((a) => a.body.number as number);
    expect(numbers.sort()).toEqual([2, 3, 4]);
    const rows = await db.execute<{ day: string; n: number }>(
      sql`select day::text, count(*)::int as n from cashbook_closings where company_id = ${shop.company.id} group by day order by day`,
    );
    expect(rows.rows).toEqual([
      { day: '2026-10-01', n: 1 },
      { day: '2026-10-02', n: 1 },
      { day: '2026-10-03', n: 1 },
      { day: '2026-10-05', n: 1 },
    ]);
  });

  it('refuses bad input naming the field', async () => {
    const bad: [string, string, object | undefined, string][] = [
      ['GET', '/cashbook/day?day=1900-01-01', undefined, 'day'],
      ['GET', '/cashbook/day?day=2026-02-30', undefined, 'day'],
      ['POST', '/cashbook/close', { day: '2026-10-04', opening: 0, counted: 1.234 }, 'counted'],
      ['POST', '/cashbook/close', { day: '2026-10-04', opening: -1, counted: 1 }, 'opening'],
      ['POST', '/cashbook/close', { day: '2026-10-04', opening: 0, counted: 1, note: 'a\u0000b' }, 'note'],
      ['GET', '/cashbook/csv?startDate=2026-10-05&endDate=2026-10-01', undefined, 'endDate'],
      ['GET', '/cashbook/csv?startDate=2026-01-01&endDate=2027-01-02', undefined, 'endDate'],
      ['GET', '/order/cashbookPdf/de?startDate=2026-10-01&endDate=2026-10-05', undefined, 'lang'],
      ['GET', '/order/listPaymentsCsv?method.equals=a%00b', undefined, 'method'],
      ['GET', '/order/listPaymentsCsv?paymentDate.gte=1900-01-01', undefined, 'paymentDate'],
    ];
    for (const [method, url, payload, field] of bad) {
      const res = await send(method as Method, url, payload);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body.details ?? res.body), url).toContain(field);
    }
  });

  it('exports the cashbook as CSV: a row per method and day, the drawer, the period totals', async () => {
    const res = await send('GET', '/cashbook/csv?startDate=2026-10-04&endDate=2026-10-06');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('cashbook-2026-10-04_2026-10-06.csv');
    const lines = res.raw.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'day;zNumber;method;received;paidOut;net;count;opening;expectedCash;counted;difference',
      '2026-10-04;;CHECK;10,00;0,00;10,00;1',
      '2026-10-04;;TOTAL;10,00;0,00;10,00;1;0,00;0,00;;',
      '2026-10-05;1;CASH;30,50;5,00;25,50;2',
      '2026-10-05;1;CARD;20,00;0,00;20,00;1',
      '2026-10-05;1;TOTAL;50,50;5,00;45,50;3;100,00;125,50;125,00;-0,50',
      '2026-10-06;;CASH;7,00;0,00;7,00;1',
      '2026-10-06;;TOTAL;7,00;0,00;7,00;1;125,00;132,00;;',
      'TOTAL;;CASH;37,50;5,00;32,50;3',
      'TOTAL;;CARD;20,00;0,00;20,00;1',
      'TOTAL;;CHECK;10,00;0,00;10,00;1',
      'TOTAL;;CHECK_VACANCES;0,00;0,00;0,00;0',
      'TOTAL;;TRANSFER;0,00;0,00;0,00;0',
      'TOTAL;;OTHER;0,00;0,00;0,00;0',
    ]);
  });

  it('draws the cashbook PDF in the language asked', async () => {
    const fr = await send('GET', '/order/cashbookPdf/fr?startDate=2026-10-04&endDate=2026-10-06&withPaymentV2=true');
    expect(fr.status).toBe(200);
    expect(fr.headers['content-type']).toContain('application/pdf');
    const text = pdfText(fr.raw).replace(/ +/g, ' ');
    expect(text).toContain('Livre de caisse');
    expect(text).toContain('Du 04/10/2026 au 06/10/2026');
    expect(text).toContain('Espèces');
    expect(text).toContain('Virement');
    expect(text).toMatch(
      /05\/10\/2026 1 25,50 € 20,00 € 0,00 € 0,00 € 0,00 € 0,00 € 45,50 € 100,00 € 125,00 € -0,50 €/,
    );
    expect(text).toMatch(/06\/10\/2026 ouvert 7,00 €/);
    const en = await send('GET', '/order/cashbookPdf/en?startDate=2026-10-04&endDate=2026-10-06');
    const english = pdfText(en.raw).replace(/ +/g, ' ');
    expect(english).toContain('Cashbook');
    expect(english).toContain('Transfer');
    expect(english).toMatch(/05\/10\/2026 1 €25\.50 €20\.00/);
    expect(english).toMatch(/Total €32\.50 €20\.00 €10\.00/);
  });

  it('exports and totals the payments list with its filters, in the shop time', async () => {
    const csv = await send('GET', '/order/listPaymentsCsv?method.equals=CASH&sort=createdAt__asc');
    expect(csv.status).toBe(200);
    const lines = csv.raw.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'paymentDate;createdAt;type;provider;method;status;amount;orderNumber;customer;reason;note;id;orderId;refundOf;cancels',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(';').slice(0, 8).join(';'))
        .sort(),
    ).toEqual([
      `2026-10-05 10:00;2026-10-05 10:00;PAYMENT;OFFLINE;CASH;SUCCEEDED;30,50;${o.number}`,
      `2026-10-05 10:00;2026-10-05 10:00;REFUND;OFFLINE;CASH;SUCCEEDED;-5,00;${o.number}`,
      `2026-10-05 11:00;2026-10-05 11:00;PAYMENT;OFFLINE;CASH;SUCCEEDED;7,00;${o.number}`,
    ]);
    const totals = await send('GET', '/cashbook/paymentTotals?method.equals=CASH');
    expect(totals.body).toEqual({ count: 3, received: 37.5, refunded: 5, pending: 0, net: 32.5 });
    const all = await send('GET', '/cashbook/paymentTotals');
    expect(all.body).toEqual({ count: 5, received: 67.5, refunded: 5, pending: 0, net: 62.5 });
    const theirs = await send('GET', '/cashbook/paymentTotals', undefined, other.headers);
    expect(theirs.body.count).toBe(0);
  });

  it('lets readers of payments read the cashbook, and only writers close a day', async () => {
    const reader = await makeEmployee(db, shop.company.id, { access: { payments: 'read' } });
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await send('GET', '/cashbook/day?day=2026-10-05', undefined, readerHeaders)).status).toBe(200);
    const refused = await send(
      'POST',
      '/cashbook/close',
      { day: '2026-10-04', opening: 0, counted: 10 },
      readerHeaders,
    );
    expect(refused.status).toBe(403);
    const none = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const noneHeaders = { 'x-access-token': await login(app, none.email) };
    expect((await send('GET', '/cashbook/day?day=2026-10-05', undefined, noneHeaders)).status).toBe(403);
    expect((await send('GET', '/order/listPaymentsCsv', undefined, noneHeaders)).status).toBe(403);
  });
});
