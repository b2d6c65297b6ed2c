import { HOUR, iso } from './random.mjs';

/**
 * `clients` clients create orders for `seconds`: each a random product of `products`, a random start within a year and
 * a length of 2–71 hours, quantity 1. Answers the orders created per second, the status counts and the latencies.
 */
export async function createOrders({ base, headers, products, now, draw, clients = 20, seconds = 10 }) {
  const statuses = new Map();
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const start = draw.startWithin(now, 1, 360);
        const body = {
          startDate: iso(start),
          endDate: iso(start + (2 + Math.floor(draw.rand() * 70)) * HOUR),
          products: [{ productId: draw.pick(products), quantity: 1 }],
        };
        const t = performance.now();
        const res = await fetch(`${base}/order/createOrder`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.text();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const created = statuses.get(200) ?? 0;
  return {
    seconds: elapsed,
    statuses,
    perSecond: created / elapsed,
    requestsPerSecond: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length / 2)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

export const describeCreation = (r) =>
  `  ${[...r.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')} in ${r.seconds.toFixed(1)} s: ` +
  `${r.perSecond.toFixed(0)} orders/s created, ${r.requestsPerSecond.toFixed(0)} requests/s, ` +
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
