import type { FastifySchema, RouteOptions } from 'fastify';
import { type ErrorCode, meaningOf } from '../error-codes.ts';
import type { DeclaredErrors } from './declared-errors.ts';

type Schema = FastifySchema & { body?: { properties?: Record<string, unknown>; required?: string[] } };

/** The one error shape of the API, a component of the document that every error answer refers to. */
const ApiErrorSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message', 'requestId'],
  properties: {
    statusCode: { type: 'integer', description: 'The HTTP status, repeated' },
    code: { type: 'string', description: 'What went wrong, for programs: one of the codes listed for the status' },
    message: { type: 'string', description: 'What went wrong, for people (English)' },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'Facts about the error: `field` names the input at fault, conflicts list what is in the way',
    },
    requestId: { type: 'string', description: 'The id of the request, also in the `x-request-id` header' },
  },
};

const REASONS: Record<number, string> = {
  400: 'The request is not valid',
  401: 'No valid session',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current data',
  413: 'Too large',
  415: 'Unsupported content type',
  422: 'The request cannot be processed as sent',
  429: 'Too many requests',
  503: 'Unavailable',
};

function errorResponse(status: number, codes: ErrorCode[]) {
  const list = codes.map((code) => `- \`${code}\`: ${meaningOf(code)}`).join('\n');
  return {
    description: `${REASONS[status] ?? 'Error'}. \`code\` is one of:\n${list}`,
    ...(status === 429
      ? { headers: { 'retry-after': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ApiError' },
            { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}

/**
 * Completes the API document where route schemas cannot say it without changing validation or serialization:
 * the error answers each route declares, multipart bodies (file fields are read by the handler, not validated) and
 * raw (non-JSON) answers.
 */
export function documentRoute({ schema, url, route }: { schema: Schema; url: string; route: RouteOptions }) {
  const config = (route.config ?? {}) as {
    files?: string[];
    raw?: { contentType: string };
    errors?: DeclaredErrors;
    idempotent?: boolean;
  };
  const documented: Record<string, unknown> = { ...schema };
  if (config.idempotent) {
    documented.headers = {
      type: 'object',
      properties: {
        'idempotency-key': {
          type: 'string',
          maxLength: 200,
          description: 'Any unique string: a retry with the same key answers the first result, once; another body 422',
        },
      },
    };
  }
  if (config.files) {
    const fields = schema.body ?? {};
    documented.body = {
      type: 'object',
      properties: {
        ...fields.properties,
        ...Object.fromEntries(config.files.map((f) => [f, { type: 'string', format: 'binary' }])),
      },
      required: [...(fields.required ?? []), ...config.files],
    };
    documented.consumes = ['multipart/form-data'];
  }
  const response: Record<string, unknown> = config.raw
    ? {
        200: {
          description: 'The file',
          content: { [config.raw.contentType]: { schema: { type: 'string', format: 'binary' } } },
        },
      }
    : { ...(schema.response as Record<string, unknown> | undefined) };
  for (const [status, codes] of Object.entries(config.errors ?? {})) {
    // A status the route answers with its own schema (the health check's 503) keeps it.
    if (!(status in response)) response[status] = errorResponse(Number(status), codes);
  }
  if (Object.keys(response).length > 0) documented.response = response;
  return { schema: documented, url };
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Error answers repeat across operations (every staff call has the same 401): each distinct one becomes a shared
 * response, `components.responses.Error<status>-<codes>`, that operations refer to; they all carry the one error
 * shape, `components.schemas.ApiError`.
 */
export function shareErrorResponses({ openapiObject }: { openapiObject: Json }): Json {
  const shared: Record<string, unknown> = {};
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, { responses?: Json }>>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        const codes = (response as { content?: Json }).content?.['application/json'] as
          | { schema?: { allOf?: [unknown, { properties: { code: { enum: string[] } } }] } }
          | undefined;
        const allOf = codes?.schema?.allOf;
        if (!allOf || Number(status) < 400) continue;
        const name = `Error${status}-${allOf[1].properties.code.enum.join('-')}`;
        shared[name] ??= response;
        responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const components = (openapiObject.components ?? {}) as Json;
  return {
    ...openapiObject,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ApiError: ApiErrorSchema },
      responses: { ...(components.responses as Json), ...shared },
    },
  };
}
