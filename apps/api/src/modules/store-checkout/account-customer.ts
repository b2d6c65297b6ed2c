import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { customerByEmail, customerOfAccount, linkCustomerToAccount } from '../customers/index.ts';
import { findRentalPlaceUserById } from '../rental-place/index.ts';

/** The marketplace account whose session came with the checkout, if any. */
export const accountOf = (ctx: Ctx) => (ctx.actor.kind === 'rentalPlaceUser' ? ctx.actor.rentalPlaceUserId : null);

/**
 * The shop's customer a checkout books for, in its transaction. A visitor: the customer with the typed email, if
 * any. A logged-in marketplace customer: the shop's customer already linked to their account, else the one with the
 * account's own (verified) email, linked now; else the one with the typed email, left unlinked (a typed email never
 * hands someone else's record to an account). Under a lock on the account in this shop, so two checkouts at once
 * find or make one record. Undefined: a new customer is to be made (`linkNew` links it once made).
 */
export async function checkoutCustomer(tx: Ctx, companyId: string, email: string) {
  const accountId = accountOf(tx);
  if (!accountId) return { known: await customerByEmail(tx.db, companyId, email), linkNew: null };
  await tx.db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`store-account:${companyId}:${accountId}`}, 0))`,
  );
  const linked = await customerOfAccount(tx.db, companyId, accountId);
  if (linked) return { known: linked, linkNew: null };
  const account = await findRentalPlaceUserById(tx.db, accountId);
  const own = account ? await customerByEmail(tx.db, companyId, account.email) : undefined;
  if (own && !own.rentalPlaceUserId && (await linkCustomerToAccount(tx, companyId, own.id, accountId))) {
    return { known: own, linkNew: null };
  }
  const typed = await customerByEmail(tx.db, companyId, email);
  return { known: typed, linkNew: typed ? null : accountId };
}
