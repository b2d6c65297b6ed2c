import type { Ctx } from '../../platform/http/context.ts';
import { companyView, findCompanyById } from '../companies/index.ts';
import { findUserById, type UserRow, userView } from '../users/index.ts';
import { createSession, type NewSession } from './sessions.ts';

/** Where the front end should take a freshly logged-in staff member. */
export function connectToOf(role: string, tool: string) {
  if (role === 'admin') return 'admin' as const;
  if (role === 'reconditioner') return 'reconditioning' as const;
  return (tool === 'dashboard' ? 'dashboard' : tool) as 'dashboard';
}

/** Opens a staff session and builds the login answer (token, user, company, where to connect). */
export async function openUserSession(
  ctx: Ctx,
  user: UserRow,
  options: Omit<NewSession, 'audience' | 'userId'> & { companyId: string | null },
) {
  const issued = await createSession(
    ctx.db,
    { ...options, audience: 'user', userId: user.id, ip: ctx.ip },
    ctx.now,
    ctx.deps.config.sessionTtlHours,
  );
  const company = options.companyId ? await findCompanyById(ctx.db, options.companyId) : undefined;
  const impersonator = options.impersonatedBy ? await findUserById(ctx.db, options.impersonatedBy) : undefined;
  return {
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    sessionId: issued.sessionId,
    role: user.role,
    connectTo: connectToOf(options.impersonatedBy ? 'user' : user.role, options.tool ?? 'dashboard'),
    user: userView(user),
    company: company ? companyView(company) : null,
    impersonatedBy: impersonator ? { id: impersonator.id, email: impersonator.email } : null,
  };
}
