import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// timestamptz → Date, numeric stays string, bigint (count) → number
pg.types.setTypeParser(20, (v) => Number(v));

export interface PoolOptions {
  /**
   * PostgreSQL cancels a statement of these connections that runs longer (ms; `statement_timeout`). For the pool that
   * serves requests; migrations and background work use a pool without it.
   */
  statementTimeoutMs?: number;
}

/** What PostgreSQL sent with RAISE NOTICE. */
export interface Notice {
  message?: string;
}

const noticeListeners = new WeakMap<pg.Pool, Set<(notice: Notice) => void>>();

/** Calls `listener` with every notice (RAISE NOTICE) any connection of `pool` receives, from now on. */
export function onNotice(pool: pg.Pool, listener: (notice: Notice) => void): () => void {
  let listeners = noticeListeners.get(pool);
  if (!listeners) {
    listeners = new Set();
    noticeListeners.set(pool, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openDatabase(url: string, max = 10, { statementTimeoutMs }: PoolOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // sent at connection start-up: no extra round trip per query
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // notices reach the listeners of the pool at the time they arrive, whichever connection hears them
  pool.on('connect', (client) => {
    // a connection lost while checked out fails its query; without a listener the process would also crash
    client.on('error', () => {});
    client.on('notice', (notice) => {
      for (const listener of noticeListeners.get(pool) ?? []) listener(notice);
    });
  });
  pool.on('error', () => {
    // an idle client lost its connection: the pool replaces it on next use
  });
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

export const MIGRATIONS_FOLDER = new URL('../../../drizzle', import.meta.url).pathname;

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Creates the database named in `url` when it does not exist yet (connecting to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
