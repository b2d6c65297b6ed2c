import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { invoicesApi } from '../../../test/factories/invoices.ts';
import { ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { storeCustomer } from '../../../test/factories/store-cart.ts';
import { checkoutShop } from '../../../test/factories/store-checkout.ts';
import { orders as orderTable } from '../orders/tables.ts';

/* The shop's own rental insurance: its price in the settings, the cart's choice, the order and its invoice. */

describe('rental insurance', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  const store = await checkoutShop(app, db, 'PAY_ON_SITE');
  const { shop, slug, kayak } = store;
  const orders = ordersApi(app, shop.headers);
  // kayaks (40.00 a day) are covered; paddles are not
  await app.inject({
    method: 'PATCH',
    url: `/v2/products/${kayak.id}`,
    headers: shop.headers,
    payload: { insuranceEligible: true },
  });
  const paddle = await makeProduct(app, shop.headers, {
    name: 'Paddle',
    stockMode: 'QUANTITY',
    quantity: 10,
    priceGrid: { days: [{ days: 1, price: 5 }] },
  });
  const twoDays = { start: '2030-09-07', end: '2030-09-08' };
  const cartLines = [
    { kind: 'product', id: kayak.id, quantity: 2, ...twoDays },
    { kind: 'product', id: paddle.id, quantity: 2, ...twoDays },
  ];
  const PER_DAY = { method: 'PER_ITEM_DAY', percent: 0, perItemDay: 2.35, minimum: null };
  const settle = async (insuranceMode: string, price?: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/company/tulip/updateSettings',
      headers: shop.headers,
      payload: { insuranceMode, ...(price ? { price } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().integrations.tulip;
  };
  const deps = app.deps as { companyIntegrations?: unknown };
  /** A linked insurer giving policies P-1, P-2…, or refusing while `refusing`; `deps.companyIntegrations` unlinks it. */
  const fakeInsurer = (refusing: boolean) => {
    const insurer = { registered: [] as Record<string, unknown>[], refusing };
    deps.companyIntegrations = {
      tulip: {
        link: async () => undefined,
        registerPolicy: async (companyId: string, policy: Record<string, unknown>) => {
          if (insurer.refusing) throw new Error('insurer down');
          insurer.registered.push({ companyId, ...policy });
          return { policyId: `P-${insurer.registered.length}` };
        },
      },
    };
    return insurer;
  };
  // each cart is emptied before the next: their holds would take the whole stock
  let last: ReturnType<typeof storeCustomer> | undefined;
  const saveCart = async (insurance?: boolean, lines: object[] = cartLines) => {
    if (last?.token) await last.empty();
    const customer = storeCustomer(app, slug);
    last = customer;
    const res = await app.inject({
      method: 'POST',
      url: '/v2/online-store/cart',
      payload: { slug, lines, ...(insurance === undefined ? {} : { insurance }) },
    });
    customer.token = res.json().token;
    return { res, customer };
  };

  it('keeps the shop’s price beside the mode, and keeps it when only the mode is sent', async () => {
    expect(await settle('on_option', { method: 'SHARE', percent: 7.5, perItemDay: 0, minimum: 5 })).toEqual({
      linked: false,
      linkedId: null,
      insuranceMode: 'on_option',
      price: { method: 'SHARE', percent: 7.5, perItemDay: 0, minimum: 5 },
    });
    expect((await settle('on_inclusion')).price).toEqual({ method: 'SHARE', percent: 7.5, perItemDay: 0, minimum: 5 });
    const wrong = await app.inject({
      method: 'POST',
      url: '/v2/company/tulip/updateSettings',
      headers: shop.headers,
      payload: { insuranceMode: 'on_option', price: { method: 'SHARE', percent: 7.555, perItemDay: 0, minimum: null } },
    });
    expect([wrong.statusCode, wrong.json().details.field]).toEqual([400, 'price.percent']);
  });

  it('prices a two-kayak, two-day cart to the cent on the covered lines, and adds it when the customer takes it', async () => {
    await settle('on_option', { method: 'SHARE', percent: 7.5, perItemDay: 0, minimum: null });
    const offered = (await saveCart()).res.json().cart;
    expect(offered.lines.map((l: { total: number }) => l.total)).toEqual([160, 20]);
    // 7.5 % of 160.00: the paddles are not covered
    expect(offered.insurance).toEqual({
      mode: 'on_option',
      optional: true,
      chosen: false,
      shown: true,
      amount: 12,
      lines: [0],
    });
    expect(offered.total).toBe(180);
    const taken = (await saveCart(true)).res.json().cart;
    expect([taken.insurance.chosen, taken.total]).toEqual([true, 192]);

    await settle('on_option', PER_DAY);
    // 2 kayaks × 2 days × 2.35
    expect((await saveCart(true)).res.json().cart).toMatchObject({ insurance: { amount: 9.4 }, total: 189.4 });
    await settle('on_option', { method: 'SHARE', percent: 1, perItemDay: 0, minimum: 4.5 });
    // 1 % of 160.00 is 1.60: the minimum applies
    expect((await saveCart(true)).res.json().cart.insurance.amount).toBe(4.5);
    // nothing covered: no insurance to offer
    expect((await saveCart(true, [cartLines[1]!])).res.json().cart.insurance).toBeNull();
  });

  it('adds it to every cart in the inclusion modes, without a line of its own when hidden', async () => {
    await settle('on_inclusion', PER_DAY);
    const included = (await saveCart()).res.json().cart;
    expect(included.insurance).toMatchObject({ optional: false, chosen: true, shown: true, amount: 9.4 });
    expect(included.total).toBe(189.4);
    await settle('on_inclusion_hidden');
    const hidden = (await saveCart(false)).res.json().cart;
    expect(hidden.insurance).toMatchObject({ optional: false, chosen: true, shown: false, amount: 9.4 });
    expect(hidden.total).toBe(189.4);
  });

  it('refuses the choice with a 400 naming the field when the shop offers none', async () => {
    await settle('off');
    const { res } = await saveCart(true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'insurance' } });
    const cart = (await saveCart(false)).res.json().cart;
    expect([cart.insurance, cart.total]).toEqual([null, 180]);
    const counter = await orders.create({
      startDate: '2030-09-10',
      endDate: '2030-09-10',
      products: [{ productId: kayak.id, quantity: 1 }],
      insurance: true,
    });
    expect([counter.status, counter.body.details?.field]).toEqual([400, 'insurance']);
  });

  it('carries the chosen insurance from the cart into the order, its total and its invoice', async () => {
    await settle('on_option', PER_DAY);
    const { customer } = await saveCart(true);
    const placed = await app.inject({
      method: 'POST',
      url: '/v2/online-store/order',
      headers: { 'x-cart-token': customer.token as string },
      payload: {
        slug,
        customer: { firstName: 'Inès', lastName: 'Marin', email: 'ines.marin@example.test', language: 'fr' },
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    expect(placed.json().total).toBe(189.4);
    const row = await store.orderRow(orderId);
    expect(row.totalTtcCents).toBe(18_940);
    expect(row.insurance).toMatchObject({
      amountCents: 940,
      method: 'PER_ITEM_DAY',
      dayCents: 235,
      days: 2,
      units: 2,
      provider: 'SHOP',
      policyId: null,
    });
    const detail = (await orders.get(orderId)).body;
    const kayakLine = detail.lines.find((l: { name: string }) => l.name === 'Kayak');
    expect(detail.insurance).toMatchObject({ amount: 9.4, lineIds: [kayakLine.id], mode: 'on_option', shown: true });
    expect(detail.totalTTC).toBe(189.4);

    const invoice = await invoicesApi(app, shop.headers).issue(orderId);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const insuranceLine = invoice.body.lines.find((l: { kind: string }) => l.kind === 'insurance');
    expect(insuranceLine).toMatchObject({ quantity: 1, unitPrice: 9.4, totalTTC: 9.4, vatRate: 20 });
    expect(insuranceLine.totalHT + insuranceLine.vat).toBeCloseTo(9.4, 2);
    expect(invoice.body.totalTTC).toBe(189.4);

    // the customer's page of the order shows it beside the lines
    const link = new URL(placed.json().orderLink as string);
    const page = await app.inject({ method: 'GET', url: `/v2${link.pathname}${link.search}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order.insurance).toEqual({ amount: 9.4 });
  });

  it('lets the counter add and take off the insurance of an order, as the mode allows', async () => {
    await settle('on_option', PER_DAY);
    const made = await orders.create({
      startDate: '2030-09-14',
      endDate: '2030-09-15',
      products: [
        { productId: kayak.id, quantity: 1 },
        { productId: paddle.id, quantity: 1 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as string;
    expect([made.body.insurance, made.body.totalTTC]).toEqual([null, 90]);
    const set = (insured: boolean) => orders.send('PUT', `/order/updateInsurance/${id}`, { insured });
    const added = await set(true);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // 1 kayak × 2 days × 2.35
    expect([added.body.insurance.amount, added.body.totalTTC, added.body.totalHT + added.body.vat]).toEqual([
      4.7, 94.7, 94.7,
    ]);
    // the order's change keeps it, repriced on the new lines
    const updated = await orders.update(id, {
      startDate: '2030-09-14',
      endDate: '2030-09-15',
      products: [{ productId: kayak.id, quantity: 2 }],
    });
    expect([updated.status, updated.body.insurance?.amount, updated.body.totalTTC]).toEqual([200, 9.4, 169.4]);
    const removed = await set(false);
    expect([removed.body.insurance, removed.body.totalTTC]).toEqual([null, 160]);

    await settle('on_inclusion');
    expect(await set(true)).toMatchObject({ status: 200, body: { totalTTC: 169.4 } });
    expect(await set(false)).toMatchObject({
      status: 409,
      body: { code: 'insuranceNotOffered', details: { mode: 'on_inclusion' } },
    });
    await settle('off');
    expect(await set(false)).toMatchObject({ status: 200, body: { insurance: null, totalTTC: 160 } });
    expect(await set(true)).toMatchObject({ status: 409, body: { code: 'insuranceNotOffered' } });

    await settle('on_option', PER_DAY);
    const paddles = await orders.create({
      startDate: '2030-09-14',
      endDate: '2030-09-14',
      products: [{ productId: paddle.id, quantity: 1 }],
    });
    expect(await orders.send('PUT', `/order/updateInsurance/${paddles.body.id}`, { insured: true })).toMatchObject({
      status: 409,
      body: { code: 'nothingToInsure' },
    });
    const theirs = await checkoutShop(app, db);
    const elsewhere = await ordersApi(app, theirs.shop.headers).send('PUT', `/order/updateInsurance/${id}`, {
      insured: true,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('with_assurance: registers the policy with the linked insurer when the order is booked, else the shop covers it', async () => {
    await settle('with_assurance', PER_DAY);
    const booking = {
      startDate: '2030-09-21',
      endDate: '2030-09-22',
      products: [{ productId: kayak.id, quantity: 1 }],
      insurance: true,
    };
    // no insurer linked: the shop's own waiver at its price, no policy
    const own = await orders.create(booking);
    expect(own.body.insurance).toMatchObject({ amount: 4.7, provider: 'SHOP', policyId: null });

    const insurer = fakeInsurer(false);
    try {
      await app.inject({ method: 'POST', url: '/v2/company/tulip/link/T-77', headers: shop.headers, payload: {} });
      const insured = await orders.create(booking);
      expect(insured.status, JSON.stringify(insured.body)).toBe(200);
      expect(insured.body.insurance).toMatchObject({ amount: 4.7, provider: 'INSURER', policyId: 'P-1' });
      expect(insurer.registered).toEqual([
        expect.objectContaining({
          companyId: shop.company.id,
          orderId: insured.body.id,
          insurerShopId: 'T-77',
          amountCents: 470,
          lineIds: [insured.body.lines[0].id],
        }),
      ]);
      // the insurer refuses: nothing is booked
      insurer.refusing = true;
      const count = async () => (await db.select({ id: orderTable.id }).from(orderTable)).length;
      const before = await count();
      const refused = await orders.create(booking);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ code: 'integrationFailed', details: { integration: 'tulip' } });
      expect(await count()).toBe(before);
    } finally {
      deps.companyIntegrations = undefined;
    }
  });
  it('tells the counter on the order’s detail what it may do with the insurance, by the mode and the order’s state', async () => {
    await settle('on_option', PER_DAY);
    const booking = {
      startDate: '2030-10-05',
      endDate: '2030-10-06',
      products: [{ productId: kayak.id, quantity: 1 }],
    };
    const made = await orders.create(booking);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as string;
    const choice = async () => (await orders.get(id)).body.insuranceChoice;
    expect(made.body.insuranceChoice).toEqual({ canAdd: true, canRemove: false });
    expect(await choice()).toEqual({ canAdd: true, canRemove: false });
    const added = await orders.send('PUT', `/order/updateInsurance/${id}`, { insured: true });
    expect(added.body.insuranceChoice).toEqual({ canAdd: false, canRemove: true });

    await settle('on_inclusion');
    expect(await choice()).toEqual({ canAdd: false, canRemove: false });
    await settle('off');
    // taken off when the shop no longer offers it, never added
    expect(await choice()).toEqual({ canAdd: false, canRemove: true });
    const plain = await orders.create({ ...booking, products: [{ productId: paddle.id, quantity: 1 }] });
    expect(plain.body.insuranceChoice).toEqual({ canAdd: false, canRemove: false });

    await settle('on_option', PER_DAY);
    // an order of paddles alone has nothing the insurance covers: nothing to add
    expect((await orders.get(plain.body.id)).body.insuranceChoice).toEqual({ canAdd: false, canRemove: false });
    expect(await orders.send('PUT', `/order/updateInsurance/${plain.body.id}`, { insured: true })).toMatchObject({
      status: 409,
      body: { code: 'nothingToInsure' },
    });
    const cancelled = await orders.cancel(id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.insuranceChoice).toEqual({ canAdd: false, canRemove: false });
    expect(await choice()).toEqual({ canAdd: false, canRemove: false });
    expect(await orders.send('PUT', `/order/updateInsurance/${id}`, { insured: false })).toMatchObject({
      status: 409,
      body: { code: 'orderCanceled' },
    });
  });

  it('with_assurance: the counter’s add registers the policy with the linked insurer; a refusal leaves the order as it was', async () => {
    await settle('with_assurance', PER_DAY);
    const made = await orders.create({
      startDate: '2030-10-12',
      endDate: '2030-10-13',
      products: [{ productId: kayak.id, quantity: 1 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as string;
    const insurer = fakeInsurer(true);
    try {
      const link = await app.inject({
        method: 'POST',
        url: '/v2/company/tulip/link/T-77',
        headers: shop.headers,
        payload: {},
      });
      expect(link.statusCode, link.body).toBe(200);
      const set = () => orders.send('PUT', `/order/updateInsurance/${id}`, { insured: true });
      const refused = await set();
      expect(refused).toMatchObject({
        status: 502,
        body: { code: 'integrationFailed', details: { integration: 'tulip' } },
      });
      const after = (await orders.get(id)).body;
      expect([after.insurance, after.totalTTC, after.totalHT, after.vat]).toEqual([
        null,
        made.body.totalTTC,
        made.body.totalHT,
        made.body.vat,
      ]);
      expect(after.insuranceChoice).toEqual({ canAdd: true, canRemove: false });

      insurer.refusing = false;
      const added = await set();
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.insurance).toMatchObject({ amount: 4.7, provider: 'INSURER', policyId: 'P-1' });
      expect(added.body.totalTTC).toBe(made.body.totalTTC + 4.7);
      expect(insurer.registered).toEqual([
        expect.objectContaining({
          orderId: id,
          insurerShopId: 'T-77',
          amountCents: 470,
          lineIds: [made.body.lines[0].id],
        }),
      ]);
      expect((await store.orderRow(id)).insurance).toMatchObject({ provider: 'INSURER', policyId: 'P-1' });
      expect((await orders.get(id)).body.insurance.policyId).toBe('P-1');
    } finally {
      deps.companyIntegrations = undefined;
    }
  });
});
