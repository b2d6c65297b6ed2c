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

/**
 * The codes a route may answer: those it declares, and those that follow from its shape —
 * input → 400 validationFailed; a body → 400 badRequest, 413, 415; a session → 401; a role or access level → 403;
 * a path parameter → 404 notFound; every route → 503 statementTimeout.
 */
export function declaredErrors(def: Pick<RouteDef, 'access' | 'schema' | 'multipart' | 'errors'>): DeclaredErrors {
  const codes = new Set<ErrorCode>(def.errors ?? []);
  const { params, querystring, body } = def.schema;
  if (params || querystring || body || def.multipart) codes.add('validationFailed');
  if (body || def.multipart) {
    codes.add('badRequest');
    codes.add('payloadTooLarge');
    codes.add('unsupportedMediaType');
  }
  if (def.access.kind !== 'public') for (const code of SESSION_CODES) codes.add(code);
  if (RESTRICTED.has(def.access.kind)) codes.add('forbidden');
  if (params) codes.add('notFound');
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
