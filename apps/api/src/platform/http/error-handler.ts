import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
  requestId: string;
}

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const leaf = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  // a body that is missing or not an object is the body's fault as a whole
  return [path, leaf].filter(Boolean).join('.') || (error.validationContext === 'body' ? 'body' : undefined);
}

const PG_ERRORS: Record<string, [number, string, string]> = {
  '23505': [409, 'alreadyExists', 'A record with the same unique value already exists'],
  '23503': [409, 'referenceMissing', 'A referenced record does not exist or is still in use'],
  '23P01': [409, 'conflict', 'This conflicts with an existing record'],
  '22P02': [400, 'validationFailed', 'A value has the wrong format'],
  '2201B': [400, 'validationFailed', 'A regular expression is not valid'],
  '22007': [400, 'validationFailed', 'A date has the wrong format'],
  '22008': [400, 'validationFailed', 'A date is out of range'],
  '22003': [400, 'validationFailed', 'A number is out of range'],
  '22001': [400, 'validationFailed', 'A value is too long'],
  '40001': [409, 'retry', 'The record was changed at the same time; try again'],
  '40P01': [409, 'retry', 'The record was changed at the same time; try again'],
  // statement_timeout (or an operator's cancel): the connection is free again, the client may retry later
  '57014': [503, 'statementTimeout', 'The request took too long and was stopped; try again in a moment'],
};

function unwrap(error: unknown): unknown {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return cause && typeof cause.code === 'string' && PG_ERRORS[cause.code] ? cause : error;
}

/** Turns anything thrown into the one error shape; internals of a 5xx are logged, never sent. */
export function toErrorBody(error: unknown, requestId: string): { body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppError) {
    return {
      body: {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        details: error.details,
        requestId,
      },
      headers: error.headers,
    };
  }
  // the database driver's error may come wrapped by the query builder (DrizzleQueryError keeps it in `cause`)
  const e = unwrap(error) as FastifyError & { code?: string };
  if (e?.validation) {
    const field = fieldOf(e);
    const where = e.validationContext ?? 'request';
    const named = field && field !== where ? ` field "${field}"` : '';
    const message = `${where}${named} ${e.validation[0]?.message ?? 'is invalid'}`;
    return {
      body: { statusCode: 400, code: 'validationFailed', message, details: { field, in: where }, requestId },
    };
  }
  const pg = typeof e?.code === 'string' ? PG_ERRORS[e.code] : undefined;
  if (pg) {
    const constraint = (e as unknown as { constraint?: string }).constraint;
    return {
      body: {
        statusCode: pg[0],
        code: pg[1],
        message: pg[2],
        details: constraint ? { constraint } : undefined,
        requestId,
      },
    };
  }
  const status = e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code =
      status === 413
        ? 'payloadTooLarge'
        : status === 415
          ? 'unsupportedMediaType'
          : status === 404
            ? 'notFound'
            : 'badRequest';
    return { body: { statusCode: status, code, message: e.message, requestId } };
  }
  return {
    body: { statusCode: 500, code: 'internalError', message: 'Something went wrong on our side', requestId },
  };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { body, headers } = toErrorBody(error, request.id);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status: body.statusCode }, body.message);
  if (headers) reply.headers(headers);
  return reply.status(body.statusCode).type('application/json').send(body);
}
