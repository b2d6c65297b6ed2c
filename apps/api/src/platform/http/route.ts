import type { Readable } from 'node:stream';
import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from '../error-codes.ts';
import type { ThrottleRule } from '../throttle/throttle.ts';
import type { Access, StaffAccess } from './access.ts';
import type { Ctx } from './context.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response?: Record<number, TSchema>;
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

/** A file of a multipart body, kept in a temporary file until the answer is sent. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  /** Bytes received (never more than the route's `maxFileBytes`). */
  size: number;
  /** Its bytes: read them one file at a time. */
  read(): Promise<Buffer>;
  /** Its first `bytes` bytes (fewer when it is shorter): what its type and header are read from. */
  head(bytes: number): Promise<Buffer>;
  /** Its bytes as a stream, to be stored without holding the file in memory. */
  stream(): Readable;
}

/** The few HTTP facts a handler may touch; services never see them. */
export interface HttpIo {
  headers: Record<string, string | string[] | undefined>;
  /** A JSON body as received (for a signature over its bytes); undefined without one. */
  rawBody: string | undefined;
  /** Files of a multipart (form) request, received within the route's limits. */
  files: UploadedFile[];
  /** A cookie the request carries. */
  cookie(name: string): string | undefined;
  /** An httpOnly, SameSite=Lax cookie for the whole site, or for `path` and below. */
  setCookie(name: string, value: string, maxAgeSeconds: number, path?: string): void;
  clearCookie(name: string): void;
  status(code: number): void;
  header(name: string, value: string): void;
}

export interface RouteInput<S extends RouteSchema> {
  params: StaticOr<S['params'], Record<string, never>>;
  query: StaticOr<S['querystring'], Record<string, never>>;
  body: StaticOr<S['body'], undefined>;
  http: HttpIo;
}

/** The ctx of a staff route (employee or manager access): the guard has checked it has a company. */
export type StaffCtx = Ctx & { companyId: string };

/** The ctx a route's handler receives, by who may call it. */
export type CtxFor<A extends Access> = A extends StaffAccess ? StaffCtx : Ctx;

export interface RouteDef<S extends RouteSchema = RouteSchema, A extends Access = Access> {
  method: HttpMethod;
  /** Path under /v2, Fastify style (`/user/:id`). */
  url: string;
  operationId: string;
  summary?: string;
  access: A;
  /**
   * A GET that changes something (opens a session, converts a booking): refused, like every other method, when it
   * comes from another site with only the session cookie. GETs without it must not write.
   */
  changesState?: true;
  /** Callers the access refuses get 404, as if the route did not exist (development aids). */
  hidden?: true;
  /** At most so many valid calls per client address in a window; more answer 429 with `retry-after`. */
  perClient?: ThrottleRule;
  schema: S;
  /**
   * The error codes this route may answer beyond those its shape implies (see `declaredErrors`): those of the
   * services its handler calls. They are written in the API document; tests fail on an answer not declared.
   */
  errors?: readonly ErrorCode[];
  /** multipart/form-data body: fields land in `body`, files in `http.files`. */
  multipart?: boolean;
  /** Largest file a multipart body may carry, when not the app's default (ten times the body limit). */
  maxFileBytes?: number;
  /** Most files a multipart body may carry (default 1); one more is refused before it is read. */
  maxFiles?: number;
  /** Names of the file fields of a multipart body, for the API document (default: `file`). */
  files?: string[];
  /**
   * Moves money: an `Idempotency-Key` header makes a retry answer the first result (the call runs in one transaction
   * with the key's row); the same key with another body answers 422.
   */
  idempotent?: true;
  /** Raw (non-JSON) answer such as a PDF or CSV: the handler returns a Buffer or string and sets content-type. */
  raw?: { contentType: string };
  handler: (ctx: CtxFor<A>, input: RouteInput<S>) => Promise<unknown> | unknown;
}

/** Declares one route; keeps the handler's input typed from its schemas. */
export function route<S extends RouteSchema, A extends Access>(def: RouteDef<S, A>): RouteDef<RouteSchema> {
  return def as unknown as RouteDef<RouteSchema>;
}
