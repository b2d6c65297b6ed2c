// Invoice benchmark: against the real server (embedded PostgreSQL, demo data), rounds of 20 invoices issued at once
// for 20 orders of one shop (each issue: order locked, snapshot, number under the counter row's lock, PDF rendered
// and stored after commit). Prints each round's wall time and the per-call latencies, and checks the numbers are
// gapless and unique across every round.
// Usage: npm run invoices -w @hirebase/bench
import { demoManager, quantityProduct } from './lib/demo-shop.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const AT_ONCE = 20;

const server = await startServer();
const { base } = server;
try {
  // a loaded machine may take longer to start than startServer waits
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/health/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const { post } = await demoManager(base);
  const productId = await quantityProduct(post, 'Bench kayak', 10_000);
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);

  console.log(`Hirebase invoice benchmark — ${new Date().toISOString()}\n`);
  const numbers = [];
  const latencies = [];
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const orders = [];
    for (let i = 0; i < AT_ONCE; i++) {
      const o = await post('/order/createOrder', {
        startDate: `${start}T09:00`,
        endDate: `${end}T18:00`,
        products: [{ productId, quantity: 1 }],
        ignoreOpeningHours: true,
      });
      if (o.status !== 200) throw new Error(`order: ${JSON.stringify(o.body)}`);
      orders.push(o.body.id);
    }
    const started = performance.now();
    const answers = await Promise.all(
      orders.map(async (id) => {
        const t = performance.now();
        const a = await post(`/order/invoice/${id}`, {});
        latencies.push(performance.now() - t);
        return a;
      }),
    );
    const ms = performance.now() - started;
    rounds.push(ms);
    const refused = answers.filter((a) => a.status !== 200);
    if (refused.length) throw new Error(`refused: ${JSON.stringify(refused[0].body)}`);
    numbers.push(...answers.map((a) => a.body.number));
    const withPdf = answers.filter((a) => a.body.pdfReady).length;
    console.log(`round ${round + 1}: ${AT_ONCE} invoices at once in ${ms.toFixed(0)} ms (${withPdf} with their PDF)`);
  }
  const sequences = numbers.map((n) => Number(n.split('-')[1])).sort((a, b) => a - b);
  const gapless = sequences.every((s, i) => s === sequences[0] + i);
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  rounds.sort((a, b) => a - b);
  console.log(
    `\n${numbers.length} invoices: numbers ${sequences[0]}..${sequences.at(-1)}, ${gapless ? 'gapless, no duplicate' : 'GAP OR DUPLICATE'}`,
  );
  console.log(
    `20 at once, wall time: median ${rounds[Math.floor(rounds.length / 2)].toFixed(0)} ms, worst ${rounds.at(-1).toFixed(0)} ms`,
  );
  console.log(`per call: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`);
  if (!gapless) process.exitCode = 1;
} finally {
  await server.stop();
}
