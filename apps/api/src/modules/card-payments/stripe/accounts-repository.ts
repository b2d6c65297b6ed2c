import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../../platform/db/pool.ts';
import { type ConnectedAccountType, stripeAccounts } from './tables.ts';

export type ConnectedAccount = typeof stripeAccounts.$inferSelect;

export async function findConnectedAccount(db: Db, companyId: string, type: ConnectedAccountType = 'express') {
  const [row] = await db
    .select()
    .from(stripeAccounts)
    .where(and(eq(stripeAccounts.companyId, companyId), eq(stripeAccounts.type, type)));
  return row as ConnectedAccount | undefined;
}

/** What Stripe says of the account, as our row keeps it. */
export const accountFigures = (account: Stripe.Account) => ({
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  detailsSubmitted: account.details_submitted ?? false,
  requirementsDue: account.requirements?.currently_due ?? [],
});

/** Keeps the company's row in step with what Stripe said of its account (only the row of that account id). */
export async function saveAccountFigures(db: Db, companyId: string, account: Stripe.Account, now: Date) {
  const [row] = await db
    .update(stripeAccounts)
    .set({ ...accountFigures(account), updatedAt: now })
    .where(and(eq(stripeAccounts.companyId, companyId), eq(stripeAccounts.accountId, account.id)))
    .returning();
  return row as ConnectedAccount | undefined;
}
