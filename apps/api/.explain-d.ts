import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/platform/config.ts';
import { openDatabase } from './src/platform/db/pool.ts';
const st = JSON.parse(readFileSync('/tmp/benchD/state.json', 'utf8'));
const database = openDatabase(st.dbUrl, 20);
const captured: { text: string; values: any[] }[] = [];
let on = false;
database.pool.on('connect', (client: any) => {
  const q = client.query.bind(client);
  client.query = (...args: any[]) => {
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    const values = (typeof args[0] === 'object' && args[0]?.values) || (Array.isArray(args[1]) ? args[1] : []);
    if (on) captured.push({ text, values });
    return q(...args);
  };
});
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/benchD/data' });
const app = await buildApp({ config, db: database.db, logger: false });
const login = await app.inject({ method: 'POST', url: '/v2/login/user/login/dashboard', payload: { email: 'manager@bench.hirebase.test', password: 'hirebase-demo' } });
const headers = { 'x-access-token': login.json().token };
const products = st.products.map((p: any) => p.id);
const ser = st.products.filter((p: any) => p.stock_mode === 'SERIALIZED').map((p: any) => p.id);
const DAY = 86400000; const iso = (ms: number) => new Date(ms).toISOString();
const id = ser[7]; const s = st.now + 40 * DAY + 9 * 3600000;
const reqs: Record<string, any> = {
  single: { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${id}&focusItemId=${id}&startDate=${iso(s)}&endDate=${iso(s + 30 * DAY)}` },
  calendar: { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${id}&startDateSearch=${iso(s).slice(0, 10)}&endDateSearch=${iso(s + 30 * DAY).slice(0, 10)}` },
  listing: { method: 'GET', url: `/v2/product-availability/lcd?focusItemIds=${products.slice(100, 150).join(',')}&startDate=${iso(s)}&endDate=${iso(s + 3 * DAY)}` },
  order: { method: 'POST', url: '/v2/order/createOrder', payload: { startDate: iso(s), endDate: iso(s + 26 * 3600000), products: [{ productId: products[1234], quantity: 1 }] } },
};
on = true;
const r = await app.inject({ ...reqs[process.argv[2] ?? 'single'], headers });
on = false;
console.log('status', r.statusCode, r.body.slice(0, 200));
const c = new pg.Client({ connectionString: st.dbUrl }); await c.connect();
for (const q of captured) {
  if (!/^\s*(select|insert|update|delete|with)/i.test(q.text)) { console.log('--', q.text.slice(0, 80)); continue; }
  await c.query('begin');
  try {
    const { rows } = await c.query(`explain (analyze, buffers, format text) ${q.text}`, q.values);
    const plan = rows.map((r: any) => r['QUERY PLAN']);
    const exec = plan.filter((l: string) => /Execution Time|Planning Time/.test(l)).join(' ');
    console.log(`\n== ${exec} :: ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (process.argv[3] === 'plans') console.log(plan.join('\n'));
  } catch (e) { console.log('ERR', (e as Error).message, q.text.slice(0, 100)); }
  await c.query('rollback');
}
await c.end(); await app.close(); await database.close();
