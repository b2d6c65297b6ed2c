import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/context.ts';
import { cancelOverdueOrders } from './auto-cancel.ts';

const QUEUE = 'orders-auto-cancel';

/**
 * Runs the auto-cancel job every minute through pg-boss, on the server's own pool (its tables live in the `pgboss`
 * schema of the same database). One run at a time across every server: the queue is a singleton. `runNow` queues
 * an extra run at once.
 */
export async function startAutoCancelJob(
  pool: pg.Pool,
  db: Database,
  deps: Deps,
  log: FastifyBaseLogger,
): Promise<{ stop: () => Promise<void>; runNow: () => Promise<unknown> }> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'singleton' });
  await boss.schedule(QUEUE, '* * * * *');
  await boss.work(QUEUE, async () => {
    const cancelled = await cancelOverdueOrders(db, deps.now(), { deps, log });
    if (cancelled.length > 0) log.info({ cancelled }, 'unpaid online orders cancelled');
  });
  return {
    stop: () => boss.stop({ graceful: true, wait: true }),
    runNow: () => boss.send(QUEUE, {}),
  };
}
