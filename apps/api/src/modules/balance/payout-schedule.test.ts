import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardMoney } from '../../../test/factories/balance.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { companiesWithPlatformMoneyQuery } from '../payments/index.ts';
import { jobCtx, runPayoutSchedule } from './payout-job.ts';

const DAY_MS = 86_400_000;

describe("each shop's payout schedule", async () => {
  const { app, db, clock } = await createTestApp({
    PAYOUT_DELAY_DAYS: '2',
    PAYOUT_SCHEDULE: 'daily',
    SESSION_TTL_HOURS: '8760',
  });
  // a Sunday
  clock.set('2026-10-04T08:00:00Z');
  const daily = await makeShop(app, db);
  const weekly = await makeShop(app, db);
  const late = await makeShop(app, db);
  const cashier = await makeEmployee(db, weekly.company.id, { access: { payments: 'write' } });
  const cashierHeaders = { 'x-access-token': await login(app, cashier.email) };

  const send = async (method: 'GET' | 'PUT', url: string, payload?: unknown, headers = weekly.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, payload: payload as object, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const takeCard = (companyId: string, amountCents: number) => cardMoney(db, clock.now(), companyId, amountCents);
  const run = () => runPayoutSchedule(jobCtx({ db, deps: app.deps, log: app.log }, clock.now()));
  const payoutDays = async (headers: typeof weekly.headers) =>
    (await send('GET', '/payment/lokkiPayment/payouts', undefined, headers)).body.items
      .map((p: { createdAt: string }) => p.createdAt.slice(0, 10))
      .sort();

  it("shows the platform's defaults until the shop chooses", async () => {
    const res = await send('GET', '/payment/lokkiPayment/balance');
    expect(res.body).toMatchObject({ schedule: 'DAILY', payoutDelayDays: 2 });
    expect(res.body.payout).toEqual({ schedule: 'DAILY', weekday: 1, delayDays: 2, chosen: false });
  });

  it('lets a manager choose a weekly payout on Wednesdays, and no one else', async () => {
    const refused = await send(
      'PUT',
      '/payment/lokkiPayment/payoutSettings',
      { schedule: 'DAILY', delayDays: 1 },
      cashierHeaders,
    );
    expect(refused.status).toBe(403);
    for (const [payload, field] of [
      [{ schedule: 'WEEKLY', weekday: 8, delayDays: 2 }, 'weekday'],
      [{ schedule: 'HOURLY', delayDays: 2 }, 'schedule'],
      [{ schedule: 'DAILY', delayDays: 91 }, 'delayDays'],
      [{ schedule: 'DAILY' }, 'delayDays'],
    ] as const) {
      const res = await send('PUT', '/payment/lokkiPayment/payoutSettings', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const chosen = await send('PUT', '/payment/lokkiPayment/payoutSettings', {
      schedule: 'WEEKLY',
      weekday: 3,
      delayDays: 2,
    });
    expect(chosen.body).toEqual({ schedule: 'WEEKLY', weekday: 3, delayDays: 2, chosen: true });
    const balance = await send('GET', '/payment/lokkiPayment/balance');
    expect(balance.body.payout).toEqual({ schedule: 'WEEKLY', weekday: 3, delayDays: 2, chosen: true });
    // another shop keeps the defaults
    expect((await send('GET', '/payment/lokkiPayment/balance', undefined, daily.headers)).body.payout.chosen).toBe(
      false,
    );
    const lateChoice = await send(
      'PUT',
      '/payment/lokkiPayment/payoutSettings',
      { schedule: 'DAILY', delayDays: 5 },
      late.headers,
    );
    expect(lateChoice.body).toEqual({ schedule: 'DAILY', weekday: 1, delayDays: 5, chosen: true });
  });

  it('pays a weekly shop on its day only and each shop once a day at most, however often the job runs', async () => {
    // card money at 01:00 and 12:00 every day for two weeks; the job runs at 03:00 and again at 20:00, when the
    // money of 12:00 two days before has just become available
    const at = (day: number, time: string) => clock.set(new Date(Date.parse(`2026-10-05T${time}:00Z`) + day * DAY_MS));
    const takeAll = async () => {
      for (const shop of [daily, weekly, late]) await takeCard(shop.company.id, 1000);
    };
    for (let day = 0; day < 14; day++) {
      at(day, '01:00');
      await takeAll();
      at(day, '03:00');
      await run();
      at(day, '12:00');
      await takeAll();
      at(day, '20:00');
      await run();
    }
    const days = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `2026-10-${String(from + i).padStart(2, '0')}`);
    // the money of the 5th at 01:00 is available on the 7th at 01:00: paid at 03:00, then once a day
    expect(await payoutDays(daily.headers)).toEqual(days(7, 18));
    // 2026-10-07 and 2026-10-14 are Wednesdays
    expect(await payoutDays(weekly.headers)).toEqual(['2026-10-07', '2026-10-14']);
    const weeklyPayouts = (await send('GET', '/payment/lokkiPayment/payouts')).body.items;
    // the second: from the 5th at 12:00 to the 12th at 01:00
    expect(
      weeklyPayouts.map((p: { schedule: string; net: number; transactionCount: number }) => [
        p.schedule,
        p.transactionCount,
      ]),
    ).toEqual([
      ['WEEKLY', 14],
      ['WEEKLY', 1],
    ]);
    // five days pending: the money of the 5th is paid on the 10th
    expect(await payoutDays(late.headers)).toEqual(days(10, 18));
  });

  it('finds the companies with card money through the partial index', async () => {
    // a ledger of 20 000 rows, most of them out of the period or not card money
    await db.execute(sql`
      insert into payments (company_id, id, created_at, order_kind, type, provider, status, amount_cents, payment_date)
      select ${daily.company.id}::uuid, gen_random_uuid(), now(), 'ORDER_LCD',
             case when i % 3 = 0 then 'PAYMENT' else 'SHORT_TERM_DEPOSIT' end,
             case when i % 2 = 0 then 'SANDBOX' else 'OFFLINE' end,
             'SUCCEEDED', 100, timestamptz '2024-01-01' + i * interval '1 hour'
      from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze payments`);
    const since = new Date('2026-09-01T00:00:00Z');
    const { sql: text, params } = companiesWithPlatformMoneyQuery(
      jobCtx({ db, deps: app.deps, log: app.log }, clock.now()),
      since,
    ).toSQL();
    const plan = JSON.stringify((await db.$client.query(`explain (format json) ${text}`, params)).rows[0]);
    expect(plan).toContain('payments_platform_money_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
