import { audit } from '../../platform/audit.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, userActor } from '../../platform/http/context.ts';
import { findCompanyById } from '../companies/index.ts';
import { employeesOfCompany, findMembership } from '../employees/index.ts';
import { isCompanyOfB2bAccount } from '../rental-place/index.ts';
import { findUserById } from '../users/index.ts';
import { createSession, revokeSession } from './sessions.ts';
import { openUserSession } from './user-session.ts';

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
    return openUserSession(tx, user, { companyId, impersonatedBy: admin.userId, tool: 'dashboard' });
  });
}

/** Ends the impersonated session and opens a fresh one for the administrator behind it. */
export async function goBackOnAdmin(ctx: Ctx) {
  const actor = userActor(ctx);
  if (!actor.impersonatedBy) throw forbidden('This session is not an impersonation');
  const admin = await findUserById(ctx.db, actor.impersonatedBy);
  if (admin?.role !== 'admin' || !admin.isAccountActivated)
    throw forbidden('The administrator account is no longer active');
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    await audit(tx, { action: 'impersonation.end', entity: 'user', entityId: actor.userId });
    return openUserSession(tx, admin, { companyId: null, tool: 'dashboard' });
  });
}

/** A managing place (B2B) opens the dashboard of one of its companies as that company's first manager. */
export async function logAsUserFromRpB2B(ctx: Ctx, companyId: string, userId: string | undefined) {
  if (ctx.actor.kind !== 'b2b') throw forbidden('Only a managing place account can do this');
  const b2bAccountId = ctx.actor.b2bAccountId;
  if (!(await isCompanyOfB2bAccount(ctx.db, b2bAccountId, companyId))) throw notFound('company', companyId);
  const user = userId ? await targetUser(ctx, companyId, userId) : await firstManager(ctx, companyId);
  return inTransaction(ctx, async (tx) => {
    await audit(tx, {
      action: 'b2b.openCompany',
      entity: 'user',
      entityId: user.id,
      companyId,
      data: { b2bAccountId },
    });
    return openUserSession(tx, user, { companyId, openedByB2bAccountId: b2bAccountId, tool: 'dashboard' });
  });
}

async function firstManager(ctx: Ctx, companyId: string) {
  const manager = (await employeesOfCompany(ctx.db, companyId)).find((e) => e.isManager && e.user.isAccountActivated);
  if (!manager) throw notFound('manager of company', companyId);
  return manager.user;
}

/** Ends a session opened from a managing place and gives the B2B account a fresh session. */
export async function goBackOnRpB2B(ctx: Ctx) {
  const actor = userActor(ctx);
  if (!actor.openedByB2bAccountId) throw forbidden('This session was not opened from a managing place');
  const b2bAccountId = actor.openedByB2bAccountId;
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    const issued = await createSession(
      tx.db,
      { audience: 'b2b', b2bAccountId, ip: tx.ip },
      tx.now,
      tx.deps.config.sessionTtlHours,
    );
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), connectTo: 'rp_b2b' as const };
  });
}
