import { desc } from 'drizzle-orm';
import { Type } from 'typebox';
import { notFound } from '../../platform/errors.ts';
import { publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { DateTime, Id, Nullable } from '../../platform/http/schemas.ts';
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
    summary: 'The mail outbox, newest first (only without SMTP_URL and outside production: a development aid)',
    access: publicAccess,
    schema: {
      querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
      response: { 200: Type.Object({ items: Type.Array(Mail) }) },
    },
    handler: async (ctx, { query }) => {
      if (ctx.deps.mailer.smtpConfigured || ctx.deps.config.isProduction) throw notFound('mailbox');
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(200);
      const to = query.to?.toLowerCase();
      return {
        items: rows
          .filter((m) => !to || m.to.toLowerCase().includes(to))
          .map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
      };
    },
  }),
];
