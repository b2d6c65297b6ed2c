import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { inviterUsersView as inviters, usersView as users } from '../users/index.ts';
import { companyInvitations } from './tables.ts';

export type InvitationRow = typeof companyInvitations.$inferSelect;

/** One invitation, by its key. */
const invitationKey = (companyId: string, id: string) =>
  and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id));

/** Drops the pending invitations of a person to a company (a new one replaces them). */
export async function dropPendingInvitations(db: Db, companyId: string, userId: string) {
  await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.userId, userId),
        isNull(companyInvitations.acceptedAt),
      ),
    );
}

export async function insertInvitation(db: Db, values: typeof companyInvitations.$inferInsert) {
  await db.insert(companyInvitations).values(values);
}

/** The pending invitation with this token hash, locked for its acceptance when `lock`. */
export async function pendingInvitationByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.tokenHash, tokenHash), isNull(companyInvitations.acceptedAt)));
  return (await (lock ? query.for('update') : query))[0];
}

export async function markInvitationAccepted(db: Db, companyId: string, id: string, now: Date) {
  await db.update(companyInvitations).set({ acceptedAt: now }).where(invitationKey(companyId, id));
}

/** The company's invitations not yet accepted nor declined (expired ones too), newest first, with who sent them. */
export const pendingInvitationsOfCompany = (db: Db, companyId: string) =>
  db
    .select({
      invitation: companyInvitations,
      userEmail: users.email,
      inviter: { firstName: inviters.firstName, lastName: inviters.lastName, email: inviters.email },
    })
    .from(companyInvitations)
    .innerJoin(users, eq(users.id, companyInvitations.userId))
    .leftJoin(inviters, eq(inviters.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
    .orderBy(desc(companyInvitations.createdAt))
    .limit(500);

/** One pending invitation of the company, locked for its change. */
export const lockPendingInvitation = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(companyInvitations)
      .where(and(invitationKey(companyId, id), isNull(companyInvitations.acceptedAt)))
      .for('update')
  )[0];

/** A fresh link for a pending invitation: the old one stops working. */
export async function renewInvitation(db: Db, companyId: string, id: string, tokenHash: string, expiresAt: Date) {
  await db.update(companyInvitations).set({ tokenHash, expiresAt }).where(invitationKey(companyId, id));
}

/** Cancelled by the company or declined by the person: the invitation is gone (the audit log keeps the trace). */
export async function deleteInvitation(db: Db, companyId: string, id: string) {
  await db.delete(companyInvitations).where(invitationKey(companyId, id));
}
