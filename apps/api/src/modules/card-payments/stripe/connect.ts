import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { findCompanyById } from '../../companies/index.ts';
import {
  accountFigures,
  type ConnectedAccount,
  findConnectedAccount,
  saveAccountFigures,
} from './accounts-repository.ts';
import { stripeClient, stripeConfigured } from './client.ts';
import { stripeCall } from './stripe-errors.ts';
import { type ConnectedAccountType, stripeAccounts } from './tables.ts';

type StaffCtx = Ctx & { companyId: string };

/** Where Stripe's onboarding sends the shop back: its card payment settings, which then ask for the status. */
export const settingsPage = (publicUrl: string, step: 'return' | 'refresh') =>
  `${publicUrl}/dashboard/settings/card-payments?stripe=${step}`;

export function accountView(type: ConnectedAccountType, row: ConnectedAccount | undefined) {
  return {
    type,
    connected: Boolean(row),
    accountId: row?.accountId ?? null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    requirementsDue: row?.requirementsDue ?? [],
  };
}

/**
 * The shop's Express account, made on first call (one per company, under a lock; a second call reuses it), and a
 * fresh onboarding link on Stripe where the shop fills in its business and bank details.
 */
export async function createExpressAccount(ctx: StaffCtx, country: string | undefined) {
  const stripe = stripeClient(ctx.deps.config);
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('stripe-account'), hashtext(${ctx.companyId}))`);
    let row = await findConnectedAccount(tx.db, ctx.companyId);
    if (!row) {
      const company = await findCompanyById(tx.db, ctx.companyId);
      if (!company) throw notFound('company', ctx.companyId);
      const shopCountry = country ?? (/^[A-Z]{2}$/.test(company.country ?? '') ? company.country : null);
      const account = await stripeCall(() =>
        stripe.accounts.create(
          {
            type: 'express',
            ...(shopCountry && { country: shopCountry }),
            business_profile: { name: company.name },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { companyId: company.id },
          },
          { idempotencyKey: `account-express-${company.id}` },
        ),
      );
      [row] = await tx.db
        .insert(stripeAccounts)
        .values({
          companyId: ctx.companyId,
          type: 'express',
          accountId: account.id,
          ...accountFigures(account),
          createdAt: tx.now,
          updatedAt: tx.now,
        })
        .returning();
    }
    const { accountId } = row as ConnectedAccount;
    const link = await stripeCall(() =>
      stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: settingsPage(tx.deps.config.publicUrl, 'refresh'),
        return_url: settingsPage(tx.deps.config.publicUrl, 'return'),
      }),
    );
    return {
      ...accountView('express', row),
      url: link.url,
      expiresAt: new Date(link.expires_at * 1000).toISOString(),
    };
  });
}

/** The account as Stripe says it is now (kept in our row); not connected when the shop has none. */
export async function checkAccountStatus(ctx: StaffCtx, type: ConnectedAccountType) {
  const stripe = stripeClient(ctx.deps.config);
  const row = await findConnectedAccount(ctx.db, ctx.companyId, type);
  if (!row) return accountView(type, undefined);
  const account = await stripeCall(() => stripe.accounts.retrieve(row.accountId), 'Stripe account');
  return accountView(type, await saveAccountFigures(ctx.db, ctx.companyId, account, ctx.now));
}

/** The account as last heard of, with no call to Stripe. */
export async function storedAccountStatus(ctx: StaffCtx, type: ConnectedAccountType) {
  stripeClient(ctx.deps.config);
  return accountView(type, await findConnectedAccount(ctx.db, ctx.companyId, type));
}

/**
 * Stops taking payments on the account: our link to it goes, the account itself stays the shop's at Stripe (its
 * balance and payouts are its own). Payments already made keep their checkout's account for refunds.
 */
export async function disconnectAccount(ctx: StaffCtx, type: ConnectedAccountType) {
  stripeClient(ctx.deps.config);
  await ctx.db
    .delete(stripeAccounts)
    .where(and(eq(stripeAccounts.companyId, ctx.companyId), eq(stripeAccounts.type, type)));
  return accountView(type, undefined);
}

/** A one-time link into the shop's own Express dashboard (payments, payouts), once onboarding is done. */
export async function loginLink(ctx: StaffCtx, type: ConnectedAccountType) {
  const stripe = stripeClient(ctx.deps.config);
  const row = await findConnectedAccount(ctx.db, ctx.companyId, type);
  if (!row?.detailsSubmitted) {
    throw conflict('stripeAccountNotConnected', 'The shop has not finished connecting its Stripe account');
  }
  const link = await stripeCall(() => stripe.accounts.createLoginLink(row.accountId), 'Stripe account');
  return { url: link.url };
}

/** Which provider takes card payments here, and whether the shop can take them through Stripe. Never a 503. */
export async function stripeVisibility(ctx: StaffCtx) {
  const configured = stripeConfigured(ctx.deps.config);
  const row = configured ? await findConnectedAccount(ctx.db, ctx.companyId) : undefined;
  return {
    provider: configured ? ('STRIPE' as const) : ctx.deps.config.cardSandbox ? ('SANDBOX' as const) : null,
    stripeConfigured: configured,
    connected: Boolean(row),
    chargesEnabled: row?.chargesEnabled ?? false,
  };
}
