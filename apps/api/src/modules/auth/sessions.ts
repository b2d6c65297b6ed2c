import type { AccessMap, UserRole } from '@hirebase/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RowCache } from '../../platform/cache/row-cache.ts';
import type { Db } from '../../platform/db/pool.ts';
import { preparedOn } from '../../platform/db/prepared.ts';
import { type AppError, unauthorized } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/actor.ts';
import { newId } from '../../platform/ids.ts';
import { companiesView as companies, companyLockReason } from '../companies/index.ts';
import { membershipsView as memberships } from '../employees/index.ts';
import { b2bAccountsView as b2bAccounts, rentalPlaceUsersView as rentalPlaceUsers } from '../rental-place/index.ts';
import { usersView as users } from '../users/index.ts';
import { hashToken, newToken } from './secrets.ts';
import { sessions } from './tables.ts';

export type SessionRow = typeof sessions.$inferSelect;
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
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
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

/** Revokes every live session of a user (or rental-place user), except `keep`; only those in `companyId` if given. */
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
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        owner,
        isNull(sessions.revokedAt),
        keep ? sql`${sessions.id} <> ${keep}` : undefined,
        companyId ? eq(sessions.companyId, companyId) : undefined,
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
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(rentalPlaceUsers, eq(rentalPlaceUsers.id, sessions.rentalPlaceUserId))
    .leftJoin(b2bAccounts, eq(b2bAccounts.id, sessions.b2bAccountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token'),
);

type SessionJoin = Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>[number];

/** The rows a session's answer is read from: a change of any of them drops the kept answer. */
export function sessionRowTags({ session }: SessionJoin): string[] {
  const tags = [`sessions:${session.id}`];
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
  if (session.companyId && row.company && !session.impersonatedBy) {
    const lock = companyLockReason(row.company, now);
    if (lock) return lock;
  }
  return {
    kind: 'user',
    sessionId: session.id,
    userId: session.userId!,
    role: user.role as UserRole,
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
