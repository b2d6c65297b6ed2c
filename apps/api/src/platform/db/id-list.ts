import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any($n::uuid[])`: a list of ids sent as one array parameter. Drizzle's `inArray` sends one parameter per
 * id, and a thousand of them cost more to build, send and plan than the rows they find. The ids must be UUIDs (read
 * from the database or checked on input): they are joined into the array's text form.
 */
export const inIdList = (column: SQLWrapper, ids: readonly string[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
