import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what, when: state changes and every request made under impersonation. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id'),
    actorUserId: uuid('actor_user_id'),
    actorKind: text('actor_kind').notNull(),
    impersonatedBy: uuid('impersonated_by'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    fromState: text('from_state'),
    toState: text('to_state'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    /** The client's address as the server sees it (see TRUST_PROXY). */
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
