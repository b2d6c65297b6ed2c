import { lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { deleteInChunks } from '../../platform/db/prune.ts';
import { maintenanceJob } from '../../platform/jobs/definition.ts';
import { knownDevices, loginAttempts, oneTimeTokens, sessions } from './tables.ts';

/**
 * How long records of identity are kept once they no longer serve: an ended session (expired or revoked) and a
 * spent one-time token stay this long for support questions ("why was I logged out?"), a login attempt as long
 * (the login limits read the last hour at most). A known device goes when it expires.
 */
export const SESSION_GRACE_DAYS = 30;
export const LOGIN_ATTEMPT_DAYS = 30;
export const ONE_TIME_TOKEN_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes ended sessions, old login attempts, spent one-time tokens and expired known devices; answers the counts. */
export async function pruneAuthRecords(db: Db, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const sessionsBefore = daysAgo(SESSION_GRACE_DAYS);
  const tokensBefore = daysAgo(ONE_TIME_TOKEN_GRACE_DAYS);
  return {
    sessions: await deleteInChunks(
      db,
      sessions,
      or(lt(sessions.expiresAt, sessionsBefore), lt(sessions.revokedAt, sessionsBefore)),
    ),
    loginAttempts: await deleteInChunks(db, loginAttempts, lt(loginAttempts.at, daysAgo(LOGIN_ATTEMPT_DAYS))),
    oneTimeTokens: await deleteInChunks(
      db,
      oneTimeTokens,
      or(lt(oneTimeTokens.usedAt, tokensBefore), lt(oneTimeTokens.expiresAt, tokensBefore)),
    ),
    knownDevices: await deleteInChunks(db, knownDevices, lt(knownDevices.expiresAt, now)),
  };
}

/** Daily at 03:10 UTC; the figures go to the log. */
export const authRetentionJob = maintenanceJob('auth-retention', '10 3 * * *', async (env) => {
  const pruned = await pruneAuthRecords(env.db, env.deps.now());
  env.log.info({ retention: pruned }, 'retention: sessions, login attempts, one-time tokens and known devices pruned');
});
