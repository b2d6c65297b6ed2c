import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { tooManyRequests } from '../errors.ts';
import { type Ctx, inTransaction } from '../http/context.ts';
import { newId } from '../ids.ts';
import { throttleEvents } from './tables.ts';

/** At most `max` actions per key within `windowMs`. */
export interface ThrottleRule {
  bucket: string;
  max: number;
  windowMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one action of `rule` for `key` when fewer than `max` were taken within the window, and records it. The count
 * and the record run under a transaction lock on (bucket, key), so simultaneous requests cannot all slip under the
 * limit.
 */
export async function take(ctx: Ctx, rule: ThrottleRule, key: string): Promise<ThrottleResult> {
  return inTransaction(ctx, async (tx) => {
    await lockKey(tx.db, `${rule.bucket}:${key}`);
    const since = new Date(tx.now.getTime() - rule.windowMs);
    const [row] = await tx.db
      .select({ n: count(), oldest: min(throttleEvents.at) })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key), gt(throttleEvents.at, since)));
    if (row.n >= rule.max && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + rule.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - tx.now.getTime()) / 1000)) };
    }
    await tx.db.insert(throttleEvents).values({ id: newId(tx.now.getTime()), bucket: rule.bucket, key, at: tx.now });
    return { allowed: true };
  });
}

/** Like `take`, but a refusal is a 429 with `retry-after`. */
export async function takeOr429(ctx: Ctx, rule: ThrottleRule, key: string): Promise<void> {
  const result = await take(ctx, rule, key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** A transaction-scoped lock on a text key (64-bit hash), released at commit or rollback. */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
