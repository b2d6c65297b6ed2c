import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/pool.ts';
import { AppError } from '../errors.ts';
import type { Ctx } from '../http/context.ts';
import { idempotencyKeys } from './tables.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** JSON with sorted keys, so that the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function checkedIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(400, 'validationFailed', 'Idempotency-Key must be 1 to 200 visible ASCII characters', {
      field: 'Idempotency-Key',
    });
  }
  return key;
}

const scopeOf = (ctx: Ctx) =>
  ctx.companyId ? `company:${ctx.companyId}` : `actor:${ctx.actor.kind}:${JSON.stringify(ctx.actor)}`;

/**
 * Runs a money-moving call once per key: the key's row is written in the call's own transaction, so a concurrent
 * retry waits for the first to commit and then answers its result; a failed call leaves no row (it may be retried);
 * the same key with another operation or body is refused with 422.
 */
export async function runOnce<T>(
  ctx: Ctx,
  key: string,
  request: { operationId: string; body: unknown },
  run: (tx: Ctx) => Promise<T>,
): Promise<{ replayed: boolean; answer: T }> {
  const scope = scopeOf(ctx);
  const requestHash = createHash('sha256')
    .update(`${request.operationId}\n${canonical(request.body)}`)
    .digest('hex');
  return (ctx.db as Database).transaction(async (db) => {
    const tx: Ctx = { ...ctx, db };
    await db.insert(idempotencyKeys).values({ scope, key, requestHash, createdAt: ctx.now }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .for('update');
    if (row.requestHash !== requestHash) {
      throw new AppError(422, 'idempotencyKeyReused', 'This Idempotency-Key was used for another request', {
        field: 'Idempotency-Key',
      });
    }
    if (row.status !== null) return { replayed: true, answer: row.answer as T };
    const answer = await run(tx);
    await db
      .update(idempotencyKeys)
      .set({ status: 200, answer: sql`${JSON.stringify(answer ?? null)}::jsonb` })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { replayed: false, answer };
  });
}
