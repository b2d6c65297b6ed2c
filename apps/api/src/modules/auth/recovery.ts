import { badRequest } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { renderAccountMail } from '../../platform/mail/templates.ts';
import { take } from '../../platform/throttle/throttle.ts';
import {
  type B2bAccountRow,
  findB2bAccountByEmail,
  findRentalPlaceUserByEmail,
  findRentalPlaceUserById,
  type RentalPlaceUserRow,
  updateB2bAccount,
  updateRentalPlaceUser,
} from '../rental-place/index.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/index.ts';
import { forgetDevices, type RememberedDevice, rememberDevice } from './known-devices.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import { PUBLIC_LIMITS } from './public-limits.ts';
import { checkPasswordPolicy, hashPassword } from './secrets.ts';
import { revokeSessionsOf } from './sessions.ts';

type MailTarget = { email: string; language: string; name: string };
const person = (p: UserRow | RentalPlaceUserRow): MailTarget => ({
  email: p.email,
  language: p.language,
  name: p.firstName || p.email,
});
/** Managing places have no language of their own: their mails are in French, the platform's default. */
const place = (p: B2bAccountRow): MailTarget => ({ email: p.email, language: 'fr', name: p.name || p.email });

async function mailLink(
  ctx: Ctx,
  to: MailTarget,
  template: 'passwordReset' | 'accountValidation' | 'emailValidation',
  path: string,
  token: string,
  company?: string,
) {
  const link = `${ctx.deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const mail = renderAccountMail(template, to.language, { name: to.name, link, company });
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
    await mailLink(tx, person(user), 'passwordReset', '/reset-password', token);
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
  await mailLink(ctx, person(user), 'accountValidation', '/validate-account', token, companyName);
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

/**
 * The marketplace's forgotten password: a reset link to the customer account and to the managing place (B2B) account
 * with that email (accounts that shared an address before sign-ups were told apart each get their own link).
 */
export async function sendRentalPlacePasswordRecovery(ctx: Ctx, email: string) {
  const found = await findRentalPlaceUserByEmail(ctx.db, email);
  const customer = found && !found.anonymisedAt ? found : undefined;
  const b2b = await findB2bAccountByEmail(ctx.db, email);
  const b2bActive = b2b?.isActive ? b2b : undefined;
  if (!customer && !b2bActive) return { ok: true as const };
  if (!(await mayMail(ctx, email))) return { ok: true as const };
  await inTransaction(ctx, async (tx) => {
    if (customer) {
      const token = await issueToken(tx.db, 'passwordReset', { rentalPlaceUserId: customer.id }, tx.now);
      await mailLink(tx, person(customer), 'passwordReset', '/marketplace/reset-password', token);
    }
    if (b2bActive) {
      const token = await issueToken(tx.db, 'passwordReset', { b2bAccountId: b2bActive.id }, tx.now);
      await mailLink(tx, place(b2bActive), 'passwordReset', '/marketplace/reset-password', token);
    }
  });
  return { ok: true as const };
}

/** Sets the password of the marketplace account the link was mailed to, and ends that account's sessions. */
export async function resetRentalPlacePassword(ctx: Ctx, token: string, password: string, device?: string) {
  checkPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    const { rentalPlaceUserId, b2bAccountId } = await consumeToken(tx.db, 'passwordReset', token, tx.now);
    if (b2bAccountId) {
      const account = await updateB2bAccount(tx.db, b2bAccountId, { passwordHash });
      if (!account) throw badRequest('token', 'This link is not valid or was already used');
      await revokeSessionsOf(tx.db, { b2bAccountId }, tx.now);
      return renewDevices(tx, account.email, device);
    }
    if (!rentalPlaceUserId) throw badRequest('token', 'This link is not valid or was already used');
    const user = await updateRentalPlaceUser(tx.db, rentalPlaceUserId, { passwordHash, isValidated: true });
    await revokeSessionsOf(tx.db, { rentalPlaceUserId }, tx.now);
    return renewDevices(tx, user!.email, device);
  });
}

export async function sendRentalPlaceEmailValidation(ctx: Ctx, user: RentalPlaceUserRow) {
  const token = await issueToken(ctx.db, 'accountValidation', { rentalPlaceUserId: user.id }, ctx.now);
  await mailLink(ctx, person(user), 'emailValidation', '/marketplace/validate', token);
}

export async function validateRentalPlaceUser(ctx: Ctx, token: string) {
  return inTransaction(ctx, async (tx) => {
    const { rentalPlaceUserId } = await consumeToken(tx.db, 'accountValidation', token, tx.now);
    const user = rentalPlaceUserId ? await findRentalPlaceUserById(tx.db, rentalPlaceUserId) : undefined;
    if (!user) throw badRequest('token', 'This link is not valid or was already used');
    return updateRentalPlaceUser(tx.db, user.id, { isValidated: true });
  });
}
