import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeShop } from '../../test/factories.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoOrders } from './demo-orders.ts';

describe('demo orders', async () => {
  const { app, db, clock } = await createTestApp();

  /** A shop seeded as the demo's on a Wednesday morning; answers a GET of its API. */
  async function demoShop() {
    const { company, headers } = await makeShop(app, db);
    const now = new Date('2026-05-13T10:20:00Z');
    clock.set(now);
    await seedDemoCatalogue(db, company.id, app.deps.storage, now);
    await seedDemoCustomers(db, company.id);
    await seedDemoOrders(db, company.id, now);
    return async (url: string) => (await app.inject({ method: 'GET', url: `/v2${url}`, headers })).json();
  }

  it('gives the counter departures, returns, a late return, weekend bookings, a request and a pre-booking', async () => {
    const get = await demoShop();

    const all = (await get('/order?limit=50')).items as {
      status: string;
      type: string;
      isRequest: boolean;
      isLate: boolean;
    }[];
    expect(all).toHaveLength(10);
    expect(all.filter((o) => o.status === 'ENDED')).toHaveLength(1);
    expect(all.filter((o) => o.status === 'IN_PROGRESS')).toHaveLength(2);
    expect(all.filter((o) => o.isLate)).toHaveLength(1);
    expect(all.filter((o) => o.isRequest)).toHaveLength(1);
    expect(all.filter((o) => o.type === 'PRE_BOOKING')).toHaveLength(1);
    expect((await get('/order/count/requests-and-messages')).requests).toBe(1);
  });

  it('gives the orders that left money: payments by card, cash and transfer, a refund and two deposits held', async () => {
    const get = await demoShop();

    const rows = (await get('/payment-v2?limit=50')).items as {
      type: string;
      method: string;
      amount: number;
      orderId: string;
    }[];
    const kinds = rows.map((r) => `${r.type} ${r.method}`).sort();
    expect(kinds).toEqual([
      'PAYMENT CARD',
      'PAYMENT CARD',
      'PAYMENT CASH',
      'PAYMENT TRANSFER',
      'REFUND CARD',
      'SHORT_TERM_DEPOSIT CARD',
      'SHORT_TERM_DEPOSIT CHECK',
    ]);
    expect(rows.find((r) => r.type === 'REFUND')?.amount).toBe(10);
    const ordersOf = (await get('/order?limit=50')).items as { id: string; status: string; paymentStatus: string }[];
    const ended = ordersOf.find((o) => o.status === 'ENDED');
    // paid in full, then 10 € given back
    expect(ended?.paymentStatus).toBe('PARTIALLY_PAID');
    const deposits = await get(`/order/bails/${rows.find((r) => r.method === 'CHECK')?.orderId}`);
    expect(deposits.held).toBeGreaterThan(0);
  });
});
