import { hasAccess } from '@hirebase/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { Access, SessionAudience } from './access.ts';
import type { Actor } from './actor.ts';

export const SESSION_COOKIE: Record<SessionAudience, string> = { user: 'hb_session', rentalPlace: 'hb_rp_session' };

export interface Credential {
  token: string;
  /** Carried only by the session cookie, which a browser also attaches to requests other sites make it send. */
  fromCookie: boolean;
}

/** Token from `x-access-token`, `Authorization: Bearer`, or the audience's httpOnly cookie, in that order. */
export function credentialOf(request: FastifyRequest, audience: SessionAudience): Credential | undefined {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return { token: header, fromCookie: false };
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const token = authorization.slice(7).trim();
    return token ? { token, fromCookie: false } : undefined;
  }
  const cookie = request.cookies?.[SESSION_COOKIE[audience]];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/** Throws the 401/403 that `access` demands of `actor`; returns quietly when the actor may call the route. */
export function checkAccess(access: Access, actor: Actor): void {
  if (access.kind === 'public') return;
  if (actor.kind === 'anonymous') throw unauthorized('authenticationRequired', 'Log in to continue');
  switch (access.kind) {
    case 'session':
      if (access.audience === 'user' ? actor.kind === 'user' : actor.kind !== 'user') return;
      throw unauthorized('authenticationRequired', 'Log in to continue');
    case 'user':
      if (actor.kind === 'user') return;
      throw forbidden('Only platform users can do this');
    case 'employee': {
      if (actor.kind !== 'user') throw forbidden('Only company staff can do this');
      const m = actor.membership;
      if (!actor.companyId || !m) throw forbidden('You are not working in a company');
      if (!access.module || m.isManager) return;
      if (hasAccess(m.access[access.module] ?? 'none', access.level)) return;
      throw forbidden(`You need ${access.level} access to ${access.module}`);
    }
    case 'manager':
      if (actor.kind === 'user' && actor.companyId && actor.membership?.isManager) return;
      throw forbidden('Only a manager of the company can do this');
    case 'admin':
      if (actor.kind === 'user' && actor.role === 'admin') return;
      throw forbidden('Only platform administrators can do this');
    case 'reconditioner':
      if (actor.kind === 'user' && (actor.role === 'reconditioner' || actor.role === 'admin')) return;
      throw forbidden('Only reconditioners can do this');
    case 'rentalPlaceUser':
      if (actor.kind === 'rentalPlaceUser') return;
      throw unauthorized('authenticationRequired', 'Log in to your marketplace account');
    case 'b2b':
      if (actor.kind === 'b2b') return;
      throw unauthorized('authenticationRequired', 'Log in to your managing place account');
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
