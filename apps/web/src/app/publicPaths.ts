import type { LoginVariant } from '../api/login.ts';

/** The login pages: each path and the kind of session it opens. */
export const LOGIN_PAGES: Readonly<Record<string, LoginVariant>> = {
  '/login': 'dashboard',
  '/reconditioning/login': 'reconditioner',
  '/marketplace/login': 'rentalPlace',
};

/** The kind of session the login page at `pathname` opens; undefined for any other page. */
export const loginVariantAt = (pathname: string): LoginVariant | undefined =>
  Object.hasOwn(LOGIN_PAGES, pathname) ? LOGIN_PAGES[pathname] : undefined;

/** Who resets a password: staff (dashboard, reconditioning) or a marketplace account (customer or managing place). */
export type RecoverySpace = 'staff' | 'marketplace';

/** Where each space logs in and asks for a new link. */
export const recoveryPaths = (space: RecoverySpace) =>
  space === 'marketplace'
    ? { login: '/marketplace/login', forgot: '/marketplace/forgot-password' }
    : { login: '/login', forgot: '/forgot-password' };
