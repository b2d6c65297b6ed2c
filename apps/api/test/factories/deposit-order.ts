import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { orders } from '../../src/modules/orders/tables.ts';
import type { Database } from '../../src/platform/db/pool.ts';
import { makeProduct } from './catalogue.ts';
import { makeOrder } from './order-lifecycle.ts';

export interface DepositOrderOptions {
  /** The end of the rental (it starts on 2026-10-03 at 09:00); the same evening by default. */
  endDate?: string;
  customerId?: string | null;
  /** Helmets rented with the 2 kayaks (none by default). */
  helmets?: number;
}

/**
 * Products that ask for a deposit — a kayak (40.00 a day, 150.00 of deposit) and a helmet (5.00 a day, 20.50 of
 * deposit) — and orders of them: by default 2 kayaks for a day, 80.00 to pay and 300.00 of deposit asked. An order
 * comes with its link token, for the customer's calls.
 */
export async function depositOrderFixture(app: App, db: Database, headers: Record<string, string>) {
  const rental = (name: string, dayPrice: number, deposit: number) =>
    makeProduct(app, headers, {
      name,
      stockMode: 'QUANTITY',
      quantity: 500,
      deposit,
      priceGrid: { days: [{ days: 1, price: dayPrice }] },
    });
  const kayak = await rental('Sea kayak', 40, 150);
  const helmet = await rental('Helmet', 5, 20.5);
  const newOrder = async ({
    endDate = '2026-10-03T18:00',
    customerId = null,
    helmets = 0,
  }: DepositOrderOptions = {}) => {
    const order = await makeOrder(app, headers, {
      startDate: '2026-10-03T09:00',
      endDate,
      customerId,
      products: [
        { productId: kayak.id, quantity: 2 },
        ...(helmets > 0 ? [{ productId: helmet.id, quantity: helmets }] : []),
      ],
    });
    const [row] = await db.select({ token: orders.linkKey }).from(orders).where(eq(orders.id, order.id));
    return { id: order.id as string, token: row.token };
  };
  return { kayak, helmet, newOrder };
}
