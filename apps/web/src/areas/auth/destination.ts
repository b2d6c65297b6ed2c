import type { LoginResult } from '../../api/auth.ts';

/** Home of each kind of session. */
export function homeOf(result: LoginResult): string {
  if (result.kind === 'rentalPlace') return '/marketplace';
  switch (result.session.role) {
    case 'admin':
      return '/admin';
    case 'reconditioner':
      return '/reconditioning';
    default:
      return '/dashboard';
  }
}

/**
 * Where to go after a login: back to the page that asked for it (`?next=`) when it belongs to the area this session
 * opens (or, for a marketplace customer, a page of a shop's store), else the area's home. Only same-site paths are
 * followed.
 */
export function destinationAfterLogin(result: LoginResult, next: string | null): string {
  const home = homeOf(result);
  const sameSite = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  if (next && sameSite && result.kind === 'rentalPlace' && isStorePage(next)) return next;
  return next && sameSite && (next === home || next.startsWith(`${home}/`)) ? next : home;
}

/** A page of a shop's online store: the server renders it, so a login goes back to it by loading it. */
export const isStorePage = (path: string) => path.startsWith('/store/');

/** `/login?next=…` for a page that needs a session. */
export const loginUrl = (loginPath: string, next: string) => `${loginPath}?next=${encodeURIComponent(next)}`;
