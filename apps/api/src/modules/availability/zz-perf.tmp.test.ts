import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { getWithQuery } from '../../../test/factories/availability.ts';
import { makeProduct, makeProductModel } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { findSettings } from '../company-settings/repository.ts';
import { itemAvailability, listedItems } from './item-availability.ts';
import { knownItemIds, listedPacks, listedProducts } from './item-reads.ts';
import { openingProblems } from './opening.ts';
import { lcdPeriod } from './periods.ts';
import { downsOver, holdsOver, productStocks } from './stock-reads.ts';

it('perf', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const c = shop.company.id;
  const model = await makeProductModel(app, shop.headers);
  const first = await makeProduct(app, shop.headers, { productModelId: model.id, name: 'P0' });
  // 2000 products, 10 units each, 300 holds each over 3 years
  await db.execute(sql`insert into products (company_id, id, model_id, name, stock_mode, price_grid, position, created_at, updated_at)
    select ${c}, gen_random_uuid(), ${model.id}, 'P' || g, 'SERIALIZED', ${JSON.stringify(first.priceGrid ? { days: [{ days: 1, price: 2200 }] } : {})}::jsonb, g, now(), now()
    from generate_series(1, 1999) g`);
  await db.execute(sql`insert into sub_products (company_id, id, product_id, qr_code_value, created_at, updated_at)
    select ${c}, gen_random_uuid(), p.id, 'Q' || p.name || '-' || g, now(), now() from products p, generate_series(1, 10) g where p.company_id = ${c}`);
  await db.execute(sql`insert into orders (company_id, id, number, start_at, end_at, total_ttc_cents, total_ht_cents, vat_cents, pricing, created_at, updated_at)
    values (${c}, '00000000-0000-7000-8000-000000000001', 1, '2026-01-01', '2026-01-02', 0, 0, 0, '{"explanation":[],"pricedAt":"x"}', now(), now())`);
  await db.execute(sql`insert into order_reservations (company_id, id, order_id, line_id, product_id, quantity, period)
    select ${c}, gen_random_uuid(), '00000000-0000-7000-8000-000000000001', gen_random_uuid(), p.id, 1 + (random() * 2)::int,
      tstzrange(s, s + (interval '1 hour' * (4 + (random() * 68)::int)), '[)')
    from products p, generate_series(1, 300) g, lateral (select timestamptz '2025-06-01' + (random() * interval '1095 days') + g * interval '0' as s) x
    where p.company_id = ${c}`);
  await db.execute(sql`analyze`);
  const ids = (
    await db.execute(sql`select id from products where company_id = ${c} order by position limit 50`)
  ).rows.map((r) => r.id as string);
  const time = async (label: string, query: Record<string, unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await getWithQuery(app, shop.headers, '/product-availability/lcd', query);
      times.push(performance.now() - t);
      expect(res.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    console.log(label, 'p50', times[30].toFixed(1), 'p99', times[58].toFixed(1));
  };
  const t0 = async (label: string, f: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      await f();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(label, 'p50', times[30].toFixed(2), 'p99', times[58].toFixed(2));
  };
  const from = Date.parse('2027-06-30T00:00:00Z');
  const to = Date.parse('2027-10-30T00:00:00Z');
  const sync = (label: string, f: () => unknown) => {
    const t = performance.now();
    for (let i = 0; i < 100; i++) f();
    console.log(label, 'avg', ((performance.now() - t) / 100).toFixed(3));
  };
  sync('lcdPeriod calendar', () => lcdPeriod({ startDateSearch: '2027-07-01' }, 'Europe/Paris', Date.now()));
  sync('lcdPeriod rental', () =>
    lcdPeriod({ startDate: '2027-07-01T09:00', endDate: '2027-07-03T09:00' }, 'Europe/Paris', Date.now()),
  );
  const settings = await findSettings(db, c);
  sync('opening', () =>
    openingProblems(Date.parse('2027-07-01T07:00:00Z'), Date.parse('2027-07-03T07:00:00Z'), settings, 'Europe/Paris'),
  );
  const one = await listedItems(db, c, { rentalType: 'LCD', onlineOnly: false, withoutPrice: false, ids: [ids[0]] });
  const fifty = await listedItems(db, c, { rentalType: 'LCD', onlineOnly: false, withoutPrice: false, ids });
  const cal = lcdPeriod({ startDateSearch: '2027-07-01' }, 'Europe/Paris', Date.now());
  await t0('items single calendar', () =>
    itemAvailability(db, c, {
      items: one,
      window: cal.window,
      windows: cal.calendar!,
      quantity: 1,
      rentalType: 'LCD',
      now: Date.parse('2027-06-01'),
    }),
  );
  await t0('items single rental', () =>
    itemAvailability(db, c, {
      items: one,
      window: cal.window,
      windows: [],
      quantity: 1,
      rentalType: 'LCD',
      now: Date.parse('2027-06-01'),
    }),
  );
  await t0('items 50 calendar', () =>
    itemAvailability(db, c, {
      items: fifty,
      window: cal.window,
      windows: cal.calendar!,
      quantity: 1,
      rentalType: 'LCD',
      now: Date.parse('2027-06-01'),
    }),
  );
  await t0('select 1', () => db.execute(sql`select 1`));
  await t0('settings', () => findSettings(db, c));
  await t0('known', () => knownItemIds(db, c, [ids[0]]));
  await t0('listed products', () =>
    listedProducts(db, c, { rentalType: 'LCD', onlineOnly: false, withoutPrice: false, ids: [ids[0]] }),
  );
  await t0('listed packs', () =>
    listedPacks(db, c, { rentalType: 'LCD', onlineOnly: false, withoutPrice: false, ids: [ids[0]] }),
  );
  await t0('stocks 1', () => productStocks(db, c, [ids[0]]));
  await t0('stocks 50', () => productStocks(db, c, ids));
  await t0('holds 1', () => holdsOver(db, c, [ids[0]], from, to, Date.parse('2027-06-01')));
  await t0('holds 50', () => holdsOver(db, c, ids, from, to, Date.parse('2027-06-01')));
  await t0('downs 50', () => downsOver(db, c, ids, from, to, 'LCD'));
  await t0('health route', () => app.inject({ method: 'GET', url: '/v2/health/ping' }));
  await t0('universe list route', () => app.inject({ method: 'GET', url: '/v2/universe/list', headers: shop.headers }));
  const plan0 = await db.execute(
    sql`select count(*) from order_reservations where company_id = ${c} and period && tstzrange('2027-06-30','2027-10-30') and product_id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  console.log('rows', plan0.rows);
  const plan = await db.execute(
    sql`explain analyze select product_id from order_reservations where company_id = ${c} and product_id = any(${`{${ids.join(',')}}`}::uuid[]) and (period && tstzrange('2027-06-30','2027-10-30') or (departed_at is not null and returned_at is null and upper(period) <= now() and lower(period) < '2027-10-30'))`,
  );
  console.log(plan.rows.map((r) => String(Object.values(r)[0]).slice(0, 120)).join('\n'));
  await time('full listing', {});
  await time('single month calendar', { startDateSearch: '2027-07-01', focusItemIds: ids[0] });
  await time('single rental', { startDate: '2027-07-01T09:00', endDate: '2027-07-03T09:00', focusItemIds: ids[0] });
  await time('50 rental', { startDate: '2027-07-01T09:00', endDate: '2027-07-03T09:00', focusItemIds: ids.join(',') });
  await time('50 month calendar', { startDateSearch: '2027-07-01', focusItemIds: ids.join(',') });
  await time('50 month calendar nb 10', { startDateSearch: '2027-07-01', focusItemIds: ids.join(','), nbItems: 10 });
}, 600_000);
