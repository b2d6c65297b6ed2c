import { AppError, unauthorized } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { companyLockReason } from '../companies/index.ts';
import { membershipsOfUser } from '../employees/index.ts';
import { findRentalPlaceUserByEmail } from '../rental-place/index.ts';
import { findUserByEmail, type UserRow, updateUser } from '../users/index.ts';
import { knownDeviceId } from './known-devices.ts';
import { beginLoginAttempt, markLoginSucceeded } from './login-throttle.ts';
import { verifyPassword } from './secrets.ts';
import { openUserSession } from './user-session.ts';

const failed = () => unauthorized('authenticationFailed', 'Wrong email or password');

/**
 * Checks email and password under the login limits (see login-throttle.ts); the same answer for an unknown email and
 * a wrong password. `device` is the browser's known-device token, if it sent one. The attempt is written before the
 * password is checked and outside the caller's transaction, so that failures count even when the login is refused.
 */
export async function checkCredentials<T extends { passwordHash: string | null }>(
  ctx: Ctx,
  email: string,
  password: string,
  find: (email: string) => Promise<T | undefined>,
  device?: string,
): Promise<T> {
  const deviceId = await knownDeviceId(ctx.db, email, device, ctx.now);
  const attempt = await beginLoginAttempt(ctx, email, { ip: ctx.ip, deviceId });
  const account = await find(email);
  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) throw failed();
  await markLoginSucceeded(ctx.db, attempt);
  return account;
}

const marketplaceAccount = () =>
  unauthorized('marketplaceAccount', 'This is a marketplace customer account: log in on the marketplace login');

/**
 * After a refused staff login: whether the email and password are those of a marketplace customer, who used the
 * wrong login. Only the password's holder learns that the account exists, which the marketplace login tells them
 * too; the hash is always checked (a dummy one when there is no such customer) so the answer takes the same time.
 */
async function isMarketplaceCustomer(ctx: Ctx, email: string, password: string) {
  const customer = await findRentalPlaceUserByEmail(ctx.db, email);
  const usable = customer && !customer.anonymisedAt ? customer.passwordHash : undefined;
  return verifyPassword(usable, password);
}

function assertUsable(user: UserRow) {
  if (!user.isAccountActivated) throw unauthorized('accountIssue', 'This account is deactivated');
  if (!user.isValidated) {
    throw unauthorized(
      'accountNotActivated',
      'This account is not activated yet: follow the link in the validation mail',
    );
  }
}

/** The company a staff member lands in: the last one used if still usable, else the first usable one. */
async function chooseCompany(ctx: Ctx, user: UserRow): Promise<string | null> {
  const companies = await membershipsOfUser(ctx.db, user.id);
  if (companies.length === 0) {
    if (user.role === 'admin' || user.role === 'reconditioner') return null;
    throw unauthorized('accountIssue', 'This account is not attached to any company');
  }
  const ordered = [...companies].sort(
    (a, b) => Number(b.companyId === user.lastCompanyId) - Number(a.companyId === user.lastCompanyId),
  );
  const usable = ordered.find((c) => !companyLockReason(c, ctx.now));
  if (usable) return usable.companyId;
  if (user.role === 'admin') return null;
  throw companyLockReason(ordered[0], ctx.now)!;
}

export async function loginStaff(
  ctx: Ctx,
  email: string,
  password: string,
  as: 'dashboard' | 'reconditioner',
  device?: string,
) {
  const user = await checkCredentials(ctx, email, password, (e) => findUserByEmail(ctx.db, e), device).catch(
    async (error) => {
      // only a wrong email or password, never a refusal of the login limits, is checked against the marketplace
      const wrong = error instanceof AppError && error.code === 'authenticationFailed';
      throw wrong && (await isMarketplaceCustomer(ctx, email, password)) ? marketplaceAccount() : error;
    },
  );
  assertUsable(user);
  if (as === 'reconditioner' && user.role !== 'reconditioner' && user.role !== 'admin') {
    throw unauthorized('accountIssue', 'This account has no access to reconditioning');
  }
  const companyId = as === 'reconditioner' ? null : await chooseCompany(ctx, user);
  return inTransaction(ctx, async (tx) => {
    if (companyId) await updateUser(tx.db, user.id, { lastCompanyId: companyId });
    return openUserSession(tx, user, { companyId, tool: as === 'reconditioner' ? 'reconditioning' : 'dashboard' });
  });
}
