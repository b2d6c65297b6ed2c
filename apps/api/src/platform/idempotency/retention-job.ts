import { lt } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { maintenanceJob } from '../jobs/definition.ts';
import { idempotencyKeys } from './tables.ts';

/** How long a key answers the same again: a client retries within minutes; a day later it is a new request. */
export const IDEMPOTENCY_KEYS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEYS_KEPT_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Daily at 03:35 UTC; the count goes to the log. */
export const idempotencyRetentionJob = maintenanceJob('idempotency-retention', '35 3 * * *', async (env) => {
  const keys = await pruneIdempotencyKeys(env.db, env.deps.now());
  env.log.info({ retention: { idempotencyKeys: keys } }, 'retention: idempotency keys pruned');
});
