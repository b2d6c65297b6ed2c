import type { Db } from './pool.ts';

/** Whether `db` is an open transaction (one connection) rather than the pool. */
export const isTransaction = (db: Db) => 'rollback' in db;

/**
 * Runs independent reads: at once on the pool (each on a connection of its own), one after the other in a
 * transaction, whose single connection runs one statement at a time (pg refuses a query sent while one is running).
 */
export async function readsTogether<T extends readonly unknown[]>(
  db: Db,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
