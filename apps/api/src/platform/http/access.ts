import type { AccessLevel, AccessModule } from '@hirebase/shared';

/** Staff of a company: the guard lets them in only with a current company, so their ctx always has one. */
export type StaffAccess =
  /** A user working in a company, with at least `level` on `module` (managers have every module). */
  { kind: 'employee'; module?: AccessModule; level: AccessLevel } | { kind: 'manager' };

/** Who may call a route. The declaration is data: the guard enforces it and the route suite enumerates it. */
export type Access =
  /** Anyone; `audience` names the session a caller may also bring (a customer-area call knows marketplace ones). */
  | { kind: 'public'; audience?: SessionAudience }
  /** Any live session of the given audience (used by check-token and disconnect calls). */
  | { kind: 'session'; audience: SessionAudience }
  /** A logged-in platform user (any role), with or without a current company. */
  | { kind: 'user' }
  | StaffAccess
  | { kind: 'admin' }
  | { kind: 'reconditioner' }
  | { kind: 'rentalPlaceUser' }
  | { kind: 'b2b' };

/** Which cookie a route reads when no token header is sent: staff and marketplace sessions live side by side. */
export type SessionAudience = 'user' | 'rentalPlace';

export const publicAccess: Access = { kind: 'public' };
/** The customer area: anyone holding the order's mailed link, or the marketplace customer the order belongs to. */
export const customerArea: Access = { kind: 'public', audience: 'rentalPlace' };
export const anyUser: Access = { kind: 'user' };
export const employee = (module?: AccessModule, level: AccessLevel = 'read'): StaffAccess => ({
  kind: 'employee',
  module,
  level,
});
export const manager: StaffAccess = { kind: 'manager' };
export const admin: Access = { kind: 'admin' };
export const reconditioner: Access = { kind: 'reconditioner' };
export const rentalPlaceUser: Access = { kind: 'rentalPlaceUser' };
export const b2b: Access = { kind: 'b2b' };
export const session = (audience: SessionAudience): Access => ({ kind: 'session', audience });

export function audienceOf(access: Access): SessionAudience {
  if (access.kind === 'session') return access.audience;
  if (access.kind === 'public') return access.audience ?? 'user';
  return access.kind === 'rentalPlaceUser' || access.kind === 'b2b' ? 'rentalPlace' : 'user';
}
