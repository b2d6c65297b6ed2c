// HTTP benchmark: autocannon (10 connections) against the demo shop and a generated shop, in one run, each figure
// against the hello-world route (GET /health/ping, one `select 1`) of the same run; order creation with the oversold
// check; the API process's peak memory under that load.
// Usage: npm run bench:http   (BENCH_SECONDS per call, default 10; BENCH_ORDERS of history, default 50,000;
// BENCH_CPU_PROF=<folder> for a CPU profile of the API process)
import autocannon from 'autocannon';
import { generateShop } from './lib/availability-data.mjs';
import { connectToServerDatabase } from './lib/database.mjs';
import { createOrders, describeCreation } from './lib/order-creation.mjs';
import { oversold } from './lib/oversold.mjs';
import { DAY, draws, iso } from './lib/random.mjs';
import { watchRss } from './lib/rss.mjs';
import { startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGETS = { me: 0.5, single: 0.25, singleP99: 20, listing: 0.1, ordersPerSecond: 300, rssMb: 250 };
const draw = draws(42);

/** Runs autocannon on `path()` (a new path per request) and answers req/s, p99 and the non-2xx count. */
async function cannon(origin, path, headers, seconds = SECONDS) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  return {
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const login = async (base, email) => {
  const res = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'hirebase-demo' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hb_session='));
  return { token: (await res.json()).token, cookie: cookie?.split(';')[0] };
};

// BENCH_CPU_PROF=<folder>: the API process writes a CPU profile there when it stops
const profile = process.env.BENCH_CPU_PROF;
const server = await startServer({}, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
const { base } = server;
const origin = new URL(base).origin;
const db = await connectToServerDatabase(server.dataDir);
try {
  const now = Date.now();
  console.log(
    `Hirebase HTTP benchmark — ${new Date(now).toISOString()}, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log('\nGenerating a shop with history for the listing and order creation…');
  const shop = await generateShop(db, { now, orders: Number(process.env.BENCH_ORDERS ?? 50_000) });
  const c = shop.counts;
  console.log(`  ${c.products} products, ${c.units} units, ${c.orders} orders in ${shop.seconds.toFixed(1)} s`);
  const { rows: shopProducts } = await db.query(
    'select id from products where company_id = $1 and deleted_at is null order by position',
    [shop.company],
  );
  const products = shopProducts.map((r) => r.id);
  const {
    rows: [demoProduct],
  } = await db.query(
    `select p.id, p.name from products p
     join memberships m on m.company_id = p.company_id join users u on u.id = m.user_id
     where u.email = 'manager@demo.hirebase.test' and p.deleted_at is null and p.stock_mode = 'SERIALIZED'
     order by p.position limit 1`,
  );

  const demo = await login(base, 'manager@demo.hirebase.test');
  const bench = await login(base, 'manager@bench.hirebase.test');
  const cookie = { cookie: demo.cookie };
  const query = (params) => new URLSearchParams(params).toString();
  const calls = {
    ping: { label: 'GET /health/ping', path: () => '/v2/health/ping', headers: {} },
    me: { label: 'GET /user/me (cookie session)', path: () => '/v2/user/me', headers: cookie },
    single: {
      label: `lcd: 1 product over a month`,
      headers: cookie,
      path: () => {
        const start = draw.startWithin(now, -30, 300);
        const id = demoProduct.id;
        return `/v2/product-availability/lcd?${query({ focusItemIds: id, focusItemId: id, startDate: iso(start), endDate: iso(start + 30 * DAY) })}`;
      },
    },
    listing: {
      label: 'lcd: 50 products over 3 days',
      headers: { 'x-access-token': bench.token },
      path: () => {
        const start = draw.startWithin(now, 0, 300);
        return `/v2/product-availability/lcd?${query({
          focusItemIds: draw.pickMany(products, 50).join(','),
          startDate: iso(start),
          endDate: iso(start + 3 * DAY),
        })}`;
      },
    },
  };

  console.log(`\nwarming up (demo product: ${demoProduct.name})`);
  for (const call of Object.values(calls)) await cannon(origin, call.path, call.headers, 2);

  const rss = watchRss(server.pid);
  console.log(`\nAPI process before the load: ${rss.phase().toFixed(0)} MB resident`);
  const results = {};
  for (const [key, call] of Object.entries(calls)) {
    results[key] = await cannon(origin, call.path, call.headers);
    const r = results[key];
    console.log(
      `  ${call.label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   ` +
        `p99 ${String(r.p99).padStart(3)} ms   peak RSS ${rss.phase().toFixed(0)} MB${r.failed ? `   ${r.failed} FAILED` : ''}`,
    );
  }
  console.log('\norder creation: 20 clients for 10 s, random product, period and length, quantity 1');
  const creation = await createOrders({
    base,
    headers: { 'x-access-token': bench.token },
    products,
    now,
    draw,
  });
  console.log(`${describeCreation(creation)}, peak RSS ${rss.phase().toFixed(0)} MB`);
  rss.stop();
  const check = await oversold(db, shop.company, now);
  const sold = check.overbookedProducts.length + check.overlappingAssignments;

  const ping = results.ping.perSecond;
  const verdict = (ok) => (ok ? 'PASS' : 'GAP');
  const rows = [
    ['GET /health/ping', results.ping, '—', true],
    ['GET /user/me', results.me, `≥ ${TARGETS.me} × ping`, results.me.perSecond >= TARGETS.me * ping],
    [
      '1 product over a month',
      results.single,
      `≥ ${TARGETS.single} × ping, p99 ≤ ${TARGETS.singleP99} ms`,
      results.single.perSecond >= TARGETS.single * ping && results.single.p99 <= TARGETS.singleP99,
    ],
    [
      '50-product listing',
      results.listing,
      `≥ ${TARGETS.listing} × ping`,
      results.listing.perSecond >= TARGETS.listing * ping,
    ],
  ];
  console.log('\nsummary (same run, same machine)');
  console.log(`  ${'call'.padEnd(24)} ${'req/s'.padStart(7)} ${'× ping'.padStart(7)} ${'p99'.padStart(7)}   target`);
  for (const [label, r, target, ok] of rows) {
    console.log(
      `  ${label.padEnd(24)} ${r.perSecond.toFixed(0).padStart(7)} ${(r.perSecond / ping).toFixed(2).padStart(7)} ` +
        `${`${r.p99} ms`.padStart(7)}   ${target.padEnd(32)} ${r.failed ? 'FAILED' : verdict(ok)}`,
    );
  }
  console.log(
    `  ${'orders created / s'.padEnd(24)} ${creation.perSecond.toFixed(0).padStart(7)} ${''.padStart(7)} ` +
      `${`${creation.p99.toFixed(0)} ms`.padStart(7)}   ${`≥ ${TARGETS.ordersPerSecond}, 0 oversold`.padEnd(32)} ` +
      `${verdict(creation.perSecond >= TARGETS.ordersPerSecond && sold === 0)} (${sold} oversold)`,
  );
  console.log(
    `  ${'API peak RSS under load'.padEnd(24)} ${`${rss.peak().toFixed(0)} MB`.padStart(7)} ${''.padStart(15)}   ` +
      `${`≤ ${TARGETS.rssMb} MB`.padEnd(32)} ${verdict(rss.peak() <= TARGETS.rssMb)}`,
  );
  if (sold > 0) process.exitCode = 1;
} finally {
  await db.end();
  await server.stop();
}
