import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './register.ts';

/** Serves the built web app from `dist` (when present) on the same port as the API, with SPA fallback. */
export async function serveWeb(app: FastifyInstance, dist: string | undefined) {
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasWeb && request.method === 'GET' && !path.startsWith(`${API_PREFIX}/`) && path !== API_PREFIX) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      code: 'routeNotFound',
      message: `No route ${request.method} ${path}`,
      requestId: request.id,
    });
  });
}
