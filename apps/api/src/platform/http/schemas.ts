import { type Static, type TSchema, Type } from 'typebox';
import { UUID_PATTERN } from '../ids.ts';
import { KIND } from './types/kinds.ts';

/**
 * The input types every route uses for what clients send (bodies, queries, paths): a bare Type.String() or
 * Type.Number() there fails the route-table test. Answers may stay loose.
 */
export * from './types/dates.ts';
export { KIND } from './types/kinds.ts';
export * from './types/numbers.ts';
export * from './types/text.ts';

export const Id = Type.String({
  pattern: UUID_PATTERN,
  maxLength: 36,
  description: 'UUID',
  examples: ['0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b'],
  [KIND]: 'id',
});
export const Ok = Type.Object({ ok: Type.Literal(true) });
export const IdParams = Type.Object({ id: Id });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/**
 * A scalar type that also takes null, as a list of types (`['string', 'null']`) rather than anyOf: with type coercion
 * on, anyOf would turn null into 0 or "" when that passes the first branch (and 0 into null when it does not).
 */
export const OrNull = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as unknown as { type: string }).type, 'null'] });
/** One of the given strings: `{ type: 'string', enum: [...] }`, typed as their union. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options, [KIND]: 'enum' });
