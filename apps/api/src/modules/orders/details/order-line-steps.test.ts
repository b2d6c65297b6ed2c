import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { orderLines } from '../tables.ts';

type Step = { code: string; params: Record<string, string | number> };
type Line = { name: string; totalTTC: number; explanation: string[]; steps: Step[] };

/** The VAT step must split the line's total exactly: HT + VAT = TTC, all in cents. */
function expectVatOf(line: Line, step: Step | undefined) {
  expect(step?.code).toBe('vat');
  const { ttc, ht, vat } = step!.params as { ttc: number; ht: number; vat: number };
  expect(ttc).toBe(Math.round(line.totalTTC * 100));
  expect(ht + vat).toBe(ttc);
  expect(Number.isInteger(ht) && Number.isInteger(vat)).toBe(true);
}

describe("an order's lines keep how they were priced, as codes", async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-05-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  // 22 € a day, 40 € for 2 days, 95 € a week, 12 € per extra day
  const bikes = await makeProduct(app, shop.headers, { name: 'Vélo ville', stockMode: 'QUANTITY', quantity: 10 });
  const body = {
    startDate: '2026-05-02',
    endDate: '2026-05-03',
    products: [{ productId: bikes.id, quantity: 2 }],
  };

  it('stores the steps when the order is created and prices them again when it changes; amounts in cents', async () => {
    const order = await makeOrder(app, shop.headers, body);
    const [created] = order.lines as Line[];
    expect(created.steps.slice(0, 2)).toEqual([
      { code: 'dayTier', params: { days: 2, price: 4000 } },
      { code: 'quantity', params: { quantity: 2, unitPrice: 4000, gross: 8000 } },
    ]);
    expect(created.steps).toHaveLength(3);
    expectVatOf(created, created.steps[2]);
    // the English texts stay beside the codes, for logs and API clients
    expect(created.explanation.at(-1)).toMatch(/ TTC = .* HT \+ .* VAT$/);

    const changed = await api.update(order.id, { ...body, endDate: '2026-05-04', discount: 5 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [line] = changed.body.lines as Line[];
    expect(line.steps.slice(0, 4)).toEqual([
      {
        code: 'tierPlusExtraDays',
        params: { days: 3, tierDays: 2, tierPrice: 4000, extraDays: 1, extraDay: 1200, price: 5200 },
      },
      { code: 'quantity', params: { quantity: 2, unitPrice: 5200, gross: 10400 } },
      { code: 'vat', params: expect.objectContaining({ ttc: 10400 }) },
      { code: 'shopDiscountShare', params: { amount: 500 } },
    ]);
    expect(line.steps).toHaveLength(5);
    expect(line.totalTTC).toBe(99);
    expectVatOf(line, line.steps[4]);

    const read = await api.get(order.id);
    expect(read.status).toBe(200);
    expect(read.body.lines).toEqual(changed.body.lines);
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.lines.map((l) => l.steps)).toEqual([line.steps]);
  });

  it('answers an order priced before the codes existed with its texts and no steps', async () => {
    const order = await makeOrder(app, shop.headers, body);
    await db
      .update(orderLines)
      .set({ steps: [] })
      .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, order.id)));
    const read = await api.get(order.id);
    expect(read.status).toBe(200);
    const [line] = read.body.lines as Line[];
    expect(line.steps).toEqual([]);
    expect(line.explanation).toEqual(order.lines[0].explanation);
    expect(line.explanation.length).toBeGreaterThan(0);
  });

  it("does not show another company's order", async () => {
    const order = await makeOrder(app, shop.headers, body);
    const res = await ordersApi(app, other.headers).get(order.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('dayTier');
  });
});
