// Dashboard home benchmark: the one read of the home's figures (GET /dashboard/home) for a shop with 10,000 orders
// over 3 years (2,000 products, 20,000 units), alone and with 10 at once.
// Usage: npm run bench:home (BENCH_ORDERS changes the number of orders)
import { generateShop } from './lib/availability-data.mjs';
import { connectToServerDatabase } from './lib/database.mjs';
import { line, measure, ok } from './lib/measure.mjs';
import { startServer } from './lib/server.mjs';

const TARGET_P99_MS = 100;

const server = await startServer();
const { base } = server;
const db = await connectToServerDatabase(server.dataDir);
try {
  const now = Date.now();
  const orders = Number(process.env.BENCH_ORDERS ?? 10_000);
  console.log(`Hirebase dashboard home benchmark — ${new Date(now).toISOString()}\n\nGenerating the shop…`);
  const shop = await generateShop(db, { now, orders, log: console.log });
  const c = shop.counts;
  console.log(`  ${c.products} products, ${c.units} units, ${c.orders} orders, ${c.holds} holds`);
  await db.query('analyze');

  const login = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@bench.hirebase.test', password: 'hirebase-demo' }),
  }).then((r) => r.json());
  const headers = { 'x-access-token': login.token };
  const home = () => fetch(`${base}/dashboard/home`, { headers }).then(ok);

  const figures = JSON.parse(await home());
  const o = figures.orders;
  console.log(
    `\nfigures of ${figures.today}: ${o.departures} departures, ${o.returns} returns, ${o.late} late, ` +
      `${o.noShows} no-shows, ${o.requests} requests, ${o.days.reduce((n, d) => n + d.orders, 0)} bookings in 14 days, ` +
      `${o.utilisation.length} categories; units: ${figures.units.outOfService} out of service, ${figures.units.maintenance} in maintenance`,
  );
  await measure(home, { total: 50, concurrency: 2 }); // warm-up
  const ping = await measure(() => fetch(`${base}/health/ping`).then(ok), { total: 300, concurrency: 1 });
  console.log(line('GET /health/ping (baseline of this machine)', ping));
  const alone = await measure(home, { total: 300, concurrency: 1 });
  console.log(line('GET /dashboard/home, concurrency 1', alone));
  const busy = await measure(home, { total: 500, concurrency: 10 });
  console.log(line('GET /dashboard/home, concurrency 10', busy));
  console.log(
    `\nsummary (2 cores): p99 alone ${alone.p99.toFixed(1)} ms, target ≤ ${TARGET_P99_MS} ms: ${alone.p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await db.end();
  await server.stop();
}
