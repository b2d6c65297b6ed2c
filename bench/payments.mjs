// Payment ledger benchmark: against the real server (embedded PostgreSQL, demo data), 20 clients record cash, cheque
// and card payments by hand (POST /payment-v2) on orders of the demo shop for BENCH_SECONDS (10 by default), then the
// ledger is read back: every order's rows and its stored paid total must equal what the clients were told was
// recorded, to the cent. Prints payments recorded per second, latencies and the check.
// Usage: npm run bench:payments   (BENCH_ORDERS orders paid on, 200 by default; BENCH_CPU_PROF=<folder> for a CPU
// profile of the API process)
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { connectToServerDatabase } from './lib/database.mjs';
import { demoManager, quantityProduct } from './lib/demo-shop.mjs';
import { draws } from './lib/random.mjs';
import { startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CLIENTS = 20;
const TARGET = 300;
const METHODS = ['CASH', 'CHECK', 'CARD', 'TRANSFER'];
const draw = draws(7);
// one kept-alive connection per client, through node:http: fetch cost the load generator about twice the CPU per
// request, taken from the two cores the server and PostgreSQL share with it
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const postJson = (url, headers, body) =>
  new Promise((done, failed) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', failed);
    req.end(JSON.stringify(body));
  });

const profile = process.env.BENCH_CPU_PROF;
const server = await startServer({}, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
const { base } = server;
const db = await connectToServerDatabase(server.dataDir);

const cpuMs = (pid) => {
  // utime + stime of a process, in clock ticks of 10 ms
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** CPU of this server's PostgreSQL: its postmaster (from its pid file) and the backends it started. */
const postgresCpuMs = () => {
  const postmaster = Number(readFileSync(join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync(`/proc/${postmaster}/task`).flatMap((task) =>
    readFileSync(`/proc/${postmaster}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return [postmaster, ...children].reduce((total, pid) => {
    try {
      return total + cpuMs(pid);
    } catch {
      return total;
    }
  }, 0);
};

try {
  const { headers, post } = await demoManager(base);
  const productId = await quantityProduct(post, 'Bench canoe', 100_000);
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);

  console.log(`Hirebase payment ledger benchmark — ${new Date().toISOString()}, ${CLIENTS} clients, ${SECONDS} s`);
  console.log(`\nCreating ${ORDERS} orders of the demo shop…`);
  const orders = [];
  for (let i = 0; i < ORDERS; i++) {
    const o = await post('/order/createOrder', {
      startDate: `${start}T09:00`,
      endDate: `${end}T18:00`,
      products: [{ productId, quantity: 1 + (i % 3) }],
      ignoreOpeningHours: true,
    });
    if (o.status !== 200) throw new Error(`order: ${JSON.stringify(o.body)}`);
    orders.push(o.body.id);
  }

  // what each order was told it received, in cents, from the answers of the payments recorded
  const sent = new Map(orders.map((id) => [id, 0]));
  const statuses = new Map();
  const latencies = [];
  const record = async (until) => {
    while (performance.now() < until) {
      const orderId = draw.pick(orders);
      const cents = 100 + Math.floor(draw.rand() * 9_900);
      const t = performance.now();
      // as the order's payment panel sends it: a new key for each payment recorded
      const res = await postJson(
        `${base}/payment-v2`,
        { ...headers, 'idempotency-key': randomUUID() },
        { orderId, amount: cents / 100, method: draw.pick(METHODS) },
      );
      const body = res.body;
      latencies.push(performance.now() - t);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) sent.set(orderId, sent.get(orderId) + Math.round(body.payments[0].amount * 100));
    }
  };

  console.log('warming up (2 s)');
  await Promise.all(Array.from({ length: CLIENTS }, () => record(performance.now() + 2000)));
  statuses.clear();
  latencies.length = 0;

  const cpuBefore = { api: cpuMs(server.pid), postgres: postgresCpuMs(), bench: process.cpuUsage() };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, () => record(started + SECONDS * 1000)));
  const seconds = (performance.now() - started) / 1000;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const recorded = statuses.get(200) ?? 0;
  const cpuPer = (ms) => (ms / recorded).toFixed(2);
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];

  const { rows } = await db.query(
    `select o.id, o.paid_cents as stored,
            coalesce(sum(p.amount_cents) filter (where p.type = 'PAYMENT' and p.status = 'SUCCEEDED'), 0)::int as ledger,
            count(p.id)::int as rows
     from orders o left join payments p on p.company_id = o.company_id and p.order_id = o.id
     where o.id = any($1) group by o.id, o.paid_cents`,
    [orders],
  );
  const wrong = rows.filter((r) => r.ledger !== sent.get(r.id) || r.stored !== sent.get(r.id));
  const totalSent = [...sent.values()].reduce((a, b) => a + b, 0);
  const totalLedger = rows.reduce((a, r) => a + r.ledger, 0);

  const perSecond = recorded / seconds;
  console.log(
    `\n  ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')} in ${seconds.toFixed(1)} s: ` +
      `${perSecond.toFixed(0)} payments/s recorded, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
  console.log(
    `  CPU per payment: API ${cpuPer(cpuMs(server.pid) - cpuBefore.api)} ms, PostgreSQL ` +
      `${cpuPer(postgresCpuMs() - cpuBefore.postgres)} ms, load generator ${cpuPer((benchCpu.user + benchCpu.system) / 1000)} ms`,
  );
  console.log(
    `  ledger: ${rows.length} orders, ${(totalLedger / 100).toFixed(2)} recorded against ${(totalSent / 100).toFixed(2)} ` +
      `sent (warm-up included); ${wrong.length} orders whose rows or paid total differ`,
  );
  for (const r of wrong.slice(0, 5))
    console.log(`    ${r.id}: sent ${sent.get(r.id)}, ledger ${r.ledger}, stored ${r.stored}`);
  console.log(
    `\n  payments recorded / s: ${perSecond.toFixed(0)} (target ≥ ${TARGET}: ${perSecond >= TARGET ? 'PASS' : 'GAP'}), ` +
      `ledger totals: ${wrong.length === 0 && totalLedger === totalSent ? 'PASS' : 'FAILED'}`,
  );
  if (wrong.length > 0 || totalLedger !== totalSent) process.exitCode = 1;
} finally {
  agent.destroy();
  await db.end();
  await server.stop();
}
