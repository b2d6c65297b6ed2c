import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './pool.ts';

const CHUNK = 5000;

/**
 * Deletes the rows matching `where` a few thousand at a time, each chunk its own statement, so pruning years of
 * rows never holds them all locked at once. Answers how many were deleted.
 */
export async function deleteInChunks(db: Db, table: PgTable & { id: PgColumn }, where: SQL | undefined) {
  let deleted = 0;
  for (;;) {
    const chunk = db.select({ id: table.id }).from(table).where(where).limit(CHUNK);
    const rows = await db.delete(table).where(inArray(table.id, chunk)).returning({ id: table.id });
    deleted += rows.length;
    if (rows.length < CHUNK) return deleted;
  }
}
