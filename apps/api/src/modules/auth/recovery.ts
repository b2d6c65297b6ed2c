import { badRequest } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { renderAccountMail } from '../../platform/mail/templates.ts';
import { take } from '../../platform/throttle/throttle.ts';
import {
  findRentalPlaceUserByEmail,
  findRentalPlaceUserById,
  type RentalPlaceUserRow,
  updateRentalPlaceUser,
} from '../rental-place/index.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/index.ts';
import { forgetDevices, type RememberedDevice, rememberDevice } from './known-devices.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { PUBLIC_LIMITS } from './public-limits.ts';
import { checkPasswordPolicy, hashPassword } from './secrets.ts';
import { revokeSessionsOf } from './sessions.ts';

const displayName = (p: { firstName: string; email: string }) => p.firstName || p.email;

async function mailLink(
  ctx: Ctx,
  to: UserRow | RentalPlaceUserRow,
  template: 'passwordReset' | 'accountValidation' | 'emailValidation',
  path: string,
  token: string,
  company?: string,
) {
  const link = `${ctx.deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const mail = renderAccountMail(template, to.language, { name: displayName(to), link, company });
  await ctx.deps.mailer.enqueue(ctx.db, { to: to.email, ...mail, template }, ctx.now);
}

/**
 * Whether another account mail may go to this address now: a few per hour, so that nobody can flood a mailbox
 * through these calls. Past it the call still answers the same, only no mail leaves.
 */
async function mayMail(ctx: Ctx, email: string) {
  return (await take(ctx, PUBLIC_LIMITS.accountMailsPerAddress, email.trim().toLowerCase())).allowed;
}

/** Always answers the same, whether or not the email has an account, so emails cannot be probed. */
export async function sendPasswordRecovery(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.isAccountActivated || !(await mayMail(ctx, user.email))) return { ok: true as const };
  await inTransaction(ctx, async (tx) => {
    const token = await issueToken(tx.db, 'passwordReset', { userId: user.id }, tx.now);
    await mailLink(tx, user, 'passwordReset', '/reset-password', token);
  });
  return { ok: true as const };
}

/**
 * Sets the new password, validates the account (the mail proved the address) and ends every other session. The
 * browser that followed the link becomes the account's only known device: it may log in even while the account is
 * under attack (see login-throttle.ts).
 */
export async function resetPassword(ctx: Ctx, token: string, password: string, device?: string) {
  checkPasswordPolicy(password);
  return inTransaction(ctx, async (tx) => {
    const { userId } = await consumeToken(tx.db, 'passwordReset', token, tx.now);
    if (!userId) throw badRequest('token', 'This link is not valid or was already used');
    const user = await updateUser(tx.db, userId, { passwordHash: await hashPassword(password), isValidated: true });
    await revokeSessionsOf(tx.db, { userId }, tx.now);
    return renewDevices(tx, user!.email, device);
  });
}

async function renewDevices(tx: Ctx, email: string, device: string | undefined): Promise<RememberedDevice> {
  await forgetDevices(tx.db, email);
  return rememberDevice(tx.db, email, device, tx.now);
}

export async function sendAccountValidation(ctx: Ctx, user: UserRow, companyName?: string) {
  const token = await issueToken(ctx.db, 'accountValidation', { userId: user.id }, ctx.now);
  await mailLink(ctx, user, 'accountValidation', '/validate-account', token, companyName);
}

export async function resendValidation(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.isValidated && user.isAccountActivated && (await mayMail(ctx, user.email))) {
    await inTransaction(ctx, (tx) => sendAccountValidation(tx, user));
  }
  return { ok: true as const };
}

/** Activates the account from the mailed link; a password is required when the account has none yet. */
export async function validateAccount(ctx: Ctx, token: string, password: string | undefined) {
  if (password !== undefined) checkPasswordPolicy(password);
  return inTransaction(ctx, async (tx) => {
    const { userId } = await consumeToken(tx.db, 'accountValidation', token, tx.now);
    const user = userId ? await findUserById(tx.db, userId) : undefined;
    if (!user) throw badRequest('token', 'This link is not valid or was already used');
    if (!user.passwordHash && password === undefined) throw badRequest('password', 'Choose a password');
    await updateUser(tx.db, user.id, {
      isValidated: true,
      ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}),
    });
    return { ok: true as const };
  });
}

export async function sendRentalPlacePasswordRecovery(ctx: Ctx, email: string) {
  const user = await findRentalPlaceUserByEmail(ctx.db, email);
  if (!user || user.anonymisedAt || !(await mayMail(ctx, user.email))) return { ok: true as const };
  await inTransaction(ctx, async (tx) => {
    const token = await issueToken(tx.db, 'passwordReset', { rentalPlaceUserId: user.id }, tx.now);
    await mailLink(tx, user, 'passwordReset', '/marketplace/reset-password', token);
  });
  return { ok: true as const };
}

export async function resetRentalPlacePassword(ctx: Ctx, token: string, password: string, device?: string) {
  checkPasswordPolicy(password);
  return inTransaction(ctx, async (tx) => {
    const { rentalPlaceUserId } = await consumeToken(tx.db, 'passwordReset', token, tx.now);
    if (!rentalPlaceUserId) throw badRequest('token', 'This link is not valid or was already used');
    const user = await updateRentalPlaceUser(tx.db, rentalPlaceUserId, {
      passwordHash: await hashPassword(password),
      isValidated: true,
    });
    await revokeSessionsOf(tx.db, { rentalPlaceUserId }, tx.now);
    return renewDevices(tx, user!.email, device);
  });
}

export async function sendRentalPlaceEmailValidation(ctx: Ctx, user: RentalPlaceUserRow) {
  const token = await issueToken(ctx.db, 'accountValidation', { rentalPlaceUserId: user.id }, ctx.now);
  await mailLink(ctx, user, 'emailValidation', '/marketplace/validate', token);
}

export async function validateRentalPlaceUser(ctx: Ctx, token: string) {
  return inTransaction(ctx, async (tx) => {
    const { rentalPlaceUserId } = await consumeToken(tx.db, 'accountValidation', token, tx.now);
    const user = rentalPlaceUserId ? await findRentalPlaceUserById(tx.db, rentalPlaceUserId) : undefined;
    if (!user) throw badRequest('token', 'This link is not valid or was already used');
    return updateRentalPlaceUser(tx.db, user.id, { isValidated: true });
  });
}
