import { lt } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { deleteInChunks } from '../db/prune.ts';
import { maintenanceJob } from '../jobs/definition.ts';
import { throttleEvents } from './tables.ts';

/** Throttled actions are kept a day: the longest window of a limit is an hour. */
export const THROTTLE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function pruneThrottleEvents(db: Db, now: Date): Promise<number> {
  return deleteInChunks(db, throttleEvents, lt(throttleEvents.at, new Date(now.getTime() - THROTTLE_EVENTS_KEPT_MS)));
}

/** Daily at 03:30 UTC; the count goes to the log. */
export const throttleRetentionJob = maintenanceJob('throttle-retention', '30 3 * * *', async (env) => {
  const events = await pruneThrottleEvents(env.db, env.deps.now());
  env.log.info({ retention: { throttleEvents: events } }, 'retention: throttled actions pruned');
});
