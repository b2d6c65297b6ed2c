import type { Tool } from '@hirebase/shared';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, userActor } from '../../platform/http/context.ts';
import { companyLockReason, findCompanyById } from '../companies/index.ts';
import { findMembership } from '../employees/index.ts';
import { findUserById, updateUser } from '../users/index.ts';
import { findSession, revokeSession } from './sessions.ts';
import { openUserSession } from './user-session.ts';

/**
 * Moves the session to another company of the user (a new token; the old one is revoked).
 * A company the user does not belong to is answered 404, as if it did not exist.
 */
export async function switchCompany(ctx: Ctx, companyId: string) {
  const actor = userActor(ctx);
  // a session opened on behalf of someone is bound to the company it was opened for
  if (actor.impersonatedBy || actor.openedByB2bAccountId)
    throw forbidden('A session opened on behalf of a user stays in its company');
  const membership = await findMembership(ctx.db, companyId, actor.userId);
  const company = membership ? await findCompanyById(ctx.db, companyId) : undefined;
  if (!company) throw notFound('company', companyId);
  if (!actor.impersonatedBy) {
    const lock = companyLockReason(company, ctx.now);
    if (lock) throw lock;
  }
  return reopen(ctx, { companyId, tool: actor.tool }, true);
}

export async function switchTool(ctx: Ctx, tool: Tool) {
  const actor = userActor(ctx);
  return reopen(ctx, { companyId: actor.companyId, tool }, false);
}

async function reopen(ctx: Ctx, target: { companyId: string | null; tool: string }, remember: boolean) {
  const actor = userActor(ctx);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw notFound('user', actor.userId);
  const current = await findSession(ctx.db, actor.sessionId);
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    if (remember && target.companyId && !actor.impersonatedBy)
      await updateUser(tx.db, user.id, { lastCompanyId: target.companyId });
    return openUserSession(tx, user, {
      ...target,
      impersonatedBy: actor.impersonatedBy,
      openedByB2bAccountId: actor.openedByB2bAccountId,
      // an on-behalf session keeps its opener and its end
      openerSessionId: current?.openerSessionId,
      expiresAt: current?.openerSessionId ? current.expiresAt : undefined,
    });
  });
}
