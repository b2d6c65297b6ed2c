import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { makeOrder, orderRows } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { autoCancelJob } from './auto-cancel-job.ts';

describe('the auto-cancel job', async () => {
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
    await app.deps.jobs.send(db, autoCancelJob, {});
    expect(await runDueJobsNow(app, [autoCancelJob])).toBe(1);
    expect((await orderRows(db, shop.company.id, order.id)).order.type).toBe('ORDER');
    clock.set('2026-11-02T08:31:00Z');
    await app.deps.jobs.send(db, autoCancelJob, {});
    expect(await runDueJobsNow(app, [autoCancelJob])).toBe(1);
    const { order: after } = await orderRows(db, shop.company.id, order.id);
    expect(after.type).toBe('CANCELED');
    expect(after.cancelInfo).toMatchObject({ by: 'AUTO' });
  });

  it('is scheduled every minute', async () => {
    const [schedule] = (
      await db.execute<{ cron: string; timezone: string }>(
        sql`select cron, timezone from pgboss.schedule where name = ${autoCancelJob.name}`,
      )
    ).rows;
    expect(schedule).toEqual({ cron: '* * * * *', timezone: 'UTC' });
  });
});
