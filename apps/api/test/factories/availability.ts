import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { formData } from './company-settings.ts';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;

/** An order booked through POST /v2/order/createOrder; throws unless it is accepted. */
export async function bookOrder(app: App, headers: Headers, payload: Json) {
  const res = await app.inject({ method: 'POST', url: '/v2/order/createOrder', headers, payload });
  if (res.statusCode !== 200) throw new Error(`createOrder failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The units of an order leave the shop at `at` (what a departure writes), without the lifecycle calls. */
export async function markDeparted(db: Db, companyId: string, orderId: string, at: string) {
  await db.execute(
    sql`update order_reservations set departed_at = ${at}::timestamptz
        where company_id = ${companyId} and order_id = ${orderId}`,
  );
  await db.execute(
    sql`update unit_assignments set status = 'USED', departed_at = ${at}::timestamptz
        where company_id = ${companyId} and order_id = ${orderId}`,
  );
  await db.execute(
    sql`update orders set status = 'IN_PROGRESS', departed_at = ${at}::timestamptz
        where company_id = ${companyId} and id = ${orderId}`,
  );
}

/** GET with a query string built from the given values; answers status and parsed body. */
export async function getWithQuery(app: App, headers: Headers, path: string, query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const res = await app.inject({ method: 'GET', url: `/v2${path}?${params}`, headers });
  return { status: res.statusCode, body: res.json() };
}

/** A universe grouping these product models. */
export async function makeUniverse(app: App, headers: Headers, title: string, productModelIds: string[]) {
  const form = formData([], { title, productModelIds: productModelIds.join(',') });
  const res = await app.inject({
    method: 'POST',
    url: '/v2/universe/create',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`universe failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
