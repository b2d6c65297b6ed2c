import type { AccessMap, UserRole } from '@hirebase/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RowCache } from '../../platform/cache/row-cache.ts';
import type { Db } from '../../platform/db/pool.ts';
import { preparedOn } from '../../platform/db/prepared.ts';
import { type AppError, unauthorized } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/actor.ts';
import { newId } from '../../platform/ids.ts';
import { companiesView as companies, companyLockReason } from '../companies/index.ts';
import { membershipsView as memberships } from '../employees/index.ts';
import {
  b2bAccountsView as b2bAccounts,
  openerB2bAccountsView as openerB2bAccounts,
  rentalPlaceUsersView as rentalPlaceUsers,
} from '../rental-place/index.ts';
import { openerUsersView as openerUsers, usersView as users } from '../users/index.ts';
import { hashToken, newToken } from './secrets.ts';
import { sessions } from './tables.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The session that opened an on-behalf session (a second join of sessions). */
const openers = alias(sessions, 'opener_sessions');
export type SessionAudienceKind = 'user' | 'rentalPlace' | 'b2b';

export interface NewSession {
  audience: SessionAudienceKind;
  userId?: string;
  rentalPlaceUserId?: string;
  b2bAccountId?: string;
  companyId?: string | null;
  tool?: string;
  impersonatedBy?: string | null;
  openedByB2bAccountId?: string | null;
  /** For a session opened on behalf of someone: the opener's session, which it never outlives. */
  openerSessionId?: string | null;
  /** An expiry earlier than the default one (on-behalf sessions are short). */
  expiresAt?: Date;
  ip?: string;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(db: Db, input: NewSession, now: Date, ttlHours: number): Promise<IssuedSession> {
  const token = newToken();
  const id = newId(now.getTime());
  const defaultExpiry = new Date(now.getTime() + ttlHours * 3600_000);
  const expiresAt = input.expiresAt && input.expiresAt < defaultExpiry ? input.expiresAt : defaultExpiry;
  await db.insert(sessions).values({
    id,
    tokenHash: hashToken(token),
    audience: input.audience,
    userId: input.userId,
    rentalPlaceUserId: input.rentalPlaceUserId,
    b2bAccountId: input.b2bAccountId,
    companyId: input.companyId ?? null,
    tool: input.tool ?? 'dashboard',
    impersonatedBy: input.impersonatedBy ?? null,
    openedByB2bAccountId: input.openedByB2bAccountId ?? null,
    openerSessionId: input.openerSessionId ?? null,
    expiresAt,
    ip: input.ip,
  });
  return { token, sessionId: id, expiresAt };
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return (await db.select().from(sessions).where(eq(sessions.id, id)))[0];
}

export async function updateSession(db: Db, id: string, values: Partial<Pick<SessionRow, 'companyId' | 'tool'>>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live session of a user (or rental-place user, or B2B account), except `keep`; only those in
 * `companyId` if given. Without a company, the sessions they opened on behalf of others end too.
 */
export async function revokeSessionsOf(
  db: Db,
  who: { userId?: string; rentalPlaceUserId?: string; b2bAccountId?: string },
  now: Date,
  keep?: string,
  companyId?: string,
) {
  const owner = who.userId
    ? eq(sessions.userId, who.userId)
    : who.rentalPlaceUserId
      ? eq(sessions.rentalPlaceUserId, who.rentalPlaceUserId)
      : eq(sessions.b2bAccountId, who.b2bAccountId ?? '');
  const openedByThem = who.userId
    ? eq(sessions.impersonatedBy, who.userId)
    : who.b2bAccountId
      ? eq(sessions.openedByB2bAccountId, who.b2bAccountId)
      : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        openedByThem && !companyId ? or(owner, openedByThem) : owner,
        isNull(sessions.revokedAt),
        keep ? sql`${sessions.id} <> ${keep}` : undefined,
        companyId ? eq(sessions.companyId, companyId) : undefined,
      ),
    );
}

/**
 * Ends the live sessions a managing place opened in these companies (when they are no longer its to manage). Written
 * to the sessions table, so every process drops them at once (entry 59).
 */
export async function revokeSessionsOpenedByB2bIn(db: Db, b2bAccountId: string, companyIds: string[], now: Date) {
  if (companyIds.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.openedByB2bAccountId, b2bAccountId),
        inArray(sessions.companyId, companyIds),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Every authenticated request reads its session with the user, membership and company in this one statement. */
const sessionByToken = preparedOn((db) =>
  db
    .select({
      session: sessions,
      user: {
        email: users.email,
        role: users.role,
        active: users.isAccountActivated,
        deletedAt: users.deletedAt,
      },
      membership: { isManager: memberships.isManager, access: memberships.access },
      company: {
        accountStatus: companies.accountStatus,
        trialEndsAt: companies.trialEndsAt,
        subscriptionPending: companies.subscriptionPending,
      },
      rpEmail: rentalPlaceUsers.email,
      rpAnonymised: rentalPlaceUsers.anonymisedAt,
      b2bEmail: b2bAccounts.email,
      b2bActive: b2bAccounts.isActive,
      opener: {
        id: openers.id,
        userId: openers.userId,
        b2bAccountId: openers.b2bAccountId,
        revokedAt: openers.revokedAt,
        expiresAt: openers.expiresAt,
      },
      openerUser: { role: openerUsers.role, active: openerUsers.isAccountActivated, deletedAt: openerUsers.deletedAt },
      openerB2bActive: openerB2bAccounts.isActive,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(rentalPlaceUsers, eq(rentalPlaceUsers.id, sessions.rentalPlaceUserId))
    .leftJoin(b2bAccounts, eq(b2bAccounts.id, sessions.b2bAccountId))
    .leftJoin(openers, eq(openers.id, sessions.openerSessionId))
    .leftJoin(openerUsers, eq(openerUsers.id, openers.userId))
    .leftJoin(openerB2bAccounts, eq(openerB2bAccounts.id, openers.b2bAccountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token'),
);

type SessionJoin = Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>[number];

/** The rows a session's answer is read from: a change of any of them drops the kept answer. */
export function sessionRowTags({ session, opener }: SessionJoin): string[] {
  const tags = [`sessions:${session.id}`];
  if (opener?.id) tags.push(`sessions:${opener.id}`);
  if (opener?.userId) tags.push(`users:${opener.userId}`);
  if (opener?.b2bAccountId) tags.push(`b2b_accounts:${opener.b2bAccountId}`);
  if (session.userId) tags.push(`users:${session.userId}`, `memberships:${session.userId}`);
  if (session.companyId) tags.push(`companies:${session.companyId}`);
  if (session.rentalPlaceUserId) tags.push(`rental_place_users:${session.rentalPlaceUserId}`);
  if (session.b2bAccountId) tags.push(`b2b_accounts:${session.b2bAccountId}`);
  return tags;
}

/**
 * The request guard's one read: the session with its user, membership and company (or its marketplace account).
 * A deliberate cross-module join: it runs on every authenticated request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  _audience: unknown,
  now: Date,
  cache?: RowCache,
): Promise<Actor | AppError> {
  const tokenHash = hashToken(token);
  const read = async () => (await sessionByToken(db).execute({ tokenHash }))[0];
  // the row is kept while none of the rows it joins changes; expiry and the company's lock are judged at each request
  const row = cache ? await cache.read(`session:${tokenHash}`, read, sessionRowTags) : await read();

  if (!row) return unauthorized('authenticationFailed', 'This session token is not valid');
  const { session } = row;
  if (session.revokedAt || session.expiresAt <= now) {
    return unauthorized('sessionExpired', 'This session has ended; log in again');
  }
  if (session.audience === 'rentalPlace') {
    if (!row.rpEmail || row.rpAnonymised) return unauthorized('accountIssue', 'This account no longer exists');
    return {
      kind: 'rentalPlaceUser',
      sessionId: session.id,
      rentalPlaceUserId: session.rentalPlaceUserId!,
      email: row.rpEmail,
    };
  }
  if (session.audience === 'b2b') {
    if (!row.b2bEmail || !row.b2bActive) return unauthorized('accountIssue', 'This managing place account is disabled');
    return { kind: 'b2b', sessionId: session.id, b2bAccountId: session.b2bAccountId!, email: row.b2bEmail };
  }
  const user = row.user;
  if (!user || user.deletedAt || !user.active) return unauthorized('accountIssue', 'This user account is deactivated');
  const onBehalf = !!(session.impersonatedBy || session.openedByB2bAccountId);
  if (onBehalf && !openerStillLive(row, now)) {
    return unauthorized('sessionExpired', 'The session that opened this one has ended; log in again');
  }
  if (session.companyId && row.company && !session.impersonatedBy) {
    const lock = companyLockReason(row.company, now);
    if (lock) return lock;
  }
  return {
    kind: 'user',
    sessionId: session.id,
    userId: session.userId!,
    // a session opened on behalf of a user acts in its company only: never with the user's platform role
    role: onBehalf && (user.role === 'admin' || user.role === 'reconditioner') ? 'user' : (user.role as UserRole),
    email: user.email,
    companyId: session.companyId,
    tool: session.tool,
    membership: row.membership
      ? { isManager: row.membership.isManager, access: row.membership.access as AccessMap }
      : null,
    impersonatedBy: session.impersonatedBy,
    openedByB2bAccountId: session.openedByB2bAccountId,
  };
}

/**
 * An on-behalf session is honoured only while the session that opened it is live and its account still may: an
 * active administrator for an impersonation, an active managing place for a B2B opening.
 */
function openerStillLive({ session, opener, openerUser, openerB2bActive }: SessionJoin, now: Date): boolean {
  if (!opener?.id || opener.revokedAt || opener.expiresAt <= now) return false;
  if (session.impersonatedBy) {
    return (
      opener.userId === session.impersonatedBy &&
      openerUser?.role === 'admin' &&
      openerUser.active === true &&
      !openerUser.deletedAt
    );
  }
  return opener.b2bAccountId === session.openedByB2bAccountId && openerB2bActive === true;
}
