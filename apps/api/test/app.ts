import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/pool.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: App;
  db: Database;
  /** Moves the app's clock: `clock.set('2026-01-01T10:00:00Z')`, `clock.advance(ms)`. */
  clock: { set(at: Date | string): void; advance(ms: number): void; now(): Date };
}

/** The database of each test app, for helpers that read tables directly (the mail outbox). */
const databases = new WeakMap<App, Database>();
export function databaseOf(app: App): Database {
  const db = databases.get(app);
  if (!db) throw new Error('not an app made by createTestApp');
  return db;
}

/** Builds the app on its own database for this test file; closed after the file's tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hirebase-test-files-'));
  let offset = 0;
  let fixed: number | undefined;
  const clock = {
    now: () => new Date(fixed !== undefined ? fixed + offset : Date.now() + offset),
    set: (at: Date | string) => {
      fixed = new Date(at).getTime();
      offset = 0;
    },
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', ...env });
  const database = await createTestDatabase({ statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp({ config, db: database.db, now: clock.now, logger: false });
  databases.set(app, database.db);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, clock };
}
