import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct } from '../../../test/factories/catalogue.ts';
import { makePeriodicDiscount, makePriceRule } from '../../../test/factories/pricing.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { periodicDiscounts, priceRules } from './tables.ts';

describe('price rules and periodic discounts', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });

  const weekend = {
    title: 'Week-end été',
    rules: [
      {
        type: 'overlap',
        startDate: '2026-06-01',
        endDate: '2026-09-30',
        weekdays: [6, 0, 6],
        variation: { kind: 'PERCENTAGE', value: 15 },
      },
    ],
  };

  it('creates a rule in basis points and cents, lists it, updates it for some products, and deletes it', async () => {
    const shop = await makeShop(app, db);
    const res = await call(shop.headers, 'POST', '/price-rules', {
      ...weekend,
      rules: [
        ...weekend.rules,
        {
          type: 'in',
          startDate: '2026-12-24',
          endDate: '2026-12-24',
          startTime: '08:00',
          endTime: '12:30',
          variation: { kind: 'AMOUNT', value: -2.5 },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rule = res.json();
    expect(rule).toMatchObject({ title: 'Week-end été', active: true, productIds: null });
    expect(rule.rules).toEqual([
      {
        type: 'overlap',
        startDate: '2026-06-01',
        endDate: '2026-09-30',
        startTime: null,
        endTime: null,
        weekdays: [0, 6],
        variation: { kind: 'PERCENTAGE', value: 15 },
      },
      {
        type: 'in',
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        startTime: '08:00',
        endTime: '12:30',
        weekdays: null,
        variation: { kind: 'AMOUNT', value: -2.5 },
      },
    ]);
    const [row] = await db.select().from(priceRules).where(eq(priceRules.id, rule.id));
    expect(row.rules.map((w) => w.variation)).toEqual([
      { kind: 'PERCENTAGE', value: 1500 },
      { kind: 'AMOUNT', value: -250 },
    ]);
    expect((await call(shop.headers, 'GET', '/price-rules')).json()).toEqual([rule]);

    const bike = await makeProduct(app, shop.headers);
    const pack = await makePack(app, shop.headers, { items: [{ productId: bike.id, quantity: 1 }] });
    const scoped = await call(shop.headers, 'POST', '/price-rules', {
      ...weekend,
      id: rule.id,
      active: false,
      productIds: [bike.id, pack.id],
    });
    expect(scoped.json()).toMatchObject({ id: rule.id, active: false, productIds: [bike.id, pack.id] });
    expect(scoped.json().rules).toHaveLength(1);

    expect((await call(shop.headers, 'DELETE', `/price-rules/${rule.id}`)).json()).toEqual({ ok: true });
    expect((await call(shop.headers, 'GET', '/price-rules')).json()).toEqual([]);
    expect((await call(shop.headers, 'DELETE', `/price-rules/${rule.id}`)).statusCode).toBe(404);
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, shop.company.id), eq(auditLog.entityId, rule.id)));
    expect(trail.map((t) => t.action).sort()).toEqual(['priceRule.create', 'priceRule.delete', 'priceRule.update']);
  });

  it('names the failing field of a wrong rule', async () => {
    const shop = await makeShop(app, db);
    const other = await makeShop(app, db);
    const foreign = await makeProduct(app, other.headers);
    const window = weekend.rules[0];
    const cases: [object, string][] = [
      [{ rules: [{ ...window, endDate: '2026-05-01' }] }, 'rules.0.endDate'],
      [{ rules: [{ ...window, startDate: '2026-02-30' }] }, 'rules.0.startDate'],
      [{ rules: [window, { ...window, type: 'around' }] }, 'rules.1.type'],
      [{ rules: [{ ...window, weekdays: [7] }] }, 'rules.0.weekdays.0'],
      [{ rules: [{ ...window, startTime: '25:00' }] }, 'rules.0.startTime'],
      [
        {
          rules: [{ ...window, startDate: '2026-06-01', endDate: '2026-06-01', startTime: '10:00', endTime: '09:00' }],
        },
        'rules.0.endTime',
      ],
      [{ rules: [{ ...window, variation: { kind: 'PERCENTAGE', value: -120 } }] }, 'rules.0.variation.value'],
      [{ rules: [{ ...window, variation: { kind: 'AMOUNT', value: 1.005 } }] }, 'rules.0.variation.value'],
      [{ rules: [{ ...window, variation: { kind: 'PERCENTAGE', value: 0 } }] }, 'rules.0.variation.value'],
      [{ rules: [] }, 'rules'],
      [{ title: '' }, 'title'],
      [{ productIds: [foreign.id] }, 'productIds.0'],
    ];
    for (const [body, field] of cases) {
      const res = await call(shop.headers, 'POST', '/price-rules', { ...weekend, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.field, JSON.stringify(body)).toBe(field);
    }
    expect(await db.select().from(priceRules).where(eq(priceRules.companyId, shop.company.id))).toEqual([]);
  });

  it('creates, lists, updates and deletes periodic discounts: a percentage or an amount', async () => {
    const shop = await makeShop(app, db);
    const res = await call(shop.headers, 'POST', '/company/periodic-discounts', {
      name: 'Réservation anticipée',
      applicableDate: 'CREATED_DATE',
      scope: ['ONLINE_STORE'],
      startDate: '2026-01-01',
      endDate: '2026-04-30',
      percentage: 10,
    });
    expect(res.statusCode).toBe(200);
    const discount = res.json();
    expect(discount).toMatchObject({
      name: 'Réservation anticipée',
      scope: ['ONLINE_STORE'],
      percentage: 10,
      amount: null,
      productIds: null,
    });
    const updated = await call(shop.headers, 'POST', '/company/periodic-discounts', {
      id: discount.id,
      name: 'Départ en semaine',
      applicableDate: 'START_DATE',
      scope: ['ONLINE_STORE', 'DASHBOARD'],
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      amount: 3.5,
    });
    expect(updated.json()).toMatchObject({
      id: discount.id,
      applicableDate: 'START_DATE',
      scope: ['ONLINE_STORE', 'DASHBOARD'],
      percentage: null,
      amount: 3.5,
    });
    const [row] = await db.select().from(periodicDiscounts).where(eq(periodicDiscounts.id, discount.id));
    expect(row).toMatchObject({ percentageBp: null, amountCents: 350 });
    expect((await call(shop.headers, 'GET', '/company/periodic-discounts')).json()).toEqual([updated.json()]);
    const del = await call(shop.headers, 'DELETE', `/company/periodic-discounts/${discount.id}`);
    expect(del.json()).toEqual({ ok: true });
    expect((await call(shop.headers, 'GET', '/company/periodic-discounts')).json()).toEqual([]);

    const base = {
      name: 'X',
      applicableDate: 'CREATED_DATE',
      scope: ['DASHBOARD'],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    };
    const cases: [object, string][] = [
      [{}, 'percentage'],
      [{ percentage: 10, amount: 2 }, 'percentage'],
      [{ percentage: 150 }, 'percentage'],
      [{ percentage: 10, scope: [] }, 'scope'],
      [{ percentage: 10, scope: ['DASHBOARD', 'DASHBOARD'] }, 'scope'],
      [{ percentage: 10, scope: ['MARKETPLACE'] }, 'scope.0'],
      [{ percentage: 10, endDate: '2025-12-31' }, 'endDate'],
      [{ percentage: 10, applicableDate: 'PAYMENT_DATE' }, 'applicableDate'],
    ];
    for (const [body, field] of cases) {
      const bad = await call(shop.headers, 'POST', '/company/periodic-discounts', { ...base, ...body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().details.field, JSON.stringify(body)).toBe(field);
    }
  });

  it("answers 404 for another company's rules and discounts; 403 without catalogue write", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const rule = await makePriceRule(db, theirs.company.id);
    const discount = await makePeriodicDiscount(db, theirs.company.id);
    expect((await call(mine.headers, 'DELETE', `/price-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await call(mine.headers, 'POST', '/price-rules', { ...weekend, id: rule.id })).statusCode).toBe(404);
    expect((await call(mine.headers, 'DELETE', `/company/periodic-discounts/${discount.id}`)).statusCode).toBe(404);
    const hijack = await call(mine.headers, 'POST', '/company/periodic-discounts', {
      id: discount.id,
      name: 'Mine',
      applicableDate: 'CREATED_DATE',
      scope: ['DASHBOARD'],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      percentage: 50,
    });
    expect(hijack.statusCode).toBe(404);
    expect((await call(mine.headers, 'GET', '/price-rules')).json()).toEqual([]);
    expect((await call(mine.headers, 'GET', '/company/periodic-discounts')).json()).toEqual([]);
    const [kept] = await db.select().from(periodicDiscounts).where(eq(periodicDiscounts.id, discount.id));
    expect(kept).toMatchObject({ companyId: theirs.company.id, percentageBp: 1000 });

    const reader = await makeEmployee(db, mine.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await call(headers, 'GET', '/price-rules')).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/price-rules', weekend)).statusCode).toBe(403);
    expect((await call(headers, 'DELETE', `/company/periodic-discounts/${discount.id}`)).statusCode).toBe(403);
  });
});
