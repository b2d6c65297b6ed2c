import { type ErrorCode, type ErrorCodeOf, statusOf } from '../error-codes.ts';
import type { Access } from './access.ts';
import type { RouteDef } from './route.ts';

/** Error answers of one route: HTTP status → the codes it may carry, sorted. */
export type DeclaredErrors = Record<number, ErrorCode[]>;

const SESSION_CODES: ErrorCodeOf<401>[] = [
  'authenticationRequired',
  'authenticationFailed',
  'sessionExpired',
  'accountIssue',
  'subscriptionPending',
  'trialExpired',
];

/** Access kinds whose guard answers 403 to a session of the right audience but without the right role or level. */
const RESTRICTED: ReadonlySet<Access['kind']> = new Set(['user', 'employee', 'manager', 'admin', 'reconditioner']);

type RouteShape = Pick<
  RouteDef,
  'access' | 'schema' | 'multipart' | 'errors' | 'changesState' | 'hidden' | 'perClient' | 'idempotent'
> & {
  method?: RouteDef['method'];
};

/**
 * The codes a route may answer: those it declares, and those that follow from its shape —
 * input → 400 validationFailed; a body → 400 badRequest, 413, 415; a session → 401; a role or access level → 403;
 * a change with a session (any method but GET, or a GET marked `changesState`) → 403 crossSiteRequest; a path
 * parameter → 404 notFound; a hidden route → 404 routeNotFound instead of 401/403; a limit per client → 429
 * tooManyRequests; a multipart body → 429 tooManyUploads; an idempotent call → 400 validationFailed (the key) and
 * 422 idempotencyKeyReused; every route → 503 statementTimeout.
 */
export function declaredErrors(def: RouteShape): DeclaredErrors {
  const codes = new Set<ErrorCode>(def.errors ?? []);
  const { params, querystring, body } = def.schema;
  if (params || querystring || body || def.multipart) codes.add('validationFailed');
  if (body || def.multipart) {
    codes.add('badRequest');
    codes.add('payloadTooLarge');
    codes.add('unsupportedMediaType');
  }
  if (def.multipart) codes.add('tooManyUploads');
  const guarded = def.access.kind !== 'public';
  if (def.hidden) codes.add('routeNotFound');
  else {
    if (guarded) for (const code of SESSION_CODES) codes.add(code);
    if (RESTRICTED.has(def.access.kind)) codes.add('forbidden');
    if (guarded && ((def.method ?? 'GET') !== 'GET' || def.changesState)) codes.add('crossSiteRequest');
  }
  if (params) codes.add('notFound');
  if (def.perClient) codes.add('tooManyRequests');
  if (def.idempotent) {
    codes.add('validationFailed');
    codes.add('idempotencyKeyReused');
  }
  codes.add('statementTimeout');

  const byStatus: DeclaredErrors = {};
  for (const code of [...codes].sort()) {
    const status = statusOf(code);
    byStatus[status] = [...(byStatus[status] ?? []), code];
  }
  return byStatus;
}

export const isDeclared = (declared: DeclaredErrors, status: number, code: string) =>
  (declared[status] as string[] | undefined)?.includes(code) ?? false;
