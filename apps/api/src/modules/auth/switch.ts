import type { Tool } from '@hirebase/shared';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, userActor } from '../../platform/http/context.ts';
import { companyLockReason, findCompanyById } from '../companies/index.ts';
import { findMembership } from '../employees/index.ts';
import { findUserById, updateUser } from '../users/index.ts';
import { revokeSession } from './sessions.ts';
import { openUserSession } from './user-session.ts';

/**
 * Moves the session to another company of the user (a new token; the old one is revoked).
 * A company the user does not belong to is answered 404, as if it did not exist.
 */
export async function switchCompany(ctx: Ctx, companyId: string) {
  const actor = userActor(ctx);
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
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, actor.sessionId, tx.now);
    if (remember && target.companyId && !actor.impersonatedBy)
      await updateUser(tx.db, user.id, { lastCompanyId: target.companyId });
    return openUserSession(tx, user, {
      ...target,
      impersonatedBy: actor.impersonatedBy,
      openedByB2bAccountId: actor.openedByB2bAccountId,
    });
  });
}
