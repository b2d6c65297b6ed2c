import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './register.ts';

/** Files under `assets/` carry a hash of their content in their name: a new build gives them a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current scripts: the browser asks the server again before each use. */
const ALWAYS_REVALIDATE = 'no-cache';
/** Other files of `public/` (the favicon) keep their name across builds. */
const SHORT = 'public, max-age=3600';

/** Cache-Control of a file of the web build, by its path inside the build folder. */
export function webCacheControl(pathInDist: string): string {
  if (/\.html(\.br|\.gz)?$/.test(pathInDist)) return ALWAYS_REVALIDATE;
  if (pathInDist.startsWith(`assets${sep}`)) return HASHED;
  return SHORT;
}

/**
 * Serves the built web app from `dist` (when present) on the same port as the API, with SPA fallback. The build
 * writes brotli and gzip copies beside each script and style (vite.config.ts), sent to browsers that accept them.
 */
export async function serveWeb(app: FastifyInstance, dist: string | undefined) {
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', webCacheControl(relative(dist, path))),
    });
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
