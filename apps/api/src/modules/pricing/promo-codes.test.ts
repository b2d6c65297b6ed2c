import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePromoCode } from '../../../test/factories/pricing.ts';
import { login, makeAdmin, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { newId } from '../../platform/ids.ts';
import { insertRentalPlaceUser } from '../rental-place/repository.ts';
import { claimPromoUse } from './promo-check.ts';
import { promoCodes, promoCodeUses } from './tables.ts';

describe('promo codes', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });
  let address = 0;
  /** Each check from a client address of its own: the per-client limit is tested in promo-throttle.test.ts. */
  const check = (companyId: string, code: string, query: Record<string, string | number>) =>
    app.inject({
      method: 'GET',
      url: `/v2/promo-code/public/${companyId}/${encodeURIComponent(code)}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      remoteAddress: `10.61.0.${++address}`,
    });

  it('creates a code upper-cased, refuses the same code in any case, updates and deletes it', async () => {
    const shop = await makeShop(app, db);
    const res = await call(shop.headers, 'POST', '/promo-code/company', {
      code: 'bienvenue10',
      discountType: 'PERCENTAGE',
      value: 10,
      perCustomerLimit: 1,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      code: 'BIENVENUE10',
      discountType: 'PERCENTAGE',
      value: 10,
      source: 'COMPANY',
      dateCheck: 'CREATION_DATE',
      perCustomerLimit: 1,
      usageLimit: null,
      minimumTotal: null,
      active: true,
      usedCount: 0,
    });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, created.id));
    expect(row).toMatchObject({ companyId: shop.company.id, code: 'BIENVENUE10', value: 1000 });

    const again = await call(shop.headers, 'POST', '/promo-code/company', {
      code: 'Bienvenue10',
      discountType: 'AMOUNT',
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'code' } });

    const updated = await call(shop.headers, 'POST', '/promo-code/company', {
      id: created.id,
      code: 'ete2026',
      discountType: 'AMOUNT',
      value: 5,
      minimumTotal: 50,
      validFrom: '2026-06-01',
      validTo: '2026-08-31',
    });
    expect(updated.json()).toMatchObject({
      id: created.id,
      code: 'ETE2026',
      discountType: 'AMOUNT',
      value: 5,
      minimumTotal: 50,
      validFrom: '2026-06-01',
      validTo: '2026-08-31',
    });
    const [stored] = await db.select().from(promoCodes).where(eq(promoCodes.id, created.id));
    expect(stored).toMatchObject({ value: 500, minimumTotalCents: 5000 });

    const list = await call(shop.headers, 'GET', '/promo-code/company');
    expect(list.json().map((p: { code: string }) => p.code)).toEqual(['ETE2026']);
    expect((await call(shop.headers, 'DELETE', `/promo-code/company/${created.id}`)).json()).toEqual({ ok: true });
    expect((await call(shop.headers, 'GET', '/promo-code/company')).json()).toEqual([]);
    expect((await call(shop.headers, 'DELETE', `/promo-code/company/${created.id}`)).statusCode).toBe(404);
    // A deleted code frees its text.
    const reused = await call(shop.headers, 'POST', '/promo-code/company', {
      code: 'ETE2026',
      discountType: 'PERCENTAGE',
      value: 5,
    });
    expect(reused.statusCode).toBe(200);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, shop.company.id), eq(auditLog.entityId, created.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['promoCode.create', 'promoCode.delete', 'promoCode.update']);
  });

  it('names the failing field of a wrong code', async () => {
    const shop = await makeShop(app, db);
    const post = (body: object) =>
      call(shop.headers, 'POST', '/promo-code/company', {
        code: 'GOOD',
        discountType: 'PERCENTAGE',
        value: 10,
        ...body,
      });
    const cases: [object, string][] = [
      [{ value: 120 }, 'value'],
      [{ discountType: 'AMOUNT', value: 5.555 }, 'value'],
      [{ value: 0 }, 'value'],
      [{ code: 'two words' }, 'code'],
      [{ discountType: 'HALF' }, 'discountType'],
      [{ validFrom: '2026-08-01', validTo: '2026-07-01' }, 'validTo'],
      [{ validTo: '2026-02-30' }, 'validTo'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ minimumTotal: -1 }, 'minimumTotal'],
      [{ source: 'PLATFORM' }, 'source'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.field, JSON.stringify(body)).toBe(field);
    }
    expect(await db.select().from(promoCodes).where(eq(promoCodes.companyId, shop.company.id))).toEqual([]);
  });

  it('answers the public check for every outcome', async () => {
    const shop = await makeShop(app, db);
    const company = shop.company.id;
    clock.set('2026-07-10T10:00:00Z');
    await makePromoCode(db, company, { code: 'TENOFF', value: 1000 });
    await makePromoCode(db, company, { code: 'OLD', validTo: '2026-06-30' });
    await makePromoCode(db, company, { code: 'SOON', validFrom: '2026-08-01' });
    await makePromoCode(db, company, { code: 'SUMMER', dateCheck: 'ORDER_DATE', validFrom: '2026-07-15' });
    await makePromoCode(db, company, { code: 'OFF', active: false });
    await makePromoCode(db, company, {
      code: 'ETE2026',
      discountType: 'AMOUNT',
      value: 500,
      minimumTotalCents: 5000,
    });
    const limited = await makePromoCode(db, company, { code: 'ONCE', usageLimit: 1 });

    const valid = await check(company, 'tenoff', { currentTotalPrice: 80.5 });
    expect(valid.json()).toEqual({
      valid: true,
      code: 'TENOFF',
      discount: 8.05,
      discountType: 'PERCENTAGE',
      value: 10,
      source: 'COMPANY',
      explanation: expect.stringContaining('TENOFF'),
    });
    const outcome = async (code: string, query: Record<string, string | number>) => {
      const body = (await check(company, code, query)).json();
      return { valid: body.valid, reason: body.reason, discount: body.discount, hasMessage: !!body.message };
    };
    expect(await outcome('OLD', { currentTotalPrice: 80 })).toEqual({
      valid: false,
      reason: 'expired',
      discount: 0,
      hasMessage: true,
    });
    expect((await outcome('SOON', { currentTotalPrice: 80 })).reason).toBe('notYetValid');
    expect((await outcome('OFF', { currentTotalPrice: 80 })).reason).toBe('inactive');
    expect((await outcome('NOPE', { currentTotalPrice: 80 })).reason).toBe('unknown');
    // ORDER_DATE codes look at the rental start, not today.
    expect((await outcome('SUMMER', { currentTotalPrice: 80, orderStartDate: '2026-07-12' })).reason).toBe(
      'notYetValid',
    );
    expect(await outcome('SUMMER', { currentTotalPrice: 80, orderStartDate: '2026-07-20T09:00:00+02:00' })).toEqual({
      valid: true,
      reason: undefined,
      discount: 8,
      hasMessage: false,
    });
    // An amount off above a minimum total.
    expect(await outcome('ETE2026', { currentTotalPrice: 49.99 })).toMatchObject({ reason: 'minimumNotReached' });
    expect(await outcome('ETE2026', { currentTotalPrice: 50 })).toMatchObject({ valid: true, discount: 5 });

    expect((await outcome('ONCE', { currentTotalPrice: 80 })).valid).toBe(true);
    await claimPromoUse(db, { companyId: company, promoCodeId: limited.id, orderId: newId(), at: clock.now() });
    expect((await outcome('ONCE', { currentTotalPrice: 80 })).reason).toBe('usageLimitReached');
    const unknown = (await check(company, 'nope', { currentTotalPrice: 10 })).json();
    expect(unknown).toMatchObject({ valid: false, code: 'NOPE', reason: 'unknown', discountType: null, value: null });
  });

  it('counts uses per customer, and an order only once', async () => {
    const shop = await makeShop(app, db);
    clock.set('2026-07-10T10:00:00Z');
    const promo = await makePromoCode(db, shop.company.id, { code: 'ONEEACH', perCustomerLimit: 1 });
    const customer = await insertRentalPlaceUser(db, { id: newId(), email: `rp-${newId()}@example.test` });
    const other = await insertRentalPlaceUser(db, { id: newId(), email: `rp-${newId()}@example.test` });
    const orderId = newId();
    const use = { companyId: shop.company.id, promoCodeId: promo.id, orderId, rentalPlaceUserId: customer.id };
    expect(await claimPromoUse(db, { ...use, at: clock.now() })).toBeDefined();
    expect(await claimPromoUse(db, { ...use, at: clock.now() })).toBeUndefined();
    expect(await db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id))).toHaveLength(1);
    const forCustomer = await check(shop.company.id, 'ONEEACH', { currentTotalPrice: 20, customerRpId: customer.id });
    expect(forCustomer.json()).toMatchObject({ valid: false, reason: 'customerLimitReached' });
    const forOther = await check(shop.company.id, 'ONEEACH', { currentTotalPrice: 20, customerRpId: other.id });
    expect(forOther.json()).toMatchObject({ valid: true, discount: 2 });
    const list = await call(shop.headers, 'GET', '/promo-code/company');
    expect(list.json()[0]).toMatchObject({ code: 'ONEEACH', usedCount: 1 });
  });

  it('keeps company codes to their company; platform codes work in every shop', async () => {
    clock.set('2026-07-10T10:00:00Z');
    const a = await makeShop(app, db);
    const b = await makeShop(app, db);
    const { headers: adminHeaders } = await makeAdmin(app, db);
    await makePromoCode(db, a.company.id, { code: 'SHOPA' });
    const fromB = await check(b.company.id, 'SHOPA', { currentTotalPrice: 100 });
    expect(fromB.json()).toMatchObject({ valid: false, reason: 'unknown', discount: 0 });
    expect((await check(a.company.id, 'SHOPA', { currentTotalPrice: 100 })).json()).toMatchObject({ valid: true });

    const platform = await call(adminHeaders, 'POST', '/promo-code/admin', {
      code: `hirebase${Date.now()}`,
      discountType: 'AMOUNT',
      value: 7.5,
    });
    expect(platform.statusCode).toBe(200);
    expect(platform.json()).toMatchObject({ source: 'PLATFORM', value: 7.5 });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, platform.json().id));
    expect(row.companyId).toBeNull();
    for (const shop of [a, b]) {
      const res = await check(shop.company.id, platform.json().code, { currentTotalPrice: 30 });
      expect(res.json()).toMatchObject({ valid: true, source: 'PLATFORM', discount: 7.5 });
    }
    // Not in the company's own list; the admin lists it.
    expect((await call(a.headers, 'GET', '/promo-code/company')).json().map((p: { code: string }) => p.code)).toEqual([
      'SHOPA',
    ]);
    const adminList = await call(adminHeaders, 'GET', '/promo-code/admin');
    expect(adminList.json().map((p: { id: string }) => p.id)).toContain(platform.json().id);
    // A company's own code wins over a platform code with the same text.
    await makePromoCode(db, b.company.id, { code: platform.json().code, value: 2000 });
    expect((await check(b.company.id, platform.json().code, { currentTotalPrice: 30 })).json()).toMatchObject({
      source: 'COMPANY',
      discount: 6,
    });
    // A shop cannot delete a platform code; an admin cannot delete a company code through the admin call.
    expect((await call(a.headers, 'DELETE', `/promo-code/company/${platform.json().id}`)).statusCode).toBe(404);
    const shopCode = (await call(a.headers, 'GET', '/promo-code/company')).json()[0];
    expect((await call(adminHeaders, 'DELETE', `/promo-code/admin/${shopCode.id}`)).statusCode).toBe(404);
    expect((await call(adminHeaders, 'DELETE', `/promo-code/admin/${platform.json().id}`)).json()).toEqual({
      ok: true,
    });
    expect((await check(a.company.id, platform.json().code, { currentTotalPrice: 30 })).json().reason).toBe('unknown');
    // Shops cannot use the admin calls.
    expect(
      (await call(a.headers, 'POST', '/promo-code/admin', { code: 'X1', discountType: 'AMOUNT', value: 1 })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another company's code and an unknown company; 403 without catalogue write", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const their = await makePromoCode(db, theirs.company.id, { code: 'THEIRS' });
    expect((await call(mine.headers, 'DELETE', `/promo-code/company/${their.id}`)).statusCode).toBe(404);
    const hijack = await call(mine.headers, 'POST', '/promo-code/company', {
      id: their.id,
      code: 'MINE',
      discountType: 'PERCENTAGE',
      value: 50,
    });
    expect(hijack.statusCode).toBe(404);
    const [kept] = await db.select().from(promoCodes).where(eq(promoCodes.id, their.id));
    expect(kept).toMatchObject({ code: 'THEIRS', value: 1000, deletedAt: null });
    expect((await check(newId(), 'THEIRS', { currentTotalPrice: 10 })).statusCode).toBe(404);
    const missingTotal = await check(mine.company.id, 'THEIRS', {});
    expect(missingTotal.statusCode).toBe(400);
    expect(missingTotal.json().details.field).toBe('currentTotalPrice');

    const reader = await makeEmployee(db, mine.company.id, { access: { catalogue: 'read' } });
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await call(readerHeaders, 'GET', '/promo-code/company')).statusCode).toBe(200);
    const refused = await call(readerHeaders, 'POST', '/promo-code/company', {
      code: 'NOPE',
      discountType: 'PERCENTAGE',
      value: 5,
    });
    expect(refused.statusCode).toBe(403);
  });
});
