import { notFound } from '../../platform/errors.ts';

/** The value, or a 404 naming what was not found. */
export function found<T>(value: T | undefined | null, entity: string, id: string): T {
  if (value === undefined || value === null) throw notFound(entity, id);
  return value;
}
