import { audit } from '../../platform/audit.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, userActor } from '../../platform/http/context.ts';
import { findCompanyById } from '../companies/index.ts';
import { employeesOfCompany, findMembership, membershipsOfUser } from '../employees/index.ts';
import { companiesOfB2bAccount, isCompanyOfB2bAccount } from '../rental-place/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { createSession, findSession, revokeSession } from './sessions.ts';
import { openUserSession } from './user-session.ts';

/** A session opened on behalf of someone lasts at most this long (and never longer than the session that opened it). */
export const ON_BEHALF_SESSION_MINUTES = 60;
const onBehalfExpiry = (now: Date) => new Date(now.getTime() + ON_BEHALF_SESSION_MINUTES * 60_000);

async function targetUser(ctx: Ctx, companyId: string, userId: string) {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company) throw notFound('company', companyId);
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await findMembership(ctx.db, companyId, userId))) throw notFound('employee', userId);
  return user;
}

/** An administrator opens a session as a user of a company; the admin's own session is kept for going back. */
export async function logAs(ctx: Ctx, companyId: string, userId: string) {
  const admin = userActor(ctx);
  const user = await targetUser(ctx, companyId, userId);
  return inTransaction(ctx, async (tx) => {
    await audit(tx, {
      action: 'impersonation.start',
      entity: 'user',
      entityId: user.id,
      companyId,
      data: { adminId: admin.userId },
    });
    return openUserSession(tx, user, {
      companyId,
      impersonatedBy: admin.userId,
      openerSessionId: admin.sessionId,
      expiresAt: onBehalfExpiry(tx.now),
      tool: 'dashboard',
    });
  });
}

/**
 * Ends the impersonated session and opens a fresh one for the administrator behind it, in place of the session that
 * opened the impersonation (the request guard has checked that this one is still live and its account unchanged).
 */
export async function goBackOnAdmin(ctx: Ctx) {
  const actor = userActor(ctx);
  if (!actor.impersonatedBy) throw forbidden('This session is not an impersonation');
  const opener = await openerOf(ctx, actor.sessionId);
  const admin = await findUserById(ctx.db, actor.impersonatedBy);
  if (admin?.role !== 'admin' || !admin.isAccountActivated || admin.deletedAt || opener.userId !== admin.id)
    throw forbidden('The administrator account is no longer active');
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    await revokeSession(tx.db, opener.id, tx.now);
    await audit(tx, { action: 'impersonation.end', entity: 'user', entityId: actor.userId });
    return openUserSession(tx, admin, { companyId: null, tool: 'dashboard' });
  });
}

/** A managing place (B2B) opens the dashboard of one of its companies as that company's first manager. */
export async function logAsUserFromRpB2B(ctx: Ctx, companyId: string, userId: string | undefined) {
  if (ctx.actor.kind !== 'b2b') throw forbidden('Only a managing place account can do this');
  const { b2bAccountId, sessionId: b2bSessionId } = ctx.actor;
  if (!(await isCompanyOfB2bAccount(ctx.db, b2bAccountId, companyId))) throw notFound('company', companyId);
  const user = userId
    ? await targetUser(ctx, companyId, userId)
    : await firstOpenableManager(ctx, b2bAccountId, companyId);
  if (!(await openableByB2b(ctx, b2bAccountId, user))) throw notFound('employee', user.id);
  return inTransaction(ctx, async (tx) => {
    // held until the session is written: removing the company from the managing place waits, then ends it too
    if (!(await isCompanyOfB2bAccount(tx.db, b2bAccountId, companyId, true))) throw notFound('company', companyId);
    await audit(tx, {
      action: 'b2b.openCompany',
      entity: 'user',
      entityId: user.id,
      companyId,
      data: { b2bAccountId },
    });
    return openUserSession(tx, user, {
      companyId,
      openedByB2bAccountId: b2bAccountId,
      openerSessionId: b2bSessionId,
      expiresAt: onBehalfExpiry(tx.now),
      tool: 'dashboard',
    });
  });
}

/**
 * A managing place opens only users whose whole access comes from the companies it manages, and never a platform
 * administrator or reconditioner: anyone else is answered as if they were not employed there.
 */
async function openableByB2b(ctx: Ctx, b2bAccountId: string, user: UserRow) {
  if (user.role === 'admin' || user.role === 'reconditioner') return false;
  const managed = new Set((await companiesOfB2bAccount(ctx.db, b2bAccountId)).map((c) => c.id));
  const memberships = await membershipsOfUser(ctx.db, user.id);
  return memberships.every((m) => managed.has(m.companyId));
}

async function openerOf(ctx: Ctx, sessionId: string) {
  const opener = (await findSession(ctx.db, sessionId))?.openerSessionId;
  const session = opener ? await findSession(ctx.db, opener) : undefined;
  if (!session || session.revokedAt || session.expiresAt <= ctx.now) throw forbidden('The opening session has ended');
  return session;
}

async function firstOpenableManager(ctx: Ctx, b2bAccountId: string, companyId: string) {
  for (const e of await employeesOfCompany(ctx.db, companyId)) {
    if (e.isManager && e.user.isAccountActivated && (await openableByB2b(ctx, b2bAccountId, e.user))) return e.user;
  }
  throw notFound('manager of company', companyId);
}

/** Ends a session opened from a managing place and gives the B2B account a fresh session. */
export async function goBackOnRpB2B(ctx: Ctx) {
  const actor = userActor(ctx);
  if (!actor.openedByB2bAccountId) throw forbidden('This session was not opened from a managing place');
  const b2bAccountId = actor.openedByB2bAccountId;
  const opener = await openerOf(ctx, actor.sessionId);
  if (opener.b2bAccountId !== b2bAccountId) throw forbidden('The opening session has ended');
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    await revokeSession(tx.db, opener.id, tx.now);
    const issued = await createSession(
      tx.db,
      { audience: 'b2b', b2bAccountId, ip: tx.ip },
      tx.now,
      tx.deps.config.sessionTtlHours,
    );
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), connectTo: 'rp_b2b' as const };
  });
}
