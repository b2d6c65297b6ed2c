import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { makeOrder, orderRows } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { startAutoCancelJob } from './auto-cancel-job.ts';

describe('the auto-cancel job on pg-boss', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-11-02T08:00:00Z');
  const shop = await makeShop(app, db);
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });

  it('cancels an unpaid online order once its delay is over', async () => {
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-11-10T09:00',
      endDate: '2026-11-10T18:00',
      createdFrom: 'ONLINE_STORE',
      products: [{ productId: helmets.id, quantity: 1 }],
    });
    clock.set('2026-11-02T08:31:00Z');
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const job = await startAutoCancelJob(pool, db, app.deps, app.log);
    try {
      await job.runNow();
      let type = 'ORDER';
      for (let i = 0; i < 60 && type !== 'CANCELED'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        type = (await orderRows(db, shop.company.id, order.id)).order.type;
      }
      expect(type).toBe('CANCELED');
      expect((await orderRows(db, shop.company.id, order.id)).order.cancelInfo).toMatchObject({ by: 'AUTO' });
    } finally {
      await job.stop();
    }
  }, 30_000);
});
