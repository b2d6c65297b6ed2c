import { readFileSync, readdirSync } from 'node:fs';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/platform/config.ts';
import { openDatabase } from './src/platform/db/pool.ts';
const st = JSON.parse(readFileSync('/tmp/benchD/state.json', 'utf8'));
const database = openDatabase(st.dbUrl, 20);
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/benchD/data' });
const app = await buildApp({ config, db: database.db, logger: false });
const login = await app.inject({ method: 'POST', url: '/v2/login/user/login/dashboard', payload: { email: 'manager@bench.hirebase.test', password: 'hirebase-demo' } });
const headers = { 'x-access-token': login.json().token };
const products = st.products.map((p: any) => p.id);
const ser = st.products.filter((p: any) => p.stock_mode === 'SERIALIZED').map((p: any) => p.id);
const DAY = 86400000; const iso = (ms: number) => new Date(ms).toISOString();
const pick = (l: string[]) => l[Math.floor(Math.random() * l.length)];
const calls: Record<string, () => any> = {
  ping: () => ({ method: 'GET', url: '/v2/health/ping' }),
  single: () => { const id = pick(ser); const s = st.now + Math.floor(Math.random() * 200) * DAY + 9 * 3600000; return { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${id}&focusItemId=${id}&startDate=${iso(s)}&endDate=${iso(s + 30 * DAY)}` }; },
  listing: () => { const ids = Array.from({ length: 50 }, () => pick(products)); const s = st.now + Math.floor(Math.random() * 200) * DAY + 9 * 3600000; return { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${ids.join(',')}&startDate=${iso(s)}&endDate=${iso(s + 3 * DAY)}` }; },
  order: () => { const s = st.now + (1 + Math.floor(Math.random() * 300)) * DAY + 9 * 3600000; return { method: 'POST', url: '/v2/order/createOrder', payload: { startDate: iso(s), endDate: iso(s + 26 * 3600000), products: [{ productId: pick(products), quantity: 1 }] } }; },
};
// postgres backends' CPU (utime+stime in ticks) from /proc
const pgCpu = () => { let t = 0; for (const p of readdirSync('/proc')) { if (!/^\d+$/.test(p)) continue; try { const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8'); if (!cmd.startsWith('postgres: postgres hirebase')) continue; const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t * 10; };
const which = process.argv[2] ?? 'order'; const n = Number(process.argv[3] ?? 300); const conc = Number(process.argv[4] ?? 10);
for (let i = 0; i < 20; i++) await app.inject({ ...calls[which](), headers });
const c0 = process.cpuUsage(); const p0 = pgCpu(); const t0 = performance.now();
let next = 0; const st2 = new Map();
await Promise.all(Array.from({ length: conc }, async () => { while (next++ < n) { const r = await app.inject({ ...calls[which](), headers }); st2.set(r.statusCode, (st2.get(r.statusCode) ?? 0) + 1); } }));
const wall = performance.now() - t0; const c1 = process.cpuUsage(c0); const p1 = pgCpu() - p0;
console.log(which, [...st2], `wall ${(wall / n).toFixed(2)} ms/req, node cpu ${((c1.user + c1.system) / 1000 / n).toFixed(2)} ms/req, pg cpu ${(p1 / n).toFixed(2)} ms/req, ${(n / wall * 1000).toFixed(0)} req/s`);
await app.close(); await database.close();
