import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { App } from '../../src/app.ts';
import { sandboxWebhookJob } from '../../src/modules/card-payments/index.ts';
import { orders } from '../../src/modules/orders/tables.ts';
import { payments } from '../../src/modules/payments/tables.ts';
import type { Database } from '../../src/platform/db/pool.ts';
import { makeShop } from '../factories.ts';
import { runJobsUntil } from '../jobs.ts';
import { makeProduct } from './catalogue.ts';
import { makeOrder } from './order-lifecycle.ts';

/**
 * A shop with an order of 80.00 to pay (with `deposit`, twice that deposit asked), the order's link token, and the
 * sandbox's webhooks delivered to the app through a local endpoint that can be told to fail its next deliveries.
 */
export async function cardPaymentFixture(app: App, db: Database, { deposit }: { deposit?: number } = {}) {
  const shop = await makeShop(app, db);
  const kayak = await makeProduct(app, shop.headers, {
    name: 'Kayak',
    stockMode: 'QUANTITY',
    quantity: 500,
    ...(deposit === undefined ? {} : { deposit }),
    priceGrid: { days: [{ days: 1, price: 40 }] },
  });
  const newOrder = async () => {
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-10-03T09:00',
      endDate: '2026-10-03T18:00',
      products: [{ productId: kayak.id, quantity: 2 }],
    });
    const [row] = await db.select({ token: orders.linkKey }).from(orders).where(eq(orders.id, order.id));
    return { id: order.id as string, token: row.token };
  };
  const endpoint = await webhookEndpoint(app);
  const paymentRow = async (paymentId: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.companyId, shop.company.id), eq(payments.id, paymentId)))
    )[0];
  const orderPayment = async (orderId: string) =>
    (
      await db
        .select({ paidCents: orders.paidCents, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0];
  /** Runs the webhook deliveries until the ledger row reaches `status`. */
  const deliveredUntil = (paymentId: string, status: string) =>
    runJobsUntil(app, async () => (await paymentRow(paymentId)).status === status, [sandboxWebhookJob]);
  return { shop, newOrder, endpoint, paymentRow, orderPayment, deliveredUntil };
}

/** The webhook URL the sandbox delivers to: forwards to the app, or answers 500 while `failNext` is above 0. */
async function webhookEndpoint(app: App) {
  const state = { failNext: 0, received: [] as { eventId: string; status: number }[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const eventId = (JSON.parse(body) as { id: string }).id;
      if (state.failNext > 0) {
        state.failNext -= 1;
        state.received.push({ eventId, status: 500 });
        response.writeHead(500).end();
        return;
      }
      const answer = await app.inject({
        method: 'POST',
        url: '/v2/payment/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          'hirebase-sandbox-signature': String(request.headers['hirebase-sandbox-signature']),
        },
        payload: body,
      });
      state.received.push({ eventId, status: answer.statusCode });
      response.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.deps.config.cardSandboxWebhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return state;
}
