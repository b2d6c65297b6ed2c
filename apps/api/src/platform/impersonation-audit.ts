import type { FastifyInstance } from 'fastify';
import { auditLog } from './audit-tables.ts';
import type { Database } from './db/pool.ts';
import type { Deps } from './http/context.ts';
import { newId } from './ids.ts';

/** Every request made under an impersonated session is written to the audit log with both identities. */
export function auditImpersonatedRequests(app: FastifyInstance, db: Database, deps: Deps) {
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.ctx?.actor;
    if (actor?.kind !== 'user') return;
    const behind = actor.impersonatedBy ?? actor.openedByB2bAccountId;
    if (!behind) return;
    await db
      .insert(auditLog)
      .values({
        id: newId(),
        companyId: actor.companyId,
        actorKind: actor.impersonatedBy ? 'impersonatedUser' : 'b2bOpenedUser',
        actorUserId: actor.userId,
        impersonatedBy: behind,
        action: 'request',
        data: { method: request.method, url: request.routeOptions.url, status: reply.statusCode },
        requestId: request.id,
        ip: request.ip,
        at: deps.now(),
      })
      .catch((error) => request.log.error({ err: error }, 'could not audit an impersonated request'));
  });
}
