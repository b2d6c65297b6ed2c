import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  makePack,
  makeProduct,
  makeProductModel,
  makeProductWithUnits,
  makeService,
} from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { storeCustomer } from '../../../test/factories/store-cart.ts';
import { makeShop } from '../../../test/factories.ts';
import { productVerticaleCategories } from '../catalogue/tables.ts';
import { companySlugHistory } from '../company-settings/tables.ts';

describe('the online store cart', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-05-06T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const slug = shop.company.slug;
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 3, { name: 'City bike' });
  const hidden = await makeProduct(app, shop.headers, { name: 'Workshop bike', online: false });
  const delivery = await makeService(app, shop.headers, { name: 'Hotel delivery', price: 15 });
  const categories = await db.select().from(productVerticaleCategories);
  const helmets = categories.find((c) => c.verticale === 'BIKE')!.id;
  const helmetModel = await makeProductModel(app, shop.headers, { name: 'Helmet', categoryId: helmets });
  const helmet = await makeProduct(app, shop.headers, {
    name: 'Helmet M',
    productModelId: helmetModel.id,
    stockMode: 'QUANTITY',
    quantity: 4,
  });
  const pack = await makePack(app, shop.headers, {
    name: 'Ride pack',
    type: 'CATEGORY',
    items: [{ categoryId: helmets, quantity: 2 }],
  });
  const choiceItem = (pack.items as { id: string; categoryId: string | null }[]).find((i) => i.categoryId)!;
  const twoDays = { start: '2030-05-11', end: '2030-05-12' };
  const preview = async (items: object[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/v2/pricing/preview',
        headers: shop.headers,
        payload: { items, start: twoDays.start, end: twoDays.end, channel: 'ONLINE_STORE' },
      })
    ).json();

  it('creates the cart with a token, prices its lines as the counter does and holds them for 15 minutes', async () => {
    const customer = storeCustomer(app, slug);
    const res = await customer.save([
      { kind: 'product', id: bike.id, quantity: 2, ...twoDays },
      { kind: 'service', id: delivery.id, quantity: 1, ...twoDays },
      {
        kind: 'pack',
        id: pack.id,
        quantity: 1,
        ...twoDays,
        selections: [{ packItemId: choiceItem.id, productId: helmet.id }],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { token, cart } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{75}$/);
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'hb_cart', value: token, httpOnly: true })]);
    const counter = await preview([
      { kind: 'product', id: bike.id, quantity: 2 },
      { kind: 'service', id: delivery.id, quantity: 1 },
      { kind: 'pack', id: pack.id, quantity: 1 },
    ]);
    expect(cart).toMatchObject({
      companyId: shop.company.id,
      slug,
      currency: shop.company.currency,
      expiresAt: '2030-05-06T08:15:00.000Z',
      secondsLeft: 900,
      total: counter.totalTTC,
    });
    expect(cart.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        name: 'City bike',
        quantity: 2,
        start: '2030-05-10T22:00:00.000Z',
        end: '2030-05-12T22:00:00.000Z',
        unitPrice: counter.lines[0].unitPrice,
        total: counter.lines[0].net,
        held: [{ productId: bike.id, quantity: 2 }],
      }),
      expect.objectContaining({ kind: 'service', name: 'Hotel delivery', total: 15, held: [] }),
      expect.objectContaining({
        kind: 'pack',
        name: 'Ride pack',
        total: counter.lines[2].net,
        held: [{ productId: helmet.id, quantity: 2 }],
      }),
    ]);
    expect(counter.lines[0].unitPrice).toBeGreaterThan(0);

    clock.advance(60_000);
    const read = await customer.read();
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ secondsLeft: 840, total: cart.total });
    // the cookie alone finds the cart too
    const byCookie = await app.inject({
      method: 'GET',
      url: `/v2/online-store/cart/${slug}`,
      cookies: { hb_cart: token },
    });
    expect(byCookie.json().lines).toHaveLength(3);
    // two of the three bikes are held, and two of the four helmets
    const more = await storeCustomer(app, slug).save([
      { kind: 'product', id: helmet.id, quantity: 2, ...twoDays },
      { kind: 'product', id: bike.id, quantity: 2, ...twoDays },
    ]);
    expect(more.statusCode).toBe(409);
    expect(more.json().details.conflicts).toEqual([
      expect.objectContaining({ productId: bike.id, available: 1, requested: 2 }),
    ]);
  });

  it("a token of another store's cart finds nothing there, and a saved cart there is a new one", async () => {
    const customer = storeCustomer(app, slug);
    await customer.save([{ kind: 'service', id: delivery.id, quantity: 1, ...twoDays }]);
    const mine = customer.token;
    expect((await customer.read(other.company.slug)).statusCode).toBe(404);
    const there = await customer.save([], other.company.slug);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json().token).not.toBe(mine);
    expect(there.json().cart.companyId).toBe(other.company.id);
    customer.token = mine;
    expect((await customer.read()).json().lines).toHaveLength(1);
    // an unknown, forged or missing token: 404
    customer.token = `${mine!.slice(0, 60)}AAAAAAAAAAAAAAA`;
    expect((await customer.read()).statusCode).toBe(404);
    expect((await customer.empty()).statusCode).toBe(404);
    customer.token = undefined;
    expect((await customer.read()).statusCode).toBe(404);
    expect((await customer.empty()).statusCode).toBe(404);
    expect((await storeCustomer(app, 'no-such-shop').save([])).statusCode).toBe(404);
  });

  it('a store address that moved still finds the shop and its cart', async () => {
    await db
      .insert(companySlugHistory)
      .values({ slug: `${slug}-old`, companyId: shop.company.id, replacedAt: new Date() });
    const customer = storeCustomer(app, `${slug}-old`);
    const saved = await customer.save([{ kind: 'service', id: delivery.id, quantity: 1, ...twoDays }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cart).toMatchObject({ companyId: shop.company.id, slug });
    expect((await customer.read()).statusCode).toBe(200);
    expect((await customer.read(slug)).statusCode).toBe(200);
  });

  it('a store an administrator switched off takes no cart and shows none (404), as its other public calls', async () => {
    const closed = await makeShop(app, db);
    const service = await makeService(app, closed.headers, { name: 'Guided tour', price: 30 });
    const customer = storeCustomer(app, closed.company.slug);
    const line = { kind: 'service', id: service.id, quantity: 1, ...twoDays };
    expect((await customer.save([line])).statusCode).toBe(200);
    await db.$client.query(`update companies set access = '{"onlineStore": false}' where id = $1`, [closed.company.id]);
    expect((await customer.save([line])).statusCode).toBe(404);
    expect((await customer.read()).statusCode).toBe(404);
  });

  it('bad lines answer 400 naming the field, and hold nothing', async () => {
    const customer = storeCustomer(app, slug);
    const line = { kind: 'product', id: bike.id, quantity: 1, ...twoDays };
    const fieldOf = async (lines: Record<string, unknown>[]) => {
      const res = await customer.save(lines);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.field;
    };
    expect(await fieldOf([line, { ...line, id: hidden.id }])).toBe('lines[1].id');
    expect(await fieldOf([{ ...line, id: other.company.id }])).toBe('lines[0].id');
    expect(await fieldOf([{ ...line, kind: 'service' }])).toBe('lines[0].id');
    expect(await fieldOf([{ ...line, start: '2030-05-12', end: '2030-05-11' }])).toBe('lines[0].end');
    expect(await fieldOf([{ ...line, start: '2030-05-01', end: '2030-05-02' }])).toBe('lines[0].end');
    expect(await fieldOf([{ ...line, start: '2030-13-01' }])).toBe('lines.0.start');
    expect(await fieldOf([{ ...line, quantity: 0 }])).toBe('lines.0.quantity');
    expect(await fieldOf([{ ...line, kind: 'pack', id: pack.id }])).toBe('lines[0].selections');
    expect(
      await fieldOf([
        { ...line, kind: 'pack', id: pack.id, selections: [{ packItemId: choiceItem.id, productId: bike.id }] },
      ]),
    ).toBe('lines[0].selections[0].productId');
    expect(await fieldOf([{ ...line, selections: [{ packItemId: choiceItem.id, productId: helmet.id }] }])).toBe(
      'lines[0].selections',
    );
    expect(customer.token).toBeUndefined();
  });

  it("the deposit is capped once for the whole cart by the shop's ceiling, as the counter caps an order's", async () => {
    const capped = await makeShop(app, db);
    const { product: ebike } = await makeProductWithUnits(app, capped.headers, 3, { name: 'E-bike', deposit: 400 });
    await giveSettings(db, capped.company.id, {
      bail: {
        access: { enabled: true, onlineStore: true, dashboard: true, captureRequiresManager: false },
        maxCents: { lcd: 50_000, event: null, internalLcd: null, internalEvent: null, internalLld: null },
      },
    });
    const line = (quantity: number, start: string, end: string) => ({
      kind: 'product',
      id: ebike.id,
      quantity,
      start,
      end,
    });
    const customer = storeCustomer(app, capped.company.slug);
    // one period alone: 400, under the ceiling of 500
    const one = await customer.save([line(1, '2030-05-11', '2030-05-12')]);
    expect(one.json().cart.deposit).toBe(400);
    // two periods (400, then 2 × 400 capped to 500): 500 for the cart, not 900
    const two = await customer.save([line(1, '2030-05-11', '2030-05-12'), line(2, '2030-05-18', '2030-05-19')]);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().cart.deposit).toBe(500);
    expect((await customer.read()).json().deposit).toBe(500);
  });

  it('a pack asks the deposits of the products it holds, as the order it becomes does', async () => {
    const { product: ebike } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Pack e-bike', deposit: 300 });
    const ride = await makePack(app, shop.headers, {
      name: 'E-ride pack',
      type: 'PRODUCT',
      items: [{ productId: ebike.id }, { productId: helmet.id }],
    });
    const customer = storeCustomer(app, slug);
    const res = await customer.save([
      { kind: 'pack', id: ride.id, quantity: 2, start: '2030-06-15', end: '2030-06-16' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // two packs: two e-bikes at 300 and two helmets at the factory's 150
    expect(res.json().cart.deposit).toBe(900);
    expect((await customer.read()).json().deposit).toBe(900);
  });

  it('a line starting or ending when the shop is closed is refused, naming the side and why', async () => {
    const open = [{ from: '09:00', to: '18:00' }];
    const closedShop = await makeShop(app, db);
    await giveSettings(db, closedShop.company.id, {
      openingHours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: open,
        sunday: [],
      },
      closedDates: [{ start: '2030-05-15', end: '2030-05-15', label: 'Fête' }],
    });
    const surf = await makeProduct(app, closedShop.headers, { name: 'Surf', stockMode: 'QUANTITY', quantity: 2 });
    const customer = storeCustomer(app, closedShop.company.slug);
    const refusal = async (start: string, end: string) => {
      const res = await customer.save([{ kind: 'product', id: surf.id, quantity: 1, start, end }]);
      expect(res.statusCode, res.body).toBe(400);
      const { code, details } = res.json();
      return [code, details.field, details.reason];
    };
    expect(await refusal('2030-05-13T10:00', '2030-05-15T10:00')).toEqual(['shopClosed', 'lines[0].end', 'closedDate']);
    expect(await refusal('2030-05-12T10:00', '2030-05-13T10:00')).toEqual([
      'shopClosed',
      'lines[0].start',
      'closedDay',
    ]);
    expect(await refusal('2030-05-13T07:00', '2030-05-13T10:00')).toEqual([
      'shopClosed',
      'lines[0].start',
      'outsideOpeningHours',
    ]);
    const fine = await customer.save([
      { kind: 'product', id: surf.id, quantity: 1, start: '2030-05-13T09:00', end: '2030-05-14T17:00' },
    ]);
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
