import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RowCache } from '../cache/row-cache.ts';
import type { Database, Db } from '../db/pool.ts';
import { AppError, badRequest } from '../errors.ts';
import { checkedIdempotencyKey, IDEMPOTENCY_HEADER, runOnce } from '../idempotency/idempotency.ts';
import { type ThrottleRule, takeOr429 } from '../throttle/throttle.ts';
import { type Access, audienceOf, type SessionAudience } from './access.ts';
import { type Actor, anonymous } from './actor.ts';
import type { Ctx, Deps } from './context.ts';
import { type DeclaredErrors, declaredErrors } from './declared-errors.ts';
import { checkAccess, credentialOf, isAppError, SESSION_COOKIE } from './guard.ts';
import { rawBodyOf, readEmptyJsonAsNoBody } from './json-body.ts';
import { type MultipartLimits, readMultipart } from './multipart.ts';
import type { HttpIo, RouteDef, UploadedFile } from './route.ts';
import { crossSiteRefused, isCrossSite } from './same-origin.ts';
import { strictBody } from './strict-body.ts';
import type { UploadSlots } from './upload-slots.ts';
import { createValidatorCompiler } from './validation.ts';

/** Looks a session token up; answers the actor, or the AppError (401) explaining why the token is refused. */
export type SessionResolver = (
  db: Db,
  token: string,
  audience: SessionAudience,
  now: Date,
  cache: RowCache,
) => Promise<Actor | AppError>;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
    uploads: UploadedFile[];
  }
  interface FastifyContextConfig {
    access?: Access;
    operationId?: string;
    /** For the API document only: file fields of a multipart body, and the content type of a raw answer. */
    files?: string[];
    raw?: { contentType: string };
    /** Every error (status → codes) the route may answer: written in the API document, checked in tests. */
    errors?: DeclaredErrors;
    /** For the API document: the call takes an `Idempotency-Key` header. */
    idempotent?: boolean;
  }
}

export const API_PREFIX = '/v2';

export interface RegisteredRoute {
  method: string;
  url: string;
  operationId: string;
  access: Access;
  multipart: boolean;
  /** Refused from another site when carried only by the session cookie: every non-GET, and GETs that write. */
  changesState: boolean;
  hidden: boolean;
  perClient?: ThrottleRule;
  schema: RouteDef['schema'];
  errors: DeclaredErrors;
}

function httpIo(request: FastifyRequest, reply: FastifyReply, secure: boolean): HttpIo {
  return {
    headers: request.headers,
    rawBody: rawBodyOf(request),
    files: request.uploads ?? [],
    cookie: (name) => request.cookies?.[name] || undefined,
    setCookie: (name, value, maxAge, path = '/') =>
      reply.setCookie(name, value, { path, httpOnly: true, sameSite: 'lax', secure, maxAge }),
    clearCookie: (name) => reply.clearCookie(name, { path: '/' }),
    status: (code) => reply.status(code),
    header: (name, value) => reply.header(name, value),
  };
}

/** Reads a form body within the route's limits, once the caller holds one of the upload slots. */
function formReader(def: RouteDef, limits: MultipartLimits, slots: UploadSlots) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Not a form: refused in preHandler, after validation, so that a malformed path still answers as such.
    if (!request.isMultipart()) return;
    const { actor } = request.ctx;
    const owner = request.ctx.companyId ?? (actor.kind === 'user' ? `user:${actor.userId}` : `ip:${request.ip}`);
    const release = slots.take(owner);
    reply.raw.once('close', release);
    const { fields, files } = await readMultipart(request, reply, {
      ...limits,
      maxFiles: def.maxFiles ?? 1,
      maxFileBytes: def.maxFileBytes ?? limits.maxFileBytes,
    });
    request.uploads = files;
    request.body = fields;
  };
}

/** The details an error reads once its transaction is over (and its locks released); answered without them if they fail. */
async function completeAfterRelease(error: unknown, db: Database) {
  if (!isAppError(error) || !error.afterRelease) return;
  const complete = error.afterRelease;
  error.afterRelease = undefined;
  await complete(db).catch(() => {});
}

/** A JSON body whose fields are all optional may be left out: it reads as `{}`. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** The answer of a path no route serves (as the not-found handler words it), for hidden routes. */
const noSuchRoute = (request: FastifyRequest) =>
  new AppError(404, 'routeNotFound', `No route ${request.method} ${request.url.split('?')[0]}`);

/** Counts a valid call (after validation: a malformed one costs nothing) against the client's budget. */
const limitPerClient = (rule: ThrottleRule) => async (request: FastifyRequest) =>
  takeOr429(request.ctx, rule, request.ip);

async function requireMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw badRequest('body', 'This call expects a multipart/form-data body');
}

export function registerRoutes(
  app: FastifyInstance,
  routes: RouteDef[],
  deps: Deps,
  db: Database,
  resolveSession: SessionResolver,
): RegisteredRoute[] {
  const secure = deps.config.publicUrl.startsWith('https:');
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  const formLimits: MultipartLimits = {
    maxFiles: 1,
    maxFileBytes: deps.config.bodyLimitBytes * 10,
    maxFields: 50,
    maxFieldBytes: deps.config.bodyLimitBytes,
  };
  const multipart = new Set(routes.filter((r) => r.multipart).map((r) => `${r.method} ${API_PREFIX}${r.url}`));
  app.setValidatorCompiler(createValidatorCompiler((method, url) => multipart.has(`${method} ${url}`)));
  readEmptyJsonAsNoBody(app);
  const registered: RegisteredRoute[] = [];

  /** Who calls, from the token or the session cookie; throws the 401/403 the route's access demands. */
  async function authenticate(request: FastifyRequest, def: RouteDef, changesState: boolean, now: Date) {
    const audience = audienceOf(def.access);
    let credential = credentialOf(request, audience);
    if (credential?.fromCookie && changesState && isCrossSite(request, publicOrigin)) {
      // a public call goes on without the session; any other is refused
      if (def.access.kind !== 'public') throw crossSiteRefused();
      credential = undefined;
    }
    let actor: Actor = anonymous;
    if (credential) {
      const resolved = await resolveSession(db, credential.token, audience, now, deps.cache);
      if (!isAppError(resolved)) actor = resolved;
      else if (def.access.kind !== 'public') throw resolved;
    }
    checkAccess(def.access, actor);
    return actor;
  }

  for (const def of routes) {
    const changesState = def.method !== 'GET' || !!def.changesState;
    const { response, body, ...inputs } = def.schema;
    const errors = declaredErrors(def);
    app.route({
      method: def.method,
      url: API_PREFIX + def.url,
      config: {
        access: def.access,
        operationId: def.operationId,
        files: def.multipart ? (def.files ?? ['file']) : undefined,
        raw: def.raw,
        errors,
        idempotent: !!def.idempotent,
      },
      schema: {
        ...inputs,
        ...(body ? { body: strictBody(body) } : {}),
        ...(def.raw ? {} : { response }),
        operationId: def.operationId,
        summary: def.summary,
        tags: [def.url.split('/')[1] ?? 'misc'],
        ...(def.access.kind === 'public' ? {} : { security: [{ accessToken: [] }, { bearer: [] }, { cookie: [] }] }),
        ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      },
      onRequest: async (request) => {
        const now = deps.now();
        let actor: Actor;
        try {
          actor = await authenticate(request, def, changesState, now);
        } catch (error) {
          throw def.hidden ? noSuchRoute(request) : error;
        }
        request.ctx = {
          db,
          actor,
          companyId: actor.kind === 'user' ? actor.companyId : null,
          now,
          log: request.log,
          requestId: request.id,
          ip: request.ip,
          deps,
          memo: new Map(),
        };
      },
      preValidation: def.multipart
        ? formReader(def, formLimits, deps.uploadSlots)
        : body && !(body as { required?: string[] }).required?.length
          ? emptyBodyAsObject
          : undefined,
      preHandler: [
        ...(def.multipart ? [requireMultipart] : []),
        ...(def.perClient ? [limitPerClient(def.perClient)] : []),
      ],
      handler: async (request, reply) => {
        let result: unknown;
        const run = (ctx: Ctx) =>
          Promise.resolve(
            def.handler(ctx as never, {
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
              http: httpIo(request, reply, secure),
            }),
          );
        try {
          const key = def.idempotent ? checkedIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : undefined;
          if (key) {
            const once = await runOnce(request.ctx, key, { operationId: def.operationId, body: request.body }, run);
            if (once.replayed) reply.header('idempotent-replayed', 'true');
            result = once.answer;
          } else {
            result = await run(request.ctx);
          }
        } catch (error) {
          await completeAfterRelease(error, db);
          throw error;
        }
        if (def.raw) {
          if (!reply.getHeader('content-type')) reply.type(def.raw.contentType);
          return reply.send(result);
        }
        return result;
      },
    });
    registered.push({
      method: def.method,
      url: API_PREFIX + def.url,
      operationId: def.operationId,
      access: def.access,
      multipart: !!def.multipart,
      changesState,
      hidden: !!def.hidden,
      perClient: def.perClient,
      schema: def.schema,
      errors,
    });
  }
  return registered;
}

export { SESSION_COOKIE };
