import { unauthorized } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { findB2bAccountByEmail, findRentalPlaceUserByEmail } from '../rental-place/index.ts';
import { checkCredentials } from './login.ts';
import { verifyPassword } from './secrets.ts';
import { createSession } from './sessions.ts';

/**
 * One login for the marketplace: the customer account or the managing place (B2B) account with that email whose
 * password matches. Sign-up refuses an email either kind holds; accounts that shared one before are both tried, so a
 * customer account made with a managing place's email cannot keep its owner out.
 */
export async function loginMarketplace(ctx: Ctx, email: string, password: string, device?: string) {
  const account = await checkCredentials(
    ctx,
    email,
    password,
    async (e) => {
      const found = await findRentalPlaceUserByEmail(ctx.db, e);
      const customer =
        found && !found.anonymisedAt
          ? { kind: 'customer' as const, row: found, passwordHash: found.passwordHash }
          : undefined;
      const b2bRow = await findB2bAccountByEmail(ctx.db, e);
      const b2b = b2bRow ? { kind: 'b2b' as const, row: b2bRow, passwordHash: b2bRow.passwordHash } : undefined;
      if (customer && b2b) return (await verifyPassword(customer.passwordHash, password)) ? customer : b2b;
      return customer ?? b2b;
    },
    device,
  );
  const ttl = ctx.deps.config.sessionTtlHours;
  if (account.kind === 'customer') {
    if (!account.row.isValidated) {
      throw unauthorized(
        'accountNotActivated',
        'Confirm your email address first: follow the link in the sign-up mail',
      );
    }
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
