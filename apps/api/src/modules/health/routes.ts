import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';

const Ping = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  time: Type.String({ format: 'date-time' }),
});

export const healthRoutes = [
  route({
    method: 'GET',
    url: '/health/ping',
    operationId: 'healthPing',
    summary: 'Liveness with database reachability',
    access: publicAccess,
    schema: { response: { 200: Ping, 503: Ping } },
    handler: async (ctx, { http }) => {
      const database = await ctx.db.execute(sql`select 1`).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      if (database === 'down') http.status(503);
      return { status: database === 'up' ? 'ok' : 'degraded', database, time: ctx.now.toISOString() };
    },
  }),
];
