/**
 * The one module of the web app that reaches the API: every call goes through the typed client of
 * `@hirebase/client` (generated from the server's OpenAPI document). The browser session is the httpOnly cookie
 * set by login answers, so no token is kept by the app.
 */
import { type CallArgs, type CallResult, createHirebaseClient, type OperationId } from '@hirebase/client';

export type { CallArgs, CallResult, OperationId } from '@hirebase/client';
export { ApiError, RequiredError } from '@hirebase/client';

const hirebase = createHirebaseClient({ credentials: 'include' });

/**
 * Calls one API operation by its operationId. Rejects with `ApiError` (status, code, message, details, requestId)
 * for any non-2xx answer, and with `RequiredError` before sending when a required input is missing.
 */
export function api<K extends OperationId>(operationId: K, args?: CallArgs<K>): Promise<CallResult<K>> {
  return hirebase.call(operationId, args);
}
