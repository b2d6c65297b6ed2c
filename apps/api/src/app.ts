import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildDeps } from './deps.ts';
import { resolveSession } from './modules/auth/sessions.ts';
import { allRoutes } from './modules/index.ts';
import { registerStorePages } from './modules/store-pages/index.ts';
import { listenForChanges } from './platform/cache/change-listener.ts';
import type { Config, TrustProxy } from './platform/config.ts';
import type { Database } from './platform/db/pool.ts';
import type { Deps } from './platform/http/context.ts';
import { sendError } from './platform/http/error-handler.ts';
import { shareSchemas } from './platform/http/openapi-shared-schemas.ts';
import { documentRoute, shareErrorResponses } from './platform/http/openapi-transform.ts';
import { API_PREFIX, type RegisteredRoute, registerRoutes } from './platform/http/register.ts';
import { docsPolicy, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { reportUndeclaredErrors, type UndeclaredError } from './platform/http/undeclared-errors.ts';
import { serveWeb } from './platform/http/web.ts';
import { newId } from './platform/ids.ts';
import { auditImpersonatedRequests } from './platform/impersonation-audit.ts';

export { buildDeps };

export interface AppOptions {
  config: Config;
  db: Database;
  now?: () => Date;
  logger?: boolean | object;
  deps?: Partial<Deps>;
  /** Tests: called with every error answer whose code its route did not declare. */
  onUndeclaredError?: (error: UndeclaredError) => void;
  /** Tests: adjusts the app once its routes are registered, before it starts (test/app.ts). */
  beforeReady?: (app: FastifyInstance) => void;
}

export type App = FastifyInstance & { deps: Deps; db: Database; routesTable: RegisteredRoute[] };

export const OPENAPI_INFO = {
  title: 'Hirebase API',
  version: '2.0.0',
  description: 'Rental and booking platform for equipment rental shops. All calls sit under /v2.',
};

/** A hop count trusts that many proxies nearest the server (Fastify reads a bare number as trusting none). */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => newId(),
    requestIdHeader: 'x-request-id',
    // off unless TRUST_PROXY names the proxies: otherwise any client could pick its address in X-Forwarded-For
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Storage keys of order attachments travel URL-encoded in one path parameter (about 125 characters).
    routerOptions: { maxParamLength: 200 },
  });

  const deps = buildDeps(config, options);

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.bodyLimitBytes * 10, files: 20 } });
  await app.register(swagger, {
    transform: documentRoute as never,
    transformObject: ((input: { openapiObject: Record<string, unknown> }) =>
      shareSchemas(shareErrorResponses(input))) as never,
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' },
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'hb_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: docsPolicy(config.publicUrl.startsWith('https:')),
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-request-id', reply.request.id);
    return payload;
  });
  auditImpersonatedRequests(app, db, deps);
  if (options.onUndeclaredError) reportUndeclaredErrors(app, options.onUndeclaredError);

  const changes = listenForChanges(db.$client, deps.cache, app.log);
  app.addHook('onClose', () => changes.stop());
  await changes.started;
  const routesTable = registerRoutes(app, allRoutes, deps, db, resolveSession);
  await registerStorePages(app, deps, db);
  await serveWeb(app, config.webDist);

  const result = app as unknown as App;
  result.deps = deps;
  result.db = db;
  result.routesTable = routesTable;
  options.beforeReady?.(app);
  await app.ready();
  return result;
}
