import { createHash } from 'node:crypto';
import type { Database } from '../db/pool.ts';
import { namedStatement } from '../db/prepared.ts';
import { AppError } from '../errors.ts';
import type { Ctx } from '../http/context.ts';

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
 * Claims a key in one statement: its row is added, or, when it exists, locked and answered as it is (a retry that
 * arrives while the first call runs waits here for that call's commit, then reads its answer; after a rollback the
 * row is added again).
 */
const claimKey = namedStatement<{ requestHash: string; status: number | null; answer: unknown }>(
  'idempotency_claim',
  `insert into idempotency_keys (scope, key, request_hash, created_at) values ($1, $2, $3, $4)
   on conflict (scope, key) do update set key = excluded.key
   returning request_hash as "requestHash", status, answer`,
);
const storeAnswer = namedStatement(
  'idempotency_answer',
  'update idempotency_keys set status = 200, answer = $3::jsonb where scope = $1 and key = $2',
);

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
    const [row] = await claimKey(db, [scope, key, requestHash, ctx.now]);
    if (row.requestHash !== requestHash) {
      throw new AppError(422, 'idempotencyKeyReused', 'This Idempotency-Key was used for another request', {
        field: 'Idempotency-Key',
      });
    }
    if (row.status !== null) return { replayed: true, answer: row.answer as T };
    const answer = await run(tx);
    await storeAnswer(db, [scope, key, JSON.stringify(answer ?? null)]);
    return { replayed: false, answer };
  });
}
