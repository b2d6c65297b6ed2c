import { type AccessMap, fullAccess, normalizeAccess } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { renderAccountMail } from '../../platform/mail/templates.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import * as invitations from './invitation-repository.ts';
import * as repo from './repository.ts';

/** How long the mailed link of an invitation stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface InvitationInput {
  email: string;
  isManager: boolean;
  access: Partial<AccessMap>;
}

/**
 * Invites an existing user to the company: they are mailed a link and become a member only when they accept. The
 * answer names only what the inviter sent, so it tells nothing of the person behind the email; a platform
 * administrator or reconditioner gets the same answer, but no invitation (they are never staff by invitation).
 */
export async function inviteExistingUser(
  tx: Ctx,
  company: { id: string; name: string },
  user: UserRow,
  input: InvitationInput,
) {
  const access = input.isManager ? fullAccess() : normalizeAccess(input.access);
  const expiresAt = new Date(tx.now.getTime() + INVITATION_TTL_MS);
  const answer = {
    invitation: { email: input.email.trim(), isManager: input.isManager, access, expiresAt: expiresAt.toISOString() },
  };
  if (!invitable(user)) return answer;
  const token = newToken();
  await invitations.dropPendingInvitations(tx.db, company.id, user.id);
  await invitations.insertInvitation(tx.db, {
    companyId: company.id,
    id: newId(tx.now.getTime()),
    userId: user.id,
    email: answer.invitation.email,
    isManager: input.isManager,
    access,
    invitedBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
    tokenHash: hashToken(token),
    expiresAt,
  });
  await audit(tx, {
    companyId: company.id,
    action: 'employee.invite',
    entity: 'user',
    entityId: user.id,
    to: input.isManager ? 'manager' : 'employee',
  });
  await mailInvitation(tx, company, user, token);
  return answer;
}

/** Mails the invitation's link to the person (to their account's address). */
export async function mailInvitation(tx: Ctx, company: { name: string }, user: UserRow, token: string) {
  const mail = renderAccountMail('companyInvitation', user.language, {
    name: user.firstName || user.email,
    link: `${tx.deps.config.publicUrl}/invitation?token=${encodeURIComponent(token)}`,
    company: company.name,
  });
  await tx.deps.mailer.enqueue(tx.db, { to: user.email, ...mail, template: 'companyInvitation' }, tx.now);
}

/** Whether the person may still be invited: an active account that is not platform staff. */
export const invitable = (user: UserRow | undefined): user is UserRow =>
  !!user && user.role !== 'admin' && user.role !== 'reconditioner' && !user.deletedAt && user.isAccountActivated;

async function pendingInvitation(ctx: Ctx, token: string, lock: boolean) {
  const row = await invitations.pendingInvitationByTokenHash(ctx.db, hashToken(token), lock);
  if (!row) throw badRequest('token', 'This invitation is not valid or was already accepted');
  if (row.expiresAt <= ctx.now) throw badRequest('token', 'This invitation has expired: ask for a new one');
  const [company, user] = await Promise.all([findCompanyById(ctx.db, row.companyId), findUserById(ctx.db, row.userId)]);
  if (!company || !user || user.deletedAt || !user.isAccountActivated)
    throw badRequest('token', 'This invitation is not valid or was already accepted');
  return { row, company, user };
}

/** What the invitation page shows before the person accepts: the company and the role offered. */
export async function readInvitation(ctx: Ctx, token: string) {
  const { row, company, user } = await pendingInvitation(ctx, token, false);
  return {
    companyName: company.name,
    email: user.email,
    isManager: row.isManager,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Accepting the mailed invitation makes the person a member of the company with the access offered. */
export async function acceptInvitation(ctx: Ctx, token: string) {
  return inTransaction(ctx, async (tx) => {
    const { row, company, user } = await pendingInvitation(tx, token, true);
    const before = await repo.findMembership(tx.db, row.companyId, user.id);
    if (!before) {
      await repo.upsertMembership(tx.db, {
        companyId: row.companyId,
        userId: user.id,
        isManager: row.isManager,
        access: row.access,
      });
    }
    await invitations.markInvitationAccepted(tx.db, row.companyId, row.id, tx.now);
    await audit(tx, {
      companyId: row.companyId,
      action: 'employee.add',
      entity: 'user',
      entityId: user.id,
      from: null,
      to: row.isManager ? 'manager' : 'employee',
      data: { invitationId: row.id, invitedBy: row.invitedBy },
    });
    return { companyName: company.name };
  });
}

/** Declining from the mailed link: the invitation is gone and the person does not join. */
export async function declineInvitation(ctx: Ctx, token: string) {
  return inTransaction(ctx, async (tx) => {
    const { row, company, user } = await pendingInvitation(tx, token, true);
    await invitations.deleteInvitation(tx.db, row.companyId, row.id);
    await audit(tx, {
      companyId: row.companyId,
      action: 'employee.declineInvitation',
      entity: 'user',
      entityId: user.id,
      data: { invitationId: row.id, invitedBy: row.invitedBy },
    });
    return { companyName: company.name };
  });
}
