import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { loginAttempts } from './tables.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per email, and per IP address (a shop's counter shares one IP), in the window. */
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 30;

async function failures(
  db: Db,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, 'no'), gt(loginAttempts.at, since)));
  return { count: row.n, oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Throws 429 (with retry-after) when this email or IP has failed too often within the window. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  for (const [column, value, max] of [
    [loginAttempts.email, email.toLowerCase(), MAX_FAILURES_PER_EMAIL],
    [loginAttempts.ip, ip, MAX_FAILURES_PER_IP],
  ] as const) {
    const { count, oldest } = await failures(db, column, value, since);
    if (count >= max && oldest) {
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
      throw tooManyRequests(retryAfter);
    }
  }
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, succeeded: boolean, now: Date) {
  await db.insert(loginAttempts).values({
    id: newId(now.getTime()),
    email: email.toLowerCase(),
    ip,
    succeeded: succeeded ? 'yes' : 'no',
    at: now,
  });
}
