import type { Database } from '../platform/db/pool.ts';

export interface SeedResult {
  logins: { label: string; email: string; password: string }[];
}

/** Demo data for a first start: filled in by the identity module. */
export async function seedDemo(_db: Database): Promise<SeedResult> {
  return { logins: [] };
}
