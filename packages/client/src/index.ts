import createClient from 'openapi-fetch';
import { ApiError } from './api-error.ts';
import { operationTable } from './operations.ts';
import { checkRequired } from './required-error.ts';
import type { operations, paths } from './schema.d.ts';

export { ApiError, type ApiErrorBody } from './api-error.ts';
export type { OperationMeta } from './operations.ts';
export { checkRequired, RequiredError } from './required-error.ts';
export type { operations, paths };

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
/** Inputs may be null or undefined in the types: `call` checks the required ones at run time (RequiredError). */
type Loose<T> = { [P in keyof T]?: T[P] | null };
type BodyOf<K extends OperationId> =
  NonNullable<Op<K>['requestBody']> extends { content: infer C }
    ? C[keyof C] | ('multipart/form-data' extends keyof C ? FormData : never)
    : never;

export interface CallArgs<K extends OperationId> {
  params?: {
    path?: Loose<Op<K>['parameters']['path']>;
    query?: Loose<Op<K>['parameters']['query']>;
    header?: Op<K>['parameters']['header'];
  };
  body?: BodyOf<K> | null;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;
type ContentOf<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : Blob
  : undefined;
/** What `call` resolves to: the parsed JSON of the 2xx answer, a Blob for other content types. */
export type CallResult<K extends OperationId> = ContentOf<Op<K>['responses'][keyof Op<K>['responses'] & SuccessStatus]>;

export interface HirebaseClientOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The session token, sent as `x-access-token` when present. */
  token?: () => string | undefined;
  credentials?: RequestCredentials;
}

type UntypedRequest = (method: string, path: string, init: object) => Promise<{ error?: unknown; response: Response }>;

function toFormData(body: unknown): unknown {
  if (body instanceof FormData || body === null || typeof body !== 'object') return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value == null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

async function readSuccess(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export function createHirebaseClient({
  baseUrl = '',
  fetch,
  token,
  credentials = 'include',
}: HirebaseClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, credentials, ...(fetch ? { fetch } : {}) });
  client.use({
    onRequest({ request }) {
      const value = token?.();
      if (value) request.headers.set('x-access-token', value);
    },
  });
  const request = (client as unknown as { request: UntypedRequest }).request;

  /** Calls an operation by id; throws RequiredError before sending, ApiError on a non-2xx answer. */
  async function call<K extends OperationId>(operationId: K, args: CallArgs<K> = {}): Promise<CallResult<K>> {
    checkRequired(operationId, operationTable, args);
    const meta = operationTable[operationId];
    const body = meta.multipart ? toFormData(args.body) : args.body;
    const { error, response } = await request(meta.method, meta.path, {
      params: args.params ?? {},
      body: body ?? undefined,
      parseAs: 'stream',
    });
    if (!response.ok) {
      throw new ApiError(response.status, typeof error === 'object' && error !== null ? error : { message: undefined });
    }
    return (await readSuccess(response)) as CallResult<K>;
  }

  return { client, call };
}

export type HirebaseClient = ReturnType<typeof createHirebaseClient>;
