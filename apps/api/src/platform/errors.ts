import type { Db } from './db/pool.ts';
import type { ErrorCodeOf } from './error-codes.ts';

/** The one error type of the API. Every non-2xx answer has the shape { statusCode, code, message, details?, requestId }. */
export class AppError extends Error {
  /**
   * Completes the details with reads that must not run under the locks of the transaction that failed: run once the
   * request's transactions are over, before answering.
   */
  afterRelease?: (db: Db) => Promise<void>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string, details: Record<string, unknown> = {}) =>
  new AppError(400, 'validationFailed', message, { field, ...details });

export type AuthErrorCode = ErrorCodeOf<401>;

export const unauthorized = (code: AuthErrorCode, message: string) => new AppError(401, code, message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, 'forbidden', message);
export const notFound = (entity: string, id?: string) =>
  new AppError(404, 'notFound', id ? `${entity} ${id} was not found` : `${entity} was not found`, { entity });
export const conflict = (code: ErrorCodeOf<409>, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'tooManyRequests',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
export const integrationNotConfigured = (integration: string) =>
  new AppError(503, 'integrationNotConfigured', `The ${integration} integration is not configured`, { integration });
