import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/pool.ts';
import { liveRowsOf } from '../../platform/db/soft-delete.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { customers } from './tables.ts';

/** The shop's live customer linked to a marketplace account, the oldest when staff linked several. */
export const customerOfAccount = async (db: Db, companyId: string, rentalPlaceUserId: string) =>
  (
    await db
      .select()
      .from(customers)
      .where(and(liveRowsOf(customers, companyId), eq(customers.rentalPlaceUserId, rentalPlaceUserId)))
      .orderBy(asc(customers.id))
      .limit(1)
  )[0];

/**
 * Links the shop's customer to a marketplace account (their orders then show in the account's list), in the
 * caller's transaction. Only a customer linked to no account yet: false otherwise.
 */
export async function linkCustomerToAccount(tx: Ctx, companyId: string, customerId: string, rentalPlaceUserId: string) {
  const linked = await tx.db
    .update(customers)
    .set({ rentalPlaceUserId, updatedAt: sql`now()` })
    .where(
      and(liveRowsOf(customers, companyId), eq(customers.id, customerId), sql`${customers.rentalPlaceUserId} is null`),
    )
    .returning({ id: customers.id });
  if (linked.length === 0) return false;
  await audit(tx, {
    action: 'customer.linkAccount',
    entity: 'customer',
    entityId: customerId,
    companyId,
    data: { rentalPlaceUserId },
  });
  return true;
}
