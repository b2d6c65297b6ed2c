import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { findUserById } from '../users/index.ts';
import * as invitations from './invitation-repository.ts';
import { INVITATION_TTL_MS, invitable, mailInvitation } from './invitations.ts';
import { assertMayOffer } from './service.ts';

/**
 * The company's pending invitations, for those who manage its staff: the address the inviter typed, when and by
 * whom, until when the link works. Nothing of the invited person's account (name, other companies) is shown.
 */
export async function listPendingInvitations(ctx: Ctx, companyId = tenantOf(ctx)) {
  const rows = await invitations.pendingInvitationsOfCompany(ctx.db, companyId);
  return rows.map(({ invitation, userEmail, inviter }) => ({
    id: invitation.id,
    email: invitation.email ?? userEmail,
    isManager: invitation.isManager,
    access: invitation.access,
    invitedAt: invitation.createdAt.toISOString(),
    invitedBy: inviter ? { firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email } : null,
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= ctx.now,
  }));
}

/** The company's pending invitation, locked, after checking the caller may offer what it offers; else 404/403. */
async function ownPendingInvitation(tx: Ctx, companyId: string, id: string) {
  const row = await invitations.lockPendingInvitation(tx.db, companyId, id);
  if (!row) throw notFound('invitation', id);
  assertMayOffer(tx, row.isManager, row.access);
  return row;
}

/** Mails a fresh link, valid 7 days from now; the previous link stops working. */
export async function resendInvitation(ctx: Ctx, id: string, companyId = tenantOf(ctx)) {
  return inTransaction(ctx, async (tx) => {
    const row = await ownPendingInvitation(tx, companyId, id);
    const token = newToken();
    const expiresAt = new Date(tx.now.getTime() + INVITATION_TTL_MS);
    await invitations.renewInvitation(tx.db, companyId, id, hashToken(token), expiresAt);
    const [company, user] = await Promise.all([findCompanyById(tx.db, companyId), findUserById(tx.db, row.userId)]);
    // an account that can no longer join gets no mail; the answer stays the same, so it tells nothing of it
    if (company && invitable(user)) await mailInvitation(tx, company, user, token);
    await audit(tx, { companyId, action: 'employee.resendInvitation', entity: 'user', entityId: row.userId });
    return { ok: true as const, expiresAt: expiresAt.toISOString() };
  });
}

/** Withdraws a pending invitation: its link stops working. */
export async function cancelInvitation(ctx: Ctx, id: string, companyId = tenantOf(ctx)) {
  return inTransaction(ctx, async (tx) => {
    const row = await ownPendingInvitation(tx, companyId, id);
    await invitations.deleteInvitation(tx.db, companyId, id);
    await audit(tx, { companyId, action: 'employee.cancelInvitation', entity: 'user', entityId: row.userId });
    return { ok: true as const };
  });
}
