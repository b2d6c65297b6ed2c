import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { AppError } from '../../../platform/errors.ts';
import { sandboxSettings } from './tables.ts';

export const SIGNATURE_HEADER = 'hirebase-sandbox-signature';
/** A webhook signed longer ago than this (either way) is refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header value: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`, as card providers sign their webhooks. */
export const signatureOf = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

const rejected = (reason: 'signature' | 'stale') =>
  new AppError(400, 'webhookRejected', `The webhook was refused (${reason})`, { reason });

/** Checks a webhook's signature and time against `now`; throws webhookRejected when either is wrong. */
export function verifySignature(secret: string, header: string | undefined, body: string, now: Date) {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw rejected('signature');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw rejected('signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw rejected('stale');
}

const SECRET_NAME = 'webhook_secret';

/** The configured secret, else the one generated on first use and kept in the database (the same for every process). */
export async function sandboxSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(sandboxSettings)
    .values({ name: SECRET_NAME, value: `whsec_${randomBytes(32).toString('base64url')}` })
    .onConflictDoNothing();
  const rows = await db.execute<{ value: string }>(
    sql`select value from ${sandboxSettings} where name = ${SECRET_NAME}`,
  );
  return rows.rows[0]!.value;
}
