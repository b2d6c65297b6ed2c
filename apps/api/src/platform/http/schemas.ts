import { Type } from 'typebox';
import { UUID_PATTERN } from '../ids.ts';

/** Schemas used by many modules. */
export const Id = Type.String({ pattern: UUID_PATTERN, description: 'UUID' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const DateTime = Type.String({ format: 'date-time' });
export const Ok = Type.Object({ ok: Type.Literal(true) });
export const IdParams = Type.Object({ id: Id });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** One of the given strings: `{ type: 'string', enum: [...] }`, typed as their union. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
