import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { widgetScript } from './widget-script.ts';

/** How long browsers and caches keep the widget before asking again (it rarely changes; its address cannot). */
const MAX_AGE_SECONDS = 3600;

/**
 * GET /widget.js: the booking widget's script, for any site to load (a cross-origin resource policy that lets it),
 * cacheable for an hour and revalidated by its ETag.
 */
export function registerWidget(app: FastifyInstance, publicOrigin: string): void {
  const body = widgetScript(publicOrigin);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  app.get('/widget.js', { schema: { hide: true } }, (request, reply) => {
    // the security headers are written on the raw answer before any route runs
    reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    reply
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=86400`)
      .header('etag', etag)
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });
}
