import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { auditOf, makeOrder, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { mailsTo } from '../../../../test/mail.ts';

const NOW = '2026-07-10T08:00:00.000Z';
const MINUTE = 60_000;

describe('waiting list', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const foreign = ordersApi(app, other.headers);
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 1, { name: 'VTT électrique' });
  const lea = await makeCustomer(db, shop.company.id, {
    firstName: 'Léa',
    lastName: 'Morel',
    email: 'lea.wait@example.test',
    phone: '0611223344',
  });
  const weekend = { startDate: '2026-07-18T09:00', endDate: '2026-07-19T18:00' };
  const booked = await makeOrder(app, shop.headers, { ...weekend, products: [{ productId: bike.id, quantity: 1 }] });
  await makeOrder(app, shop.headers, {
    startDate: '2026-08-01',
    endDate: '2026-08-02',
    products: [{ productId: bike.id, quantity: 1 }],
  });
  const join = async (body: object, session = api) => {
    clock.advance(MINUTE);
    return session.send('POST', '/order-waiting-list/create-order-waiting-list', { productId: bike.id, ...body });
  };
  const list = async (query = '') => (await api.send('GET', `/order-waiting-list${query}`)).body;

  const anna = await join({ ...weekend, email: 'anna@example.test', name: 'Anna', note: 'Taille M' });
  const leaEntry = await join({ startDate: '2026-07-18T10:00', endDate: '2026-07-19T12:00', customerId: lea.id });
  const bob = await join({ startDate: '2026-08-01', endDate: '2026-08-02', email: 'bob@example.test' });

  it('ranks the entries by arrival among those waiting for the product over an overlapping period', () => {
    expect(anna.status, JSON.stringify(anna.body)).toBe(200);
    expect(anna.body).toEqual({
      id: expect.any(String),
      productId: bike.id,
      productName: 'VTT électrique',
      customerId: null,
      email: 'anna@example.test',
      name: 'Anna',
      phone: null,
      quantity: 1,
      startDate: '2026-07-18T07:00:00.000Z',
      endDate: '2026-07-19T16:00:00.000Z',
      note: 'Taille M',
      status: 'WAITING',
      rank: 1,
      offeredAt: null,
      createdAt: '2026-07-10T08:01:00.000Z',
    });
    expect(leaEntry.body).toMatchObject({
      customerId: lea.id,
      email: 'lea.wait@example.test',
      name: 'Léa Morel',
      phone: '0611223344',
      rank: 2,
    });
    expect(bob.body).toMatchObject({ rank: 1, email: 'bob@example.test' });
  });

  it('answers 409 `available` when the product is free over the period, and 400 without a way to reach the customer', async () => {
    const free = await join({ startDate: '2026-07-25', endDate: '2026-07-26', email: 'eve@example.test' });
    expect(free.status).toBe(409);
    expect(free.body).toMatchObject({ code: 'available', details: { productId: bike.id, available: 1 } });
    const anonymous = await join({ ...weekend });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.details.field).toBe('email');
    const over = await join({ startDate: '2026-07-01', endDate: '2026-07-02', email: 'eve@example.test' });
    expect(over.body.details.field).toBe('endDate');
    const stranger = await join({ ...weekend, email: 'eve@example.test' }, foreign);
    expect(stranger.status).toBe(400);
    expect(stranger.body.details.field).toBe('productId');
  });

  it('GET /v2/order-waiting-list lists in order of arrival, filtered by product and status', async () => {
    expect(await list()).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect((await list()).items.map((e: { id: string; rank: number }) => [e.id, e.rank])).toEqual([
      [anna.body.id, 1],
      [leaEntry.body.id, 2],
      [bob.body.id, 1],
    ]);
    expect(
      (await list(`?productId=${bike.id}&status=WAITING&limit=1&page=2`)).items.map((e: { id: string }) => e.id),
    ).toEqual([leaEntry.body.id]);
    expect((await list('?status=OFFERED')).total).toBe(0);
    expect((await foreign.send('GET', '/order-waiting-list')).body).toMatchObject({ total: 0, items: [] });
  });

  it('DELETE /v2/order-waiting-list/{id}: the entry leaves, those after it move up', async () => {
    const carl = await join({ ...weekend, email: 'carl@example.test' });
    expect(carl.body.rank).toBe(3);
    expect((await foreign.send('DELETE', `/order-waiting-list/${carl.body.id}`)).status).toBe(404);
    expect(await api.send('DELETE', `/order-waiting-list/${carl.body.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await api.send('DELETE', `/order-waiting-list/${carl.body.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await list()).total).toBe(3);
    expect((await list('?status=CANCELED')).items).toEqual([
      expect.objectContaining({ id: carl.body.id, status: 'CANCELED', rank: null }),
    ]);
    expect((await api.send('DELETE', '/order-waiting-list/019f0000-0000-7000-8000-000000000000')).status).toBe(404);
  });

  it('GET /v2/order-waiting-list/waiting-list-csv writes the list as a spreadsheet file', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v2/order-waiting-list/waiting-list-csv',
      headers: shop.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="waiting-list-2026-07-10.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'rank;product;start;end;quantity;name;email;phone;note;status;offeredAt;createdAt',
      '1;VTT électrique;2026-07-18 09:00;2026-07-19 18:00;1;Anna;anna@example.test;;Taille M;WAITING;;2026-07-10 10:01',
      '2;VTT électrique;2026-07-18 10:00;2026-07-19 12:00;1;Léa Morel;lea.wait@example.test;0611223344;;WAITING;;2026-07-10 10:02',
      '1;VTT électrique;2026-08-01 00:00;2026-08-03 00:00;1;;bob@example.test;;;WAITING;;2026-07-10 10:03',
      '',
    ]);
  });

  it('offers the freed bike to the first entry whose period is free when an order is cancelled', async () => {
    clock.set('2026-07-11T08:00:00.000Z');
    expect((await api.cancel(booked.id)).status).toBe(200);
    const after = (await list()).items;
    expect(
      after.map((e: { id: string; status: string; rank: number | null; offeredAt: string | null }) => [
        e.id,
        e.status,
        e.rank,
        e.offeredAt,
      ]),
    ).toEqual([
      [anna.body.id, 'OFFERED', null, '2026-07-11T08:00:00.000Z'],
      [leaEntry.body.id, 'WAITING', 1, null],
      [bob.body.id, 'WAITING', 1, null],
    ]);
    const [offer] = await mailsTo(app, 'anna@example.test');
    expect(offer).toMatchObject({ template: 'waitingListOffer' });
    expect(offer.subject).toContain('VTT électrique');
    expect(offer.text).toContain('du 2026-07-18 09:00 au 2026-07-19 18:00');
    expect(await mailsTo(app, 'lea.wait@example.test')).toEqual([]);
    expect((await auditOf(db, anna.body.id)).map((a) => [a.action, a.toState])).toContainEqual([
      'waitingList.offer',
      'OFFERED',
    ]);
  });
});
