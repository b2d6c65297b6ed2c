import { Type } from 'typebox';
import { admin } from '../../platform/http/access.ts';
import { inTransaction } from '../../platform/http/context.ts';
import { route } from '../../platform/http/route.ts';
import { DateTime, Id, Integer, Nullable } from '../../platform/http/schemas.ts';
import { listFailedMail, type OutboxRow, retryFailedMail } from '../../platform/mail/dead-letters.ts';
import { Paginated } from '../../platform/query/list-query.ts';

const FailedMail = Type.Object({
  id: Id,
  companyId: Nullable(Id),
  to: Type.String(),
  subject: Type.String(),
  template: Type.String(),
  status: Type.String({ description: 'failed; queued again after a retry' }),
  attempts: Type.Integer({ minimum: 0, description: 'Delivery attempts since it was queued' }),
  error: Nullable(Type.String({ description: 'The last delivery error' })),
  createdAt: DateTime,
  lastAttemptAt: Nullable(DateTime),
  failedAt: Nullable(DateTime),
});

const failedMailView = (row: OutboxRow) => ({
  id: row.id,
  companyId: row.companyId,
  to: row.to,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
});

const DEFAULT_LIMIT = 50;

// The dead letters of mail delivery: mails given up after their last attempt, for platform administrators.
export const adminMailRoutes = [
  route({
    method: 'GET',
    url: '/admin/mail/failed',
    operationId: 'adminListFailedMail',
    summary: 'Mails given up after their last delivery attempt, newest first',
    access: admin,
    schema: {
      querystring: Type.Object(
        {
          page: Type.Optional(Integer(1, 1_000_000, { description: 'Page number, from 1 (default 1)' })),
          limit: Type.Optional(Integer(1, 200, { description: `Page size (default ${DEFAULT_LIMIT})` })),
        },
        { additionalProperties: false },
      ),
      response: { 200: Paginated(FailedMail) },
    },
    handler: async (ctx, { query }) => {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_LIMIT;
      const { rows, total } = await listFailedMail(ctx.db, { offset: (page - 1) * limit, limit });
      return { items: rows.map(failedMailView), total, page, limit };
    },
  }),
  route({
    method: 'POST',
    url: '/admin/mail/:id/retry',
    operationId: 'adminRetryFailedMail',
    summary: 'Queue a failed mail again, with a fresh count of attempts (409 mailNotFailed when it is not failed)',
    access: admin,
    errors: ['mailNotFailed', 'integrationNotConfigured'],
    schema: { params: Type.Object({ id: Id }), response: { 200: FailedMail } },
    handler: async (ctx, { params }) =>
      failedMailView(await inTransaction(ctx, (tx) => retryFailedMail(tx.deps, tx.db, params.id))),
  }),
];
