/** Runs `call` with `concurrency` workers until `total` calls are done; returns latency percentiles and throughput. */
export async function measure(call, { total, concurrency = 1 }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        await call();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), perSecond: total / seconds, n: total };
}

export const line = (label, r) =>
  `${label.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${r.perSecond.toFixed(0).padStart(5)} req/s   (n=${r.n})`;

export async function ok(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.text();
}
