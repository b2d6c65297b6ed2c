import type { OperationMeta } from './operations.ts';

/** Thrown before sending when a required path parameter, query argument or body is null or undefined. */
export class RequiredError extends Error {
  override name = 'RequiredError';
  field: string;

  constructor(field: string, operationId: string) {
    super(`Required parameter ${field} was null or undefined when calling ${operationId}.`);
    this.field = field;
  }
}

export interface CheckedArgs {
  params?: { path?: Record<string, unknown> | null; query?: Record<string, unknown> | null } | null;
  body?: unknown;
}

/** Throws RequiredError for the first required input of `operationId` (per `table`) that is null or undefined. */
export function checkRequired(operationId: string, table: Record<string, OperationMeta>, args: CheckedArgs = {}): void {
  const meta = table[operationId];
  if (!meta) throw new Error(`Unknown operation ${operationId}`);
  for (const name of meta.pathParams) {
    if (args.params?.path?.[name] == null) throw new RequiredError(name, operationId);
  }
  for (const name of meta.requiredQuery) {
    if (args.params?.query?.[name] == null) throw new RequiredError(name, operationId);
  }
  if (meta.bodyRequired && args.body == null) throw new RequiredError('body', operationId);
}
