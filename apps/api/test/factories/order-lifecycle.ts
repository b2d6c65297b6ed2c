import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { orderLines, orderReservations, orders, unitAssignments } from '../../src/modules/orders/tables.ts';
import { auditLog } from '../../src/platform/audit-tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The order calls with one session; each answers status and parsed body. */
export function ordersApi(app: App, headers: Headers) {
  const send = async (method: Method, path: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/v2${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    send,
    create: (payload: object) => send('POST', '/order/createOrder', payload),
    get: (id: string) => send('GET', `/order/${id}`),
    readyToGo: (id: string, body: object = {}) => send('POST', `/order/readyToGo/${id}`, body),
    returnProducts: (id: string, body: object) => send('PUT', `/order/allocateMaterial/returnProducts/${id}`, body),
    exchange: (id: string, body: object) => send('PUT', `/order/exchangeUnit/${id}`, body),
    setStatus: (id: string, status: string, body: object = {}) =>
      send('POST', `/order/set-status/${id}/${status}`, body),
    cancel: (id: string, reason?: string) =>
      send('DELETE', `/order/cancel/${id}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`),
    update: (id: string, body: object) => send('PUT', `/order/updateOrder/${id}`, body),
    remove: (id: string) => send('DELETE', `/order/${id}`),
    removePermanently: (id: string) => send('DELETE', `/order/deletePermanently/${id}`),
    checkPreBooking: (id: string) => send('GET', `/order/preBookingToOrderCheckAvailability/${id}`),
    convertPreBooking: (id: string) => send('GET', `/order/preBookingToOrder/${id}`),
  };
}

/** Creates an order through the API; fails the test when refused. */
export async function makeOrder(app: App, headers: Headers, payload: object) {
  const res = await ordersApi(app, headers).create(payload);
  if (res.status !== 200) throw new Error(`createOrder failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The rows of an order as stored: the order, its lines, holds (with period bounds as ISO) and unit assignments. */
export async function orderRows(db: Db, companyId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));
  const holds = (
    await db
      .select()
      .from(orderReservations)
      .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.orderId, orderId)))
      .orderBy(asc(orderReservations.id))
  ).map((h) => ({ ...h, ...bounds(h.period) }));
  const units = (
    await db
      .select()
      .from(unitAssignments)
      .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)))
      .orderBy(asc(unitAssignments.assignedAt), asc(unitAssignments.id))
  ).map((a) => ({ ...a, ...bounds(a.period) }));
  return { order, lines, holds, units };
}

/** `["2026-07-11 07:00:00+00","2026-07-12 16:00:00+00")` → ISO bounds. */
export function bounds(range: string) {
  const [from, to] = range
    .slice(1, -1)
    .split(',')
    .map((s) => new Date(s.replaceAll('"', '').replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString());
  return { from, to };
}

/** Audit rows of an entity, oldest first. */
export const auditOf = (db: Db, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.at), asc(auditLog.id));
