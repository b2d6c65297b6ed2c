import { readFileSync } from 'node:fs';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/platform/config.ts';
import { openDatabase } from './src/platform/db/pool.ts';
const st = JSON.parse(readFileSync('/tmp/benchD/state.json', 'utf8'));
const database = openDatabase(st.dbUrl, 20);
const log: { sql: string; ms: number }[] = [];
let on = false;
database.pool.on('connect', (client: any) => {
  const q = client.query.bind(client);
  client.query = (...args: any[]) => {
    const t = performance.now();
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...r: any[]) => { if (on) log.push({ sql: text, ms: performance.now() - t }); return last(...r); };
      return q(...args);
    }
    const p = q(...args);
    if (on && p?.then) p.then(() => log.push({ sql: text, ms: performance.now() - t }), () => {});
    return p;
  };
});
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/benchD/data' });
const app = await buildApp({ config, db: database.db, logger: false });
const login = await app.inject({ method: 'POST', url: '/v2/login/user/login/dashboard', payload: { email: 'manager@bench.hirebase.test', password: 'hirebase-demo' } });
const headers = { 'x-access-token': login.json().token };
const products = st.products.map((p: any) => p.id);
const ser = st.products.filter((p: any) => p.stock_mode === 'SERIALIZED').map((p: any) => p.id);
const DAY = 86400000;
const iso = (ms: number) => new Date(ms).toISOString();
const pick = (l: string[]) => l[Math.floor(Math.random() * l.length)];
const calls: Record<string, () => any> = {
  ping: () => ({ method: 'GET', url: '/v2/health/ping' }),
  single: () => { const id = pick(ser); const s = st.now + Math.floor(Math.random() * 200) * DAY + 9 * 3600000; return { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${id}&focusItemId=${id}&startDate=${iso(s)}&endDate=${iso(s + 30 * DAY)}` }; },
  calendar: () => { const id = pick(products); const s = st.now + Math.floor(Math.random() * 200) * DAY; return { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${id}&startDateSearch=${iso(s).slice(0, 10)}&endDateSearch=${iso(s + 30 * DAY).slice(0, 10)}` }; },
  listing: () => { const ids = Array.from({ length: 50 }, () => pick(products)); const s = st.now + Math.floor(Math.random() * 200) * DAY + 9 * 3600000; return { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${ids.join(',')}&startDate=${iso(s)}&endDate=${iso(s + 3 * DAY)}` }; },
  order: () => { const s = st.now + (1 + Math.floor(Math.random() * 300)) * DAY + 9 * 3600000; return { method: 'POST', url: '/v2/order/createOrder', payload: { startDate: iso(s), endDate: iso(s + 26 * 3600000), products: [{ productId: pick(products), quantity: 1 }] } }; },
};
const which = process.argv[2] ?? 'single';
const n = Number(process.argv[3] ?? 50);
for (let i = 0; i < 10; i++) await app.inject({ ...calls[which](), headers });
on = true;
const times: number[] = [];
let status = new Map<number, number>();
for (let i = 0; i < n; i++) {
  const t = performance.now();
  const r = await app.inject({ ...calls[which](), headers });
  times.push(performance.now() - t);
  status.set(r.statusCode, (status.get(r.statusCode) ?? 0) + 1);
  if (r.statusCode >= 400 && r.statusCode !== 409) console.log(r.body.slice(0, 300));
}
on = false;
times.sort((a, b) => a - b);
console.log(which, 'status', [...status], 'p50', times[Math.floor(n / 2)].toFixed(1), 'p99', times[Math.floor(n * 0.99)].toFixed(1), 'queries/req', (log.length / n).toFixed(1), 'db ms/req', (log.reduce((s, l) => s + l.ms, 0) / n).toFixed(1));
const agg = new Map<string, { n: number; ms: number }>();
for (const l of log) { const k = (l.sql ?? '?').replace(/\s+/g, ' ').slice(0, 150); const a = agg.get(k) ?? { n: 0, ms: 0 }; a.n++; a.ms += l.ms; agg.set(k, a); }
for (const [k, a] of [...agg].sort((x, y) => y[1].ms - x[1].ms).slice(0, Number(process.argv[4] ?? 25))) console.log((a.n / n).toFixed(1).padStart(5), (a.ms / n).toFixed(2).padStart(7), k);
await app.close(); await database.close();
