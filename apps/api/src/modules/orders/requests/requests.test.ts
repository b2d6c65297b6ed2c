import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makePack, makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { mailsTo } from '../../../../test/mail.ts';
import { orders } from '../tables.ts';

const NOW = '2026-07-10T08:00:00.000Z';

describe('order requests and messages', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const api = ordersApi(app, shop.headers);
  const foreign = ordersApi(app, other.headers);
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 1, { name: 'VTT' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  const pack = await makePack(app, shop.headers, {
    name: 'Pack balade',
    items: [{ productId: helmets.id, quantity: 1 }],
  });
  const lea = await makeCustomer(db, companyId, { firstName: 'Léa', lastName: 'Morel', email: 'lea.req@example.test' });
  const counts = async () => (await api.send('GET', '/order/count/requests-and-messages')).body;
  const period = { startDate: '2026-07-18T09:00', endDate: '2026-07-19T18:00' };

  const lake = { address: '12 rue du Lac, Talloires', price: 14.5, lat: 45.8408, lng: 6.2138 };

  describe('approving and refusing requests', () => {
    it('a request holds nothing, shows in the inbox, and becomes an order holding its stock once approved', async () => {
      const request = await makeOrder(app, shop.headers, {
        ...period,
        customerId: lea.id,
        isRequest: true,
        message: 'Possible pour le week-end ?',
        products: [{ productId: bike.id, quantity: 1 }],
        packs: [{ packId: pack.id, quantity: 1 }],
        delivery: { departure: lake, arrival: null },
      });
      expect((await orderRows(db, companyId, request.id)).holds).toEqual([]);
      expect(await counts()).toEqual({ requests: 1, messages: 1, orders: 1 });

      const seen = await api.send('GET', `/order/request/${request.id}`);
      expect(seen.body).toMatchObject({
        id: request.id,
        isRequest: true,
        messages: [{ author: 'CUSTOMER', body: 'Possible pour le week-end ?', solvedAt: null }],
      });
      const inbox = await api.send('GET', '/order/requests-with-messages?size=10');
      expect(inbox.body).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(inbox.body.items[0]).toMatchObject({
        id: request.id,
        openRequest: true,
        unsolvedMessages: 1,
        lastMessage: { author: 'CUSTOMER', kind: 'MESSAGE', body: 'Possible pour le week-end ?' },
      });

      // Someone books the only bike meanwhile: the draft says so, and approving is refused without a change.
      const blocking = await makeOrder(app, shop.headers, {
        ...period,
        products: [{ productId: bike.id, quantity: 1 }],
      });
      const draft = await api.send('GET', `/order/buildRequestForUpdate/${request.id}`);
      expect(draft.status).toBe(200);
      expect(draft.body).toMatchObject({
        orderId: request.id,
        type: 'ORDER',
        startDate: '2026-07-18T07:00:00.000Z',
        endDate: '2026-07-19T16:00:00.000Z',
        customerId: lea.id,
        products: [{ productId: bike.id, quantity: 1, subProductIds: [] }],
        packs: [{ packId: pack.id, quantity: 1, selections: [] }],
        services: [],
        discount: 0,
        promoCode: null,
        // written back as it is when the shop changes the request: the position with it
        delivery: { departure: { ...lake, at: null }, arrival: null },
      });
      expect(draft.body.availability).toEqual([
        expect.objectContaining({
          productId: bike.id,
          requested: 1,
          available: 0,
          nextFreeAt: '2026-07-19T16:00:00.000Z',
        }),
        expect.objectContaining({
          productId: helmets.id,
          name: 'Casque',
          requested: 1,
          available: 5,
          nextFreeAt: null,
        }),
      ]);
      const refused = await api.send('POST', `/order/approval-request/${request.id}`, { approve: true });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'notAvailable',
        details: { conflicts: [{ productId: bike.id, requested: 1, available: 0 }] },
      });
      expect((await orderRows(db, companyId, request.id)).order.isRequest).toBe(true);
      expect((await orderRows(db, companyId, request.id)).holds).toEqual([]);

      expect((await api.cancel(blocking.id)).status).toBe(200);
      const approved = await api.send('POST', `/order/approval-request/${request.id}`, {
        approve: true,
        message: 'Avec plaisir !',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toMatchObject({ isRequest: false, type: 'ORDER', status: 'TO_COME' });
      expect(approved.body.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
        ['CUSTOMER', 'Possible pour le week-end ?'],
        ['SHOP', 'Avec plaisir !'],
      ]);
      const rows = await orderRows(db, companyId, request.id);
      expect(rows.holds.map((h) => [h.productId, h.quantity]).sort()).toEqual(
        [
          [bike.id, 1],
          [helmets.id, 1],
        ].sort(),
      );
      const mail = (await mailsTo(app, 'lea.req@example.test')).find((m) => m.template === 'orderRequestApproved')!;
      expect(mail.subject).toContain(`n° ${request.number}`);
      expect(mail.text).toContain('du 2026-07-18 09:00 au 2026-07-19 18:00');
      expect(mail.text).toContain('Avec plaisir !');
      expect((await auditOf(db, request.id)).map((a) => [a.action, a.fromState, a.toState])).toContainEqual([
        'order.approveRequest',
        'REQUEST',
        'TO_COME',
      ]);
      expect(await counts()).toEqual({ requests: 0, messages: 1, orders: 1 });
      expect((await api.send('POST', `/order/approval-request/${request.id}`, { approve: true })).status).toBe(404);
      expect((await api.send('GET', `/order/request/${request.id}`)).status).toBe(404);
      await api.cancel(request.id);
      await api.send('POST', `/order/solveOrderMessage/${request.id}`, {});
    });

    it('refusing cancels the request, keeps the message and mails the customer; it cannot be approved after', async () => {
      const request = await makeOrder(app, shop.headers, {
        ...period,
        customerId: lea.id,
        isRequest: true,
        products: [{ productId: helmets.id, quantity: 2 }],
      });
      const res = await api.send('POST', `/order/approval-request/${request.id}`, {
        approve: false,
        message: 'Complet ce week-end',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type: 'CANCELED',
        isRequest: true,
        cancelInfo: { by: 'SHOP', reason: 'Complet ce week-end', refund: 0, fee: 0 },
        messages: [{ author: 'SHOP', body: 'Complet ce week-end' }],
      });
      expect((await orderRows(db, companyId, request.id)).holds).toEqual([]);
      const refusal = (await mailsTo(app, 'lea.req@example.test')).find((m) => m.template === 'orderRequestRefused');
      expect(refusal?.subject).toContain(`n° ${request.number}`);
      expect(refusal?.text).toContain('Complet ce week-end');
      const again = await api.send('POST', `/order/approval-request/${request.id}`, { approve: true });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('requestClosed');
      expect(await counts()).toEqual({ requests: 0, messages: 0, orders: 0 });
    });

    it('a pre-booking request becomes a pre-booking, holding nothing', async () => {
      const request = await makeOrder(app, shop.headers, {
        ...period,
        type: 'PRE_BOOKING',
        isRequest: true,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      const res = await api.send('POST', `/order/approval-request/${request.id}`, { approve: true });
      expect(res.body).toMatchObject({ type: 'PRE_BOOKING', isRequest: false });
      expect((await orderRows(db, companyId, request.id)).holds).toEqual([]);
    });

    it('answers 404 for an order that is not a request, and for another company', async () => {
      const order = await makeOrder(app, shop.headers, {
        ...period,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      const request = await makeOrder(app, shop.headers, {
        ...period,
        isRequest: true,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      expect((await api.send('GET', `/order/request/${order.id}`)).status).toBe(404);
      expect((await api.send('GET', `/order/buildRequestForUpdate/${order.id}`)).status).toBe(404);
      expect((await api.send('POST', `/order/approval-request/${order.id}`, { approve: true })).status).toBe(404);
      expect((await foreign.send('GET', `/order/request/${request.id}`)).status).toBe(404);
      expect((await foreign.send('GET', `/order/buildRequestForUpdate/${request.id}`)).status).toBe(404);
      const stranger = await foreign.send('POST', `/order/approval-request/${request.id}`, { approve: true });
      expect(stranger.status).toBe(404);
      expect((await orderRows(db, companyId, request.id)).order.isRequest).toBe(true);
      expect(await foreign.send('GET', '/order/count/requests-and-messages')).toMatchObject({
        body: { requests: 0, messages: 0, orders: 0 },
      });
      await api.send('POST', `/order/approval-request/${request.id}`, { approve: false });
      await api.cancel(order.id);
    });
  });

  describe('messages', () => {
    it('the customer asks to cancel with the order email; the shop solves and replies', async () => {
      const order = await makeOrder(app, shop.headers, {
        ...period,
        customerId: lea.id,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      const [{ key }] = await db.select({ key: orders.linkKey }).from(orders).where(eq(orders.id, order.id));
      const ask = (id: string, email: string, token: string | null = key) =>
        app.inject({
          method: 'POST',
          url: `/v2/your-order/order/cancel-request/${id}${token ? `?token=${token}` : ''}`,
          payload: { email, message: 'Je ne peux plus venir' },
        });
      const wrong = await ask(order.id, 'someone@example.test');
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().code).toBe('notFound');
      expect((await ask('019f0000-0000-7000-8000-000000000000', 'lea.req@example.test')).statusCode).toBe(404);
      // The right email without the order's link is not enough.
      expect((await ask(order.id, 'lea.req@example.test', null)).statusCode).toBe(404);
      expect((await ask(order.id, 'lea.req@example.test', 'y'.repeat(60))).statusCode).toBe(404);
      expect(await counts()).toEqual({ requests: 0, messages: 0, orders: 0 });
      const asked = await ask(order.id, 'LEA.REQ@example.test');
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ ok: true });
      expect(await counts()).toEqual({ requests: 0, messages: 1, orders: 1 });
      const inbox = await api.send('GET', '/order/requests-with-messages');
      expect(inbox.body.items.map((i: { id: string }) => i.id)).toEqual([order.id]);
      expect(inbox.body.items[0]).toMatchObject({
        openRequest: false,
        unsolvedMessages: 1,
        lastMessage: { author: 'CUSTOMER', kind: 'CANCEL_REQUEST', body: 'Je ne peux plus venir' },
      });

      expect((await foreign.send('POST', `/order/solveOrderMessage/${order.id}`, {})).status).toBe(404);
      clock.set('2026-07-10T09:00:00.000Z');
      const solved = await api.send('POST', `/order/solveOrderMessage/${order.id}`, { reply: 'C’est noté, annulée.' });
      expect(solved.status).toBe(200);
      expect(
        solved.body.messages.map((m: { author: string; kind: string; solvedAt: string | null }) => [
          m.author,
          m.kind,
          m.solvedAt,
        ]),
      ).toEqual([
        ['CUSTOMER', 'CANCEL_REQUEST', '2026-07-10T09:00:00.000Z'],
        ['SHOP', 'MESSAGE', null],
      ]);
      const reply = (await mailsTo(app, 'lea.req@example.test')).find((m) => m.template === 'orderMessageReply');
      expect(reply?.text).toContain('C’est noté, annulée.');
      // The mail carries the customer's own link to the order, the one the customer-area calls accept.
      expect(reply?.text).toContain(`/your-order/${shop.company.slug}/${order.id}?token=${key}`);
      expect(await counts()).toEqual({ requests: 0, messages: 0, orders: 0 });
      expect((await api.send('GET', '/order/requests-with-messages')).body).toMatchObject({ total: 0, items: [] });

      expect((await api.cancel(order.id)).status).toBe(200);
      const closed = await ask(order.id, 'lea.req@example.test');
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('orderClosed');
      clock.set(NOW);
    });

    it('an order without customer cannot be asked about publicly', async () => {
      const order = await makeOrder(app, shop.headers, {
        ...period,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      const res = await app.inject({
        method: 'POST',
        url: `/v2/your-order/order/cancel-request/${order.id}`,
        payload: { email: 'lea.req@example.test', message: 'Annulez' },
      });
      expect(res.statusCode).toBe(404);
      await api.cancel(order.id);
    });

    it('pages the inbox, latest asked first', async () => {
      const made = [];
      for (const hour of [1, 2, 3]) {
        clock.set(`2026-07-10T1${hour}:00:00.000Z`);
        made.push(
          await makeOrder(app, shop.headers, {
            ...period,
            isRequest: true,
            message: `Demande ${hour}`,
            products: [{ productId: helmets.id, quantity: 1 }],
          }),
        );
      }
      clock.set(NOW);
      const first = await api.send('GET', '/order/requests-with-messages?size=2');
      expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.body.items.map((i: { id: string }) => i.id)).toEqual([made[2].id, made[1].id]);
      const second = await api.send('GET', '/order/requests-with-messages?size=2&page=2');
      expect(second.body.items.map((i: { lastMessage: { body: string } }) => i.lastMessage.body)).toEqual([
        'Demande 1',
      ]);
      expect(await counts()).toEqual({ requests: 3, messages: 3, orders: 3 });
      for (const o of made) await api.send('POST', `/order/approval-request/${o.id}`, { approve: false });
    });
  });
});
