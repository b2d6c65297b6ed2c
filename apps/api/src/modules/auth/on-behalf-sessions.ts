import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { companiesView as companies } from '../companies/index.ts';
import { b2bAccountsView as b2bAccounts } from '../rental-place/index.ts';
import { openerUsersView as openers, usersView as users } from '../users/index.ts';
import { revokeSession } from './sessions.ts';
import { sessions } from './tables.ts';

const openerSessions = alias(sessions, 'opener_sessions');

const onBehalf = or(isNotNull(sessions.impersonatedBy), isNotNull(sessions.openedByB2bAccountId));

/** The live sessions opened on behalf of someone (administrators' impersonations and managing places' openings). */
export async function liveOnBehalfSessions(ctx: Ctx) {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      userEmail: users.email,
      companyId: sessions.companyId,
      companyName: companies.name,
      adminEmail: openers.email,
      b2bEmail: b2bAccounts.email,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(openerSessions, eq(openerSessions.id, sessions.openerSessionId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(openers, eq(openers.id, sessions.impersonatedBy))
    .leftJoin(b2bAccounts, eq(b2bAccounts.id, sessions.openedByB2bAccountId))
    .where(
      and(
        onBehalf,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now),
        isNull(openerSessions.revokedAt),
        gt(openerSessions.expiresAt, ctx.now),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    userEmail: r.userEmail ?? '',
    companyId: r.companyId,
    companyName: r.companyName ?? null,
    openedBy: r.adminEmail
      ? { kind: 'admin' as const, email: r.adminEmail }
      : { kind: 'b2b' as const, email: r.b2bEmail ?? '' },
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** Ends one session opened on behalf of someone, audited; any other session id is answered 404. */
export async function revokeOnBehalfSession(ctx: Ctx, id: string) {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ id: sessions.id, userId: sessions.userId, companyId: sessions.companyId })
      .from(sessions)
      .where(and(eq(sessions.id, id), onBehalf, isNull(sessions.revokedAt)));
    if (!row) throw notFound('session', id);
    await revokeSession(tx.db, id, tx.now);
    await audit(tx, {
      companyId: row.companyId,
      action: 'impersonation.revoke',
      entity: 'session',
      entityId: id,
      data: { userId: row.userId },
    });
    return { ok: true as const };
  });
}
