import { desc, ilike } from 'drizzle-orm';
import { Type } from 'typebox';
import { AppError } from '../../platform/errors.ts';
import { admin } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { DateTime, Id, Line, Nullable } from '../../platform/http/schemas.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';

const Mail = Type.Object({
  id: Id,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  template: Type.String(),
  status: Type.String(),
  createdAt: DateTime,
  sentAt: Nullable(DateTime),
});

export const devRoutes = [
  route({
    method: 'GET',
    url: '/dev/mailbox',
    operationId: 'devMailbox',
    summary:
      'The mail outbox, newest first: a development aid, on with DEV_MAILBOX=1 and for platform administrators only',
    access: admin,
    // it shows password reset links: whoever may not read it does not learn it exists
    hidden: true,
    schema: {
      querystring: Type.Object({ to: Type.Optional(Line(254)) }),
      response: { 200: Type.Object({ items: Type.Array(Mail) }) },
    },
    handler: async (ctx, { query }) => {
      if (!ctx.deps.config.devMailbox) throw new AppError(404, 'routeNotFound', 'No route GET /v2/dev/mailbox');
      // The address filter runs in SQL, before the limit: mails to one address are never crowded out by others.
      const to = query.to?.replace(/[%_\\]/g, (c) => `\\${c}`);
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(to ? ilike(mailOutbox.to, `%${to}%`) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(200);
      return {
        items: rows.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },
  }),
];
