import { Type } from 'typebox';
import type { ErrorCode } from '../../platform/error-codes.ts';
import {
  admin,
  anyUser,
  b2b,
  publicAccess,
  reconditioner,
  rentalPlaceUser,
  session,
} from '../../platform/http/access.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { SESSION_COOKIE } from '../../platform/http/guard.ts';
import { type HttpIo, route } from '../../platform/http/route.ts';
import { Id, Ok } from '../../platform/http/schemas.ts';
import { findB2bAccountByEmail, findRentalPlaceUserByEmail, MarketplaceLoginAnswer } from '../rental-place/index.ts';
import { emailTaken } from '../users/index.ts';
import { goBackOnAdmin, goBackOnRpB2B, logAs, logAsUserFromRpB2B } from './impersonation.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, type RememberedDevice, rememberDevice } from './known-devices.ts';
import { loginStaff } from './login.ts';
import { loginMarketplace } from './marketplace-login.ts';
import { PUBLIC_LIMITS } from './public-limits.ts';
import * as recovery from './recovery.ts';
import {
  Availability,
  CompanyIdParams,
  EmailBody,
  EmailParams,
  LoginBody,
  MarketplaceTokenCheck,
  ResetBody,
  TokenCheck,
  ToolParams,
  UserSessionAnswer,
  ValidateBody,
} from './schemas.ts';
import { revokeSession } from './sessions.ts';
import { switchCompany, switchTool } from './switch.ts';
import { checkMarketplaceToken, checkUserToken } from './token-check.ts';

const cookieMaxAge = (expiresAt: string, now: Date) =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));

/** Sets the session cookie for browsers; API clients use the token of the answer. */
function withCookie<T extends { token: string; expiresAt: string }>(
  ctx: Ctx,
  http: HttpIo,
  cookie: string,
  answer: T,
): T {
  http.setCookie(cookie, answer.token, cookieMaxAge(answer.expiresAt, ctx.now));
  return answer;
}
/** Logs in, and remembers the browser as a known device of the account (`hb_device`, sent to login calls only). */
async function logIn<T extends { token: string; expiresAt: string }>(
  ctx: Ctx,
  http: HttpIo,
  cookie: string,
  email: string,
  login: (device: string | undefined) => Promise<T>,
): Promise<T> {
  const presented = http.cookie(DEVICE_COOKIE);
  const answer = await login(presented);
  keepDevice(http, await inTransaction(ctx, (tx) => rememberDevice(tx.db, email, presented, tx.now)));
  return withCookie(ctx, http, cookie, answer);
}

function keepDevice(http: HttpIo, device: RememberedDevice) {
  http.setCookie(DEVICE_COOKIE, device.token, device.maxAgeSeconds, DEVICE_COOKIE_PATH);
  return { ok: true as const };
}

const staffCookie = SESSION_COOKIE.user;
const marketplaceCookie = SESSION_COOKIE.rentalPlace;

async function disconnect(ctx: Ctx, http: HttpIo, cookie: string) {
  if (ctx.actor.kind !== 'anonymous') await revokeSession(ctx.db, ctx.actor.sessionId, ctx.now);
  http.clearCookie(cookie);
  return { ok: true as const };
}

const userSession = { response: { 200: UserSessionAnswer } };
/** A staff login is refused for its credentials, its account or company, or too many attempts. */
const staffLoginErrors: readonly ErrorCode[] = [
  'accountIssue',
  'accountNotActivated',
  'authenticationFailed',
  'marketplaceAccount',
  'subscriptionPending',
  'tooManyRequests',
  'trialExpired',
];

export const authRoutes = [
  route({
    method: 'POST',
    url: '/login/user/login/dashboard',
    operationId: 'loginDashboard',
    summary: 'Staff login to the dashboard',
    access: publicAccess,
    errors: staffLoginErrors,
    schema: { body: LoginBody, ...userSession },
    handler: (ctx, { body, http }) =>
      logIn(ctx, http, staffCookie, body.email, (device) =>
        loginStaff(ctx, body.email, body.password, 'dashboard', device),
      ),
  }),
  route({
    method: 'POST',
    url: '/login/reconditioner',
    operationId: 'loginReconditioner',
    summary: 'Reconditioner login',
    access: publicAccess,
    errors: staffLoginErrors,
    schema: { body: LoginBody, ...userSession },
    handler: (ctx, { body, http }) =>
      logIn(ctx, http, staffCookie, body.email, (device) =>
        loginStaff(ctx, body.email, body.password, 'reconditioner', device),
      ),
  }),
  route({
    method: 'POST',
    url: '/login/rental-place',
    operationId: 'loginRentalPlace',
    summary: 'Marketplace login (customer or managing place)',
    access: publicAccess,
    errors: ['accountIssue', 'accountNotActivated', 'authenticationFailed', 'tooManyRequests'],
    schema: { body: LoginBody, response: { 200: MarketplaceLoginAnswer } },
    handler: (ctx, { body, http }) =>
      logIn(ctx, http, marketplaceCookie, body.email, (device) =>
        loginMarketplace(ctx, body.email, body.password, device),
      ),
  }),
  route({
    method: 'GET',
    url: '/login/check-token-dashboard',
    operationId: 'checkTokenDashboard',
    access: anyUser,
    schema: { response: { 200: TokenCheck } },
    handler: (ctx) => checkUserToken(ctx),
  }),
  route({
    method: 'GET',
    url: '/login/check-token-admin',
    operationId: 'checkTokenAdmin',
    access: admin,
    schema: { response: { 200: TokenCheck } },
    handler: (ctx) => checkUserToken(ctx),
  }),
  route({
    method: 'GET',
    url: '/login/checkTokenReconditioner',
    operationId: 'checkTokenReconditioner',
    access: reconditioner,
    schema: { response: { 200: TokenCheck } },
    handler: (ctx) => checkUserToken(ctx),
  }),
  route({
    method: 'GET',
    url: '/login/check-token-rental-place',
    operationId: 'checkTokenRentalPlace',
    access: rentalPlaceUser,
    schema: { response: { 200: MarketplaceTokenCheck } },
    handler: (ctx) => checkMarketplaceToken(ctx),
  }),
  route({
    method: 'GET',
    url: '/login/check-token-rp-b2b',
    operationId: 'checkTokenRpB2b',
    access: b2b,
    schema: { response: { 200: MarketplaceTokenCheck } },
    handler: (ctx) => checkMarketplaceToken(ctx),
  }),
  route({
    method: 'POST',
    url: '/login/disconnect',
    operationId: 'disconnect',
    summary: 'Log out (the token stops working at once)',
    access: session('user'),
    schema: { response: { 200: Ok } },
    handler: (ctx, { http }) => disconnect(ctx, http, staffCookie),
  }),
  route({
    method: 'POST',
    url: '/login/user/disconnect/reconditioner',
    operationId: 'disconnectReconditioner',
    access: session('user'),
    schema: { response: { 200: Ok } },
    handler: (ctx, { http }) => disconnect(ctx, http, staffCookie),
  }),
  route({
    method: 'POST',
    url: '/login/user/disconnect/rental-place',
    operationId: 'disconnectRentalPlace',
    access: session('rentalPlace'),
    schema: { response: { 200: Ok } },
    handler: (ctx, { http }) => disconnect(ctx, http, marketplaceCookie),
  }),
  route({
    method: 'POST',
    url: '/password-recovery/send-email',
    operationId: 'sendPasswordRecoveryEmail',
    summary: 'Mail a password reset link (same answer whether or not the email has an account)',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.accountMailRequests,
    schema: { body: EmailBody, response: { 200: Ok } },
    handler: (ctx, { body }) => recovery.sendPasswordRecovery(ctx, body.email),
  }),
  route({
    method: 'POST',
    url: '/password-recovery/reset',
    operationId: 'resetPassword',
    summary: 'Set a new password from a reset link; ends every session',
    access: publicAccess,
    schema: { body: ResetBody, response: { 200: Ok } },
    handler: async (ctx, { body, http }) =>
      keepDevice(http, await recovery.resetPassword(ctx, body.token, body.password, http.cookie(DEVICE_COOKIE))),
  }),
  route({
    method: 'POST',
    url: '/login/user/forgot-password/rental-place',
    operationId: 'forgotPasswordRentalPlace',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.accountMailRequests,
    schema: { body: EmailBody, response: { 200: Ok } },
    handler: (ctx, { body }) => recovery.sendRentalPlacePasswordRecovery(ctx, body.email),
  }),
  route({
    method: 'POST',
    url: '/login/user/reset-password/rental-place',
    operationId: 'resetPasswordRentalPlace',
    access: publicAccess,
    schema: { body: ResetBody, response: { 200: Ok } },
    handler: async (ctx, { body, http }) =>
      keepDevice(
        http,
        await recovery.resetRentalPlacePassword(ctx, body.token, body.password, http.cookie(DEVICE_COOKIE)),
      ),
  }),
  route({
    method: 'POST',
    url: '/login/resend-validation',
    operationId: 'resendValidation',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.accountMailRequests,
    schema: { body: EmailBody, response: { 200: Ok } },
    handler: (ctx, { body }) => recovery.resendValidation(ctx, body.email),
  }),
  route({
    method: 'POST',
    url: '/login/validate-account',
    operationId: 'validateAccount',
    summary: 'Activate an account from the mailed link (and set its password)',
    access: publicAccess,
    schema: { body: ValidateBody, response: { 200: Ok } },
    handler: (ctx, { body }) => recovery.validateAccount(ctx, body.token, body.password),
  }),
  route({
    method: 'PUT',
    url: '/rental-place-user/validate/user',
    operationId: 'validateRentalPlaceUser',
    access: publicAccess,
    schema: { body: Type.Object({ token: ValidateBody.properties.token }), response: { 200: Ok } },
    handler: async (ctx, { body }) => {
      await recovery.validateRentalPlaceUser(ctx, body.token);
      return { ok: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/login/switchCompany/:companyId',
    operationId: 'switchCompany',
    summary: 'Work in another company of the user',
    access: anyUser,
    changesState: true,
    schema: { params: CompanyIdParams, ...userSession },
    handler: async (ctx, { params, http }) =>
      withCookie(ctx, http, staffCookie, await switchCompany(ctx, params.companyId)),
  }),
  route({
    method: 'GET',
    url: '/login/switchTool/:tool',
    operationId: 'switchTool',
    access: anyUser,
    changesState: true,
    schema: { params: ToolParams, ...userSession },
    handler: async (ctx, { params, http }) =>
      withCookie(ctx, http, staffCookie, await switchTool(ctx, params.tool as never)),
  }),
  route({
    method: 'GET',
    url: '/login/available-email/:email',
    operationId: 'availableEmail',
    summary: 'Whether an email can still be used for a new account',
    access: publicAccess,
    perClient: PUBLIC_LIMITS.emailChecks,
    schema: { params: EmailParams, response: { 200: Availability } },
    handler: async (ctx, { params }) => ({
      available:
        !(await emailTaken(ctx.db, params.email)) &&
        !(await findRentalPlaceUserByEmail(ctx.db, params.email)) &&
        !(await findB2bAccountByEmail(ctx.db, params.email)),
    }),
  }),
  route({
    method: 'GET',
    url: '/login/admin/logAs/:companyId/:userId',
    operationId: 'adminLogAs',
    summary: 'Administrator opens a session as a user of a company',
    access: admin,
    changesState: true,
    schema: { params: Type.Object({ companyId: Id, userId: Id }), ...userSession },
    handler: async (ctx, { params, http }) =>
      withCookie(ctx, http, staffCookie, await logAs(ctx, params.companyId, params.userId)),
  }),
  route({
    method: 'GET',
    url: '/login/admin/goBackOnAdmin',
    operationId: 'goBackOnAdmin',
    summary: 'End an impersonation and return to the administrator session',
    access: anyUser,
    changesState: true,
    schema: userSession,
    handler: async (ctx, { http }) => withCookie(ctx, http, staffCookie, await goBackOnAdmin(ctx)),
  }),
  route({
    method: 'POST',
    url: '/login/admin/logAsUserFromRpB2B/:companyId',
    operationId: 'logAsUserFromRpB2B',
    summary: 'A managing place opens the dashboard of one of its companies',
    access: b2b,
    schema: { params: CompanyIdParams, body: Type.Object({ userId: Type.Optional(Id) }), ...userSession },
    handler: async (ctx, { params, body, http }) =>
      withCookie(ctx, http, staffCookie, await logAsUserFromRpB2B(ctx, params.companyId, body.userId)),
  }),
  route({
    method: 'GET',
    url: '/login/goBackOnRpB2B',
    operationId: 'goBackOnRpB2B',
    summary: 'Return from a company dashboard to the managing place',
    access: anyUser,
    changesState: true,
    schema: {
      response: {
        200: Type.Object({ token: Type.String(), expiresAt: Type.String(), connectTo: Type.Literal('rp_b2b') }),
      },
    },
    handler: async (ctx, { http }) => {
      const answer = await goBackOnRpB2B(ctx);
      http.clearCookie(staffCookie);
      return withCookie(ctx, http, marketplaceCookie, answer);
    },
  }),
];
