// Availability benchmark: a shop with 2,000 products, 20,000 units and 200,000 orders over 3 years, then availability
// reads and order creation against a hello-world route in the same run, and a check that nothing was oversold.
// Usage: npm run bench:availability
import { generateShop } from './lib/availability-data.mjs';
import { connectToServerDatabase } from './lib/database.mjs';
import { line, measure, ok } from './lib/measure.mjs';
import { createOrders, describeCreation } from './lib/order-creation.mjs';
import { oversold } from './lib/oversold.mjs';
import { DAY, day, draws, iso } from './lib/random.mjs';
import { startServer } from './lib/server.mjs';

const TARGETS = { single: 15, listing: 60, ordersPerSecond: 300 };
const draw = draws(42);
const { pick, pickMany, startWithin } = draw;

const server = await startServer();
const { base } = server;
const db = await connectToServerDatabase(server.dataDir);
try {
  const now = Date.now();
  console.log(`Hirebase availability benchmark — ${new Date(now).toISOString()}\n\nGenerating the shop…`);
  const shop = await generateShop(db, { now, orders: Number(process.env.BENCH_ORDERS ?? 200_000), log: console.log });
  const c = shop.counts;
  console.log(
    `  ${c.products} products, ${c.units} units, ${c.orders} orders, ${c.lines} lines, ${c.holds} holds, ` +
      `${c.assignments} unit assignments in ${shop.seconds.toFixed(1)} s`,
  );
  const { rows } = await db.query(
    'select id, stock_mode from products where company_id = $1 and deleted_at is null order by position',
    [shop.company],
  );
  const products = rows.map((r) => r.id);
  const serialised = rows.filter((r) => r.stock_mode === 'SERIALIZED').map((r) => r.id);

  const login = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@bench.hirebase.test', password: 'hirebase-demo' }),
  }).then((r) => r.json());
  const headers = { 'x-access-token': login.token };
  const get = (path) => () => fetch(`${base}${path}`, { headers }).then(ok);
  const query = (params) => new URLSearchParams(params).toString();
  /** One product over a month, with its free units. */
  const single = () => {
    const id = pick(serialised);
    const start = startWithin(now, -30, 300);
    const params = { focusItemIds: id, focusItemId: id, startDate: iso(start), endDate: iso(start + 30 * DAY) };
    return get(`/product-availability/lcd?${query(params)}`)();
  };
  /** One product's calendar: free counts for each day of a month. */
  const calendar = () => {
    const id = pick(products);
    const first = startWithin(now, 0, 300);
    return get(
      `/product-availability/lcd?${query({ focusItemIds: id, startDateSearch: day(first), endDateSearch: day(first + 30 * DAY) })}`,
    )();
  };
  /** 50 products over a 3-day rental. */
  const listing = () => {
    const start = startWithin(now, 0, 300);
    return get(
      `/product-availability/lcd?${query({
        focusItemIds: pickMany(products, 50).join(','),
        startDate: iso(start),
        endDate: iso(start + 3 * DAY),
      })}`,
    )();
  };

  await measure(get('/health/ping'), { total: 300, concurrency: 4 }); // warm-up
  await measure(single, { total: 100, concurrency: 4 });
  await measure(listing, { total: 50, concurrency: 4 });
  const results = {};
  for (const concurrency of [1, 10]) {
    console.log(`\nconcurrency ${concurrency}`);
    const run = async (key, label, call, total, target) => {
      const r = await measure(call, { total, concurrency });
      results[`${key}${concurrency}`] = r;
      // the latency targets are for a request alone (concurrency 1)
      const verdict =
        target && concurrency === 1 ? `   target p99 ≤ ${target} ms: ${r.p99 <= target ? 'met' : 'MISSED'}` : '';
      console.log(`${line(label, r)}${verdict}`);
    };
    await run('ping', 'GET /health/ping (baseline)', get('/health/ping'), 2000);
    await run('single', 'lcd: 1 product over a month, free units', single, 1000, TARGETS.single);
    await run('calendar', 'lcd: 1 product, calendar of 31 days', calendar, 1000);
    await run('listing', 'lcd: 50 products over 3 days', listing, 500, TARGETS.listing);
  }

  console.log('\norder creation: 20 clients for 10 s, random product, period and length, quantity 1');
  const creation = await createOrders({ base, headers, products, now, draw });
  const perSecond = creation.perSecond;
  console.log(describeCreation(creation));

  console.log('\noversold check');
  const check = await oversold(db, shop.company, now);
  const sold = check.overbookedProducts.length + check.overlappingAssignments;
  console.log(
    `  ${check.holds} holds (${check.quantity} units held): ${check.overbookedProducts.length} product(s) above ` +
      `capacity at some instant, ${check.overlappingAssignments} overlapping unit assignments`,
  );
  if (sold > 0) console.log(check.overbookedProducts.slice(0, 10));

  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log('\nsummary (targets on 2 cores)');
  console.log(`  generation of the shop            ${shop.seconds.toFixed(1)} s`);
  for (const [key, label, target] of [
    ['single1', 'single product, p99 at conc. 1 ', TARGETS.single],
    ['listing1', '50-product listing, p99 at conc. 1', TARGETS.listing],
  ]) {
    const p99 = results[key].p99;
    console.log(
      `  ${label.padEnd(34)}${p99.toFixed(1).padStart(6)} ms   target ≤ ${target} ms: ${verdict(p99 <= target)}`,
    );
  }
  console.log(
    `  ${'orders created per second'.padEnd(34)}${perSecond.toFixed(0).padStart(6)}      target ≥ ${TARGETS.ordersPerSecond}: ${verdict(perSecond >= TARGETS.ordersPerSecond)}`,
  );
  console.log(
    `  ${'oversold (products, unit overlaps)'.padEnd(34)}${String(sold).padStart(6)}      target 0: ${verdict(sold === 0)}`,
  );
  if (sold > 0) process.exitCode = 1;
} finally {
  await db.end();
  await server.stop();
}
