import { unauthorized } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { findB2bAccountByEmail, findRentalPlaceUserByEmail } from '../rental-place/index.ts';
import { checkCredentials } from './login.ts';
import { createSession } from './sessions.ts';

/** One login for the marketplace: a customer account, or else a managing place (B2B) account with that email. */
export async function loginMarketplace(ctx: Ctx, email: string, password: string, device?: string) {
  const account = await checkCredentials(
    ctx,
    email,
    password,
    async (e) => {
      const customer = await findRentalPlaceUserByEmail(ctx.db, e);
      if (customer && !customer.anonymisedAt)
        return { kind: 'customer' as const, row: customer, passwordHash: customer.passwordHash };
      const b2b = await findB2bAccountByEmail(ctx.db, e);
      return b2b ? { kind: 'b2b' as const, row: b2b, passwordHash: b2b.passwordHash } : undefined;
    },
    device,
  );
  const ttl = ctx.deps.config.sessionTtlHours;
  if (account.kind === 'customer') {
    const issued = await createSession(
      ctx.db,
      { audience: 'rentalPlace', rentalPlaceUserId: account.row.id, ip: ctx.ip },
      ctx.now,
      ttl,
    );
    const { id, email: mail, firstName, lastName } = account.row;
    return {
      token: issued.token,
      expiresAt: issued.expiresAt.toISOString(),
      connectTo: 'rental_place' as const,
      account: { id, email: mail, firstName, lastName },
    };
  }
  if (!account.row.isActive) throw unauthorized('accountIssue', 'This managing place account is disabled');
  const issued = await createSession(
    ctx.db,
    { audience: 'b2b', b2bAccountId: account.row.id, ip: ctx.ip },
    ctx.now,
    ttl,
  );
  const { id, email: mail, name } = account.row;
  return {
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    connectTo: 'rp_b2b' as const,
    account: { id, email: mail, name },
  };
}
