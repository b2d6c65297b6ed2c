import { ApiError } from '@hirebase/client/errors';

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** What is needed of a form (a `@mantine/form` form, or the login's own): its values and a way to show an error. */
export interface ServerErrorTarget {
  values: unknown;
  setFieldError: (field: never, message: string) => void;
}

export interface ServerErrorOptions {
  /** Message shown next to the field; the server's message when absent. */
  message?: string;
  /** Server field name → form field path, when they differ (e.g. `password` → `newPassword`). */
  fields?: Record<string, string>;
}

/**
 * Shows an API error next to the form field it names (`details.field`, a dotted path such as `manager.email`).
 * Returns false when the error names no field of this form, so the caller shows it elsewhere.
 */
export function applyServerErrors(form: ServerErrorTarget, error: unknown, options: ServerErrorOptions = {}): boolean {
  if (!(error instanceof ApiError)) return false;
  const raw = error.details?.field;
  if (typeof raw !== 'string' || raw === '') return false;
  const field = options.fields?.[raw] ?? raw;
  if (!hasPath(form.values, field)) return false;
  form.setFieldError(field as never, options.message ?? error.message);
  return true;
}
