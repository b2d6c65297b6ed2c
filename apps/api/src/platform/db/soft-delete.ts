// Tenant tables whose rows are soft-deleted: deleted_at set, the row kept for what still refers to it.
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './pool.ts';

type SoftDeletable = PgTable & { companyId: PgColumn; id: PgColumn; deletedAt: PgColumn; updatedAt: PgColumn };

/** The company's rows that are not deleted. */
export const liveRowsOf = (table: SoftDeletable, companyId: string) =>
  and(eq(table.companyId, companyId), isNull(table.deletedAt));

/** Marks a live row of the company deleted; false when there is none. */
export async function softDeleteRow<T extends SoftDeletable>(
  db: Db,
  table: T,
  companyId: string,
  id: string,
  at: Date,
) {
  const rows = await db
    .update(table)
    .set({ deletedAt: at, updatedAt: at } as PgUpdateSetSource<T>)
    .where(and(liveRowsOf(table, companyId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}
