// Planning benchmark: a shop with about 500 units (41 serialised products) and 10 products kept in quantity, with
// years of orders, then the two reads the planning makes for a 2-week window — its rows (every unit in service with
// its downtime, per-day counts of quantity products) and the orders over the window with their holds and units —
// alone and together, as the page asks them.
// Usage: npm run bench:planning (BENCH_ORDERS changes the number of orders, 60,000 by default)
import { loadavg } from 'node:os';
import { generateShop } from './lib/availability-data.mjs';
import { connectToServerDatabase } from './lib/database.mjs';
import { line, measure, ok } from './lib/measure.mjs';
import { DAY, day, draws } from './lib/random.mjs';
import { startServer } from './lib/server.mjs';

const TARGET_P99_MS = 150;
/** The orders of the window alone, one at a time. */
const ORDERS_TARGET = { p50: 150, p99: 300 };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const { startWithin } = draws(7);

const server = await startServer();
const { base } = server;
const db = await connectToServerDatabase(server.dataDir);
try {
  const now = Date.now();
  console.log(`Hirebase planning benchmark — ${new Date(now).toISOString()}\n\nGenerating the shop…`);
  const shop = await generateShop(db, {
    now,
    orders: Number(process.env.BENCH_ORDERS ?? 60_000),
    serialised: 41,
    counted: 10,
    log: console.log,
  });
  const c = shop.counts;
  console.log(
    `  ${c.products} products, ${c.units} units, ${c.orders} orders, ${c.holds} holds, ` +
      `${c.assignments} unit assignments in ${shop.seconds.toFixed(1)} s`,
  );
  // some downtime, as a shop has: one unit in ten is in repair for three days somewhere in the next two months
  await db.query(
    `insert into sub_product_unavailabilities (company_id, id, sub_product_id, rental_type, period, reason)
     select company_id, uuidv7(), id, 'LCD',
       tstzrange(now() + (abs(hashtext(id::text)) % 60) * interval '1 day',
                 now() + (abs(hashtext(id::text)) % 60 + 3) * interval '1 day', '[)'), 'Repair'
     from sub_products where company_id = $1 and abs(hashtext(id::text)) % 10 = 0`,
    [shop.company],
  );

  const login = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@bench.hirebase.test', password: 'hirebase-demo' }),
  }).then((r) => r.json());
  const headers = { 'x-access-token': login.token };
  const get = (path) => fetch(`${base}${path}`, { headers }).then(ok);
  /** A 2-week window starting between a month ago and two months ahead. */
  const window = () => {
    const first = startWithin(now, -30, 60);
    return `startDate=${day(first)}&endDate=${day(first + 13 * DAY)}`;
  };
  const rows = () => get(`/product-availability/lcd/planning?${window()}`);
  const orders = () => get(`/order/insideRange?${window()}`);
  const page = () => {
    const w = window();
    return Promise.all([get(`/product-availability/lcd/planning?${w}`), get(`/order/insideRange?${w}`)]);
  };

  const thisFortnight = `startDate=${day(now)}&endDate=${day(now + 13 * DAY)}`;
  const rowsBody = JSON.parse(await get(`/product-availability/lcd/planning?${thisFortnight}`));
  const ordersBody = JSON.parse(await get(`/order/insideRange?${thisFortnight}`));
  const unitRows = rowsBody.products.reduce((n, p) => n + p.units.length, 0);
  console.log(
    `\nthe next two weeks: ${rowsBody.products.length} products, ${unitRows} unit rows, ` +
      `${ordersBody.orders.length} orders with ${ordersBody.orders.reduce((n, o) => n + o.units.length, 0)} unit bookings; ` +
      `answers of ${(JSON.stringify(rowsBody).length / 1024).toFixed(0)} KB and ${(JSON.stringify(ordersBody).length / 1024).toFixed(0)} KB`,
  );

  await measure(page, { total: 10, concurrency: 2 }); // warm-up
  console.log(`\nload average before measuring (other work shares the 2 cores): ${load()}`);
  const results = {};
  for (const concurrency of [1, 4]) {
    console.log(`\nconcurrency ${concurrency}`);
    for (const [key, label, call, total] of [
      ['rows', 'planning rows, 2 weeks (500 units)', rows, 100],
      ['orders', 'orders inside the 2 weeks', orders, 40],
      ['page', 'both, in parallel (what the page asks)', page, 40],
    ]) {
      const r = await measure(call, { total, concurrency });
      results[`${key}${concurrency}`] = r;
      console.log(line(label, r));
    }
  }
  const p99 = results.page1.p99;
  const { p50: ordersP50, p99: ordersP99 } = results.orders1;
  const ordersMet = ordersP50 <= ORDERS_TARGET.p50 && ordersP99 <= ORDERS_TARGET.p99;
  console.log(`\nload average after measuring: ${load()}`);
  console.log(
    `\nthe orders of the window alone: p50 ${ordersP50.toFixed(1)} ms, p99 ${ordersP99.toFixed(1)} ms` +
      `   target ≤ ${ORDERS_TARGET.p50} / ${ORDERS_TARGET.p99} ms: ${ordersMet ? 'met' : 'MISSED'}`,
  );
  console.log(
    `\nsummary (2 cores): the planning's reads for 2 weeks, p99 alone ${p99.toFixed(1)} ms` +
      `   target ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await db.end();
  await server.stop();
}
