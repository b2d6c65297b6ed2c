import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { lockKey } from '../../platform/throttle/throttle.ts';
import { loginAttempts } from './tables.ts';

/**
 * Login throttling that slows guessing without letting a stranger lock the owner out.
 * - One account from one client (an address, or a known device): the first failures are free, then each attempt
 *   waits twice as long as the one before, up to `maxDelaySeconds`; a success from that client starts again.
 * - One client over all accounts: at most `clientMax` failures in the window (password spraying).
 * - One account from everywhere: past `accountMax` failures in the window (guessing from many addresses) only a
 *   known device — a browser that logged in to that account before — may still try.
 */
export const LOGIN_LIMITS = {
  freeFailures: 3,
  maxDelaySeconds: 15 * 60,
  pairWindowMs: 60 * 60_000,
  clientMax: 30,
  clientWindowMs: 15 * 60_000,
  accountMax: 20,
  accountWindowMs: 15 * 60_000,
};

/** Seconds to wait after `failures` failures of one account from one client. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_LIMITS.freeFailures), LOGIN_LIMITS.maxDelaySeconds);
}

export interface LoginClient {
  ip: string;
  /** The known device of this account the attempt comes from. */
  deviceId?: string;
}

interface Counts {
  pairFailures: number;
  pairLast: Date | null;
  clientFailures: number;
  clientOldest: Date | null;
  accountFailures: number;
  accountOldest: Date | null;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Checks the limits and writes the attempt as failed, under transaction locks on the account and the client, so that
 * simultaneous guesses count each other; throws 429 with `retry-after` (and writes nothing) when refused. The
 * caller marks the attempt succeeded once the password is right.
 */
export async function beginLoginAttempt(ctx: Ctx, email: string, client: LoginClient): Promise<string> {
  const account = email.trim().toLowerCase();
  return inTransaction(ctx, async (tx) => {
    // always the account first, then the client: two attempts never wait for each other in a cycle
    await lockKey(tx.db, `login:account:${account}`);
    if (!client.deviceId) await lockKey(tx.db, `login:client:${client.ip}`);
    const counts = await countFailures(tx.db, account, client, tx.now);
    const now = tx.now;
    const delay = delayAfter(counts.pairFailures);
    if (delay > 0 && counts.pairLast && counts.pairLast.getTime() + delay * 1000 > now.getTime()) {
      throw tooManyRequests(secondsUntil(counts.pairLast.getTime() + delay * 1000, now));
    }
    if (!client.deviceId) {
      if (counts.clientFailures >= LOGIN_LIMITS.clientMax && counts.clientOldest) {
        throw tooManyRequests(secondsUntil(counts.clientOldest.getTime() + LOGIN_LIMITS.clientWindowMs, now));
      }
      if (counts.accountFailures >= LOGIN_LIMITS.accountMax && counts.accountOldest) {
        throw tooManyRequests(secondsUntil(counts.accountOldest.getTime() + LOGIN_LIMITS.accountWindowMs, now));
      }
    }
    const id = newId(now.getTime());
    await tx.db.insert(loginAttempts).values({
      id,
      email: account,
      ip: client.ip,
      deviceId: client.deviceId ?? null,
      succeeded: 'no',
      at: now,
    });
    return id;
  });
}

export async function markLoginSucceeded(db: Db, attemptId: string): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: 'yes' }).where(eq(loginAttempts.id, attemptId));
}

/** The failures that matter for this attempt, in one statement over the account's and the client's recent rows. */
async function countFailures(db: Db, account: string, client: LoginClient, now: Date): Promise<Counts> {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const pairSince = since(LOGIN_LIMITS.pairWindowMs);
  const clientSince = since(LOGIN_LIMITS.clientWindowMs);
  const accountSince = since(LOGIN_LIMITS.accountWindowMs);
  const longest = since(Math.max(LOGIN_LIMITS.pairWindowMs, LOGIN_LIMITS.clientWindowMs, LOGIN_LIMITS.accountWindowMs));
  const samePair = client.deviceId
    ? sql`email = ${account} and device_id = ${client.deviceId}`
    : sql`email = ${account} and ip = ${client.ip} and device_id is null`;
  const result = await db.execute<{
    pair_failures: number;
    pair_last: string | null;
    client_failures: number;
    client_oldest: string | null;
    account_failures: number;
    account_oldest: string | null;
  }>(sql`
    with recent as (
      select email, ip, device_id, succeeded, at from ${loginAttempts}
      where (email = ${account} or ip = ${client.ip}) and at > ${longest}
    ),
    pair as (
      select succeeded, at from recent
      where ${samePair} and at > ${pairSince}
        and at > coalesce((select max(at) from recent where ${samePair} and succeeded = 'yes'), '-infinity')
    )
    select
      (select count(*) from pair where succeeded = 'no')::int as pair_failures,
      (select max(at) from pair where succeeded = 'no') as pair_last,
      count(*) filter (where ip = ${client.ip} and device_id is null and at > ${clientSince})::int as client_failures,
      min(at) filter (where ip = ${client.ip} and device_id is null and at > ${clientSince}) as client_oldest,
      count(*) filter (where email = ${account} and at > ${accountSince})::int as account_failures,
      min(at) filter (where email = ${account} and at > ${accountSince}) as account_oldest
    from recent where succeeded = 'no'`);
  const row = result.rows[0];
  const date = (value: string | Date | null) => (value ? new Date(value) : null);
  return {
    pairFailures: row.pair_failures,
    pairLast: date(row.pair_last),
    clientFailures: row.client_failures,
    clientOldest: date(row.client_oldest),
    accountFailures: row.account_failures,
    accountOldest: date(row.account_oldest),
  };
}
