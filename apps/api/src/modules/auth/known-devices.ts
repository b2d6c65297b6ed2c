import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { newId } from '../../platform/ids.ts';
import { hashToken, newToken } from './secrets.ts';
import { knownDevices } from './tables.ts';

/** The cookie of a browser that logged in before; sent only to the login calls. */
export const DEVICE_COOKIE = 'hb_device';
export const DEVICE_COOKIE_PATH = '/v2/login';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;
export const MAX_DEVICES_PER_ACCOUNT = 20;

export interface RememberedDevice {
  token: string;
  maxAgeSeconds: number;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/** The id of the known device that `token` names for this account, if it is one. */
export async function knownDeviceId(db: Db, email: string, token: string | undefined, now: Date) {
  if (!token) return undefined;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        eq(knownDevices.email, accountKey(email)),
        gt(knownDevices.expiresAt, now),
      ),
    );
  return row?.id;
}

/**
 * Remembers this browser for the account after a successful login (or a password set from a mailed link). The
 * device gets a new token each time, and the accounts its former token was known for move to it: a token another
 * site planted in the browser, or an old copy of the cookie, stops counting. Call it inside a transaction.
 */
export async function rememberDevice(
  db: Db,
  email: string,
  presented: string | undefined,
  now: Date,
): Promise<RememberedDevice> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  if (presented) {
    await db
      .update(knownDevices)
      .set({ tokenHash, expiresAt })
      .where(and(eq(knownDevices.tokenHash, hashToken(presented)), gt(knownDevices.expiresAt, now)));
  }
  await db
    .insert(knownDevices)
    .values({
      id: newId(now.getTime()),
      tokenHash,
      email: accountKey(email),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.email], set: { lastUsedAt: now, expiresAt } });
  // clients that keep no cookies (scripts) would add a device at every login: only the latest ones stay
  const others = sql`email = ${accountKey(email)} and token_hash <> ${tokenHash}`;
  await db.execute(sql`
    delete from ${knownDevices} where ${others} and id not in (
      select id from ${knownDevices} where ${others} order by last_used_at desc limit ${MAX_DEVICES_PER_ACCOUNT - 1})`);
  return { token, maxAgeSeconds: Math.floor(DEVICE_TTL_MS / 1000) };
}

/** Forgets every device of the account (its password was reset: whoever knew the old one is no longer known). */
export async function forgetDevices(db: Db, email: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.email, accountKey(email)));
}
