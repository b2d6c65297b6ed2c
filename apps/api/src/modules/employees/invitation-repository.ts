import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { companyInvitations } from './tables.ts';

export type InvitationRow = typeof companyInvitations.$inferSelect;

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
  await db
    .update(companyInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id)));
}
