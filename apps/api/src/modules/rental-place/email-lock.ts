import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';

/** Serialises, until the transaction ends, every write that checks whether a marketplace email is free. */
export async function lockEmail(db: Db, email: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`marketplace-email:${email.trim().toLowerCase()}`}, 0))`,
  );
}
