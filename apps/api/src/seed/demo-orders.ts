import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { productAvailability } from '../modules/availability/engine.ts';
import { products } from '../modules/catalogue/tables.ts';
import { customers } from '../modules/customers/tables.ts';
import { createOrder, type OrderInput } from '../modules/orders/booking/create-order.ts';
import { departOrder } from '../modules/orders/lifecycle/depart.ts';
import { returnProducts } from '../modules/orders/lifecycle/return-units.ts';
import type { Db } from '../platform/db/pool.ts';
import type { Ctx, Deps } from '../platform/http/context.ts';
import { seedDemoPayments } from './demo-payments.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet };

/** A session-less context: the demo's orders are written as the shop would, without anyone logged in. */
const seedCtx = (db: Db, companyId: string, now: Date): Ctx & { companyId: string } => ({
  db,
  actor: { kind: 'anonymous' },
  companyId,
  now,
  log: quiet as unknown as FastifyBaseLogger,
  requestId: 'demo-seed',
  ip: '127.0.0.1',
  // Nothing the demo orders do sends mail or stores files.
  deps: {} as Deps,
});

/** Full hours, in UTC: demo times are round in Paris too. */
const hourAt = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR);
const local = (d: Date) => d.toISOString().slice(0, 16).concat('Z');

/**
 * Orders of the demo shop around `now`: one finished last week, departures and returns today, one late return,
 * bookings next weekend, a customer request and a pre-booking, so every counter and planning screen has content;
 * the ones that left or leave today have payments and deposits.
 */
export async function seedDemoOrders(db: Db, companyId: string, now = new Date()) {
  const ctx = seedCtx(db, companyId, now);
  const named = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), isNull(products.deletedAt)));
  const product = (name: string) => {
    const found = named.find((p) => p.name === name);
    if (!found) throw new Error(`The demo catalogue has no ${name}`);
    return found.id;
  };
  const city = product('Vélo de ville Trek FX 2');
  const mtb = product('VTT semi-rigide Scott Aspect 950');
  const ebike = product('VAE Cube Touring Hybrid');
  const helmet = product('Casque vélo');
  const people = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.lastName))
    .limit(10);
  const base = hourAt(now.getTime());
  let next = 0;
  const book = (start: Date, end: Date, lines: [string, number][], extra: Partial<OrderInput> = {}) =>
    createOrder(ctx, companyId, {
      startDate: local(start),
      endDate: local(end),
      customerId: people[next++ % Math.max(people.length, 1)]?.id ?? null,
      products: lines.map(([productId, quantity]) => ({ productId, quantity })),
      ignoreOpeningHours: true,
      ...extra,
    }).then((created) => created.id);
  const handOut = async (orderId: string, start: Date, end: Date, lines: [string, number][]) => {
    const serialised = lines.filter(([id]) => id !== helmet);
    const free = await productAvailability(db, companyId, {
      productIds: serialised.map(([id]) => id),
      start: start.getTime(),
      end: end.getTime(),
      now: now.getTime(),
      excludeOrderId: orderId,
      withUnits: true,
    });
    const subProductIds = serialised.flatMap(([id, n]) => (free.get(id)?.units ?? []).slice(0, n).map((u) => u.id));
    await departOrder(ctx, companyId, orderId, { subProductIds }, 'readyToGo');
  };

  const lastWeek = new Date(base.getTime() - 7 * DAY);
  const finished: [string, number][] = [
    [city, 2],
    [helmet, 2],
  ];
  const done = await book(lastWeek, new Date(lastWeek.getTime() + 8 * HOUR), finished);
  await handOut(done, lastWeek, new Date(lastWeek.getTime() + 8 * HOUR), finished);
  await returnProducts(ctx, companyId, done, {}, { everything: true, verb: 'return' });

  const late: [string, number][] = [[mtb, 1]];
  const lateStart = new Date(base.getTime() - 3 * DAY);
  const lateOrder = await book(lateStart, new Date(base.getTime() - DAY), late);
  await handOut(lateOrder, lateStart, new Date(base.getTime() - DAY), late);

  const out: [string, number][] = [[ebike, 2]];
  const outStart = new Date(base.getTime() - DAY);
  const outEnd = new Date(base.getTime() + 4 * HOUR);
  const outOrder = await book(outStart, outEnd, out);
  await handOut(outOrder, outStart, outEnd, out);

  const leavingToday = await book(new Date(base.getTime() + 2 * HOUR), new Date(base.getTime() + 8 * HOUR), [
    [city, 2],
    [helmet, 2],
  ]);
  await book(new Date(base.getTime() + 3 * HOUR), new Date(base.getTime() + DAY), [[mtb, 1]]);

  const saturday = new Date(base.getTime() + ((6 - base.getUTCDay() + 7) % 7 || 7) * DAY);
  saturday.setUTCHours(8, 0, 0, 0);
  const sunday = new Date(saturday.getTime() + DAY + 9 * HOUR);
  await book(saturday, sunday, [[ebike, 1]]);
  await book(saturday, new Date(saturday.getTime() + 8 * HOUR), [
    [city, 1],
    [helmet, 1],
  ]);
  await book(new Date(saturday.getTime() + DAY), sunday, [[mtb, 2]], { referral: 'HEXPLO' });
  await book(new Date(saturday.getTime() + 7 * DAY), new Date(saturday.getTime() + 8 * DAY), [[ebike, 2]], {
    isRequest: true,
    createdFrom: 'ONLINE_STORE',
    message: 'Bonjour, pouvez-vous prévoir deux sièges enfant ? Merci !',
  });
  await book(new Date(saturday.getTime() + 14 * DAY), new Date(saturday.getTime() + 15 * DAY), [[city, 3]], {
    type: 'PRE_BOOKING',
    notes: 'Groupe scolaire : attendre la confirmation du nombre d’élèves.',
  });

  await seedDemoPayments(
    ctx,
    { finished: done, late: lateOrder, out: outOrder, leavingToday },
    { finished: lastWeek, late: lateStart, out: outStart, leavingToday: new Date(base.getTime() - DAY) },
  );
}
