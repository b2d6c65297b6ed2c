import { notFound } from '../../platform/errors.ts';
import { type Ctx, userActor } from '../../platform/http/context.ts';
import { findSession } from './sessions.ts';
import { connectToOf } from './user-session.ts';

export async function checkUserToken(ctx: Ctx) {
  const actor = userActor(ctx);
  const session = await findSession(ctx.db, actor.sessionId);
  if (!session) throw notFound('session');
  return {
    valid: true as const,
    role: actor.role,
    connectTo: connectToOf(actor.impersonatedBy ? 'user' : actor.role, actor.tool),
    userId: actor.userId,
    companyId: actor.companyId,
    tool: actor.tool,
    impersonatedBy: actor.impersonatedBy,
    openedByB2bAccountId: actor.openedByB2bAccountId,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export async function checkMarketplaceToken(ctx: Ctx) {
  const actor = ctx.actor;
  if (actor.kind !== 'rentalPlaceUser' && actor.kind !== 'b2b') throw notFound('session');
  const session = await findSession(ctx.db, actor.sessionId);
  if (!session) throw notFound('session');
  return {
    valid: true as const,
    connectTo: actor.kind === 'b2b' ? ('rp_b2b' as const) : ('rental_place' as const),
    id: actor.kind === 'b2b' ? actor.b2bAccountId : actor.rentalPlaceUserId,
    email: actor.email,
    expiresAt: session.expiresAt.toISOString(),
  };
}
