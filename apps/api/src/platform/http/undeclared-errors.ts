import type { FastifyInstance } from 'fastify';
import { isDeclared } from './declared-errors.ts';

/** An error answer whose (status, code) its route did not declare. */
export interface UndeclaredError {
  method: string;
  /** The route's path pattern, `/v2/order/:orderId`. */
  route: string;
  status: number;
  code: string;
  message: string;
}

function codeOf(payload: unknown): { code?: unknown; message?: unknown } | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/**
 * Reports every error answer of a declared route whose (status, code) the route did not declare, so that a test
 * run proves the API document right. A 500 is a fault of its own, not a declaration to make; statuses a route
 * answers with its own schema (the health check's 503) are not errors of the one shape.
 */
export function reportUndeclaredErrors(app: FastifyInstance, report: (error: UndeclaredError) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const { errors, operationId } = request.routeOptions.config;
    if (status < 400 || status === 500 || !errors || !operationId) return payload;
    if ((request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[status]) return payload;
    const body = codeOf(payload);
    const code = typeof body?.code === 'string' ? body.code : '(no code)';
    if (!isDeclared(errors, status, code)) {
      report({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status,
        code,
        message: typeof body?.message === 'string' ? body.message : '',
      });
    }
    return payload;
  });
}

/** The report a failing test run prints: one line per route and code, with how often it was seen. */
export function describeUndeclared(errors: (UndeclaredError & { test?: string })[]): string {
  const lines = new Map<string, number>();
  const examples = new Map<string, string>();
  for (const e of errors) {
    const key = `${e.method} ${e.route} → ${e.status} ${e.code}`;
    lines.set(key, (lines.get(key) ?? 0) + 1);
    if (!examples.has(key)) examples.set(key, `${e.message}${e.test ? ` (in "${e.test}")` : ''}`);
  }
  return [
    `${lines.size} error answer(s) not declared by their route; add the code to the route's \`errors\` (and to ERROR_CODES when new):`,
    ...[...lines].sort().map(([key, count]) => `  ${key}${count > 1 ? ` ×${count}` : ''}: ${examples.get(key)}`),
  ].join('\n');
}
