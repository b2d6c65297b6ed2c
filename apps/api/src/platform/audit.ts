import { auditLog } from './audit-tables.ts';
import type { Ctx } from './http/context.ts';
import { newId } from './ids.ts';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string;
  from?: string | null;
  to?: string | null;
  data?: Record<string, unknown>;
  companyId?: string | null;
}

/** The audit log's row for `entry`: who acts (and for whom, under impersonation), from which request, when. */
export function auditRow(ctx: Ctx, entry: AuditEntry): typeof auditLog.$inferInsert {
  const actor = ctx.actor;
  return {
    id: newId(ctx.now.getTime()),
    companyId: entry.companyId === undefined ? ctx.companyId : entry.companyId,
    actorKind: actor.kind,
    actorUserId:
      actor.kind === 'user'
        ? actor.userId
        : actor.kind === 'rentalPlaceUser'
          ? actor.rentalPlaceUserId
          : actor.kind === 'b2b'
            ? actor.b2bAccountId
            : null,
    impersonatedBy: actor.kind === 'user' ? (actor.impersonatedBy ?? actor.openedByB2bAccountId) : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    fromState: entry.from ?? null,
    toState: entry.to ?? null,
    data: entry.data,
    requestId: ctx.requestId,
    ip: ctx.ip || null,
    at: ctx.now,
  };
}

/** Records who did what; call it inside the transaction of the change it describes. */
export async function audit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values(auditRow(ctx, entry));
}
