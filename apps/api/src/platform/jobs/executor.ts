import type { Db } from '../db/pool.ts';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs its SQL through this: on the pool for a database handle, on the transaction's own connection for an
 * open transaction, so a job sent inside a business transaction exists only if that transaction commits.
 */
export function executorOf(db: Db) {
  // drizzle keeps the pool (or, in a transaction, the checked-out client) on its session
  const client = (db as unknown as { session: { client: Queryable } }).session.client;
  return {
    executeSql: (text: string, values?: unknown[]) =>
      client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>,
  };
}
