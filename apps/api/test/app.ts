import { appendFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/pool.ts';
import { describeUndeclared, type UndeclaredError } from '../src/platform/http/undeclared-errors.ts';
import { createTestDatabase } from './database.ts';
import { compileSchemasOnFirstUse } from './lazy-schemas.ts';

export interface TestApp {
  app: App;
  db: Database;
  /** Moves the app's clock: `clock.set('2026-01-01T10:00:00Z')`, `clock.advance(ms)`. */
  clock: { set(at: Date | string): void; advance(ms: number): void; now(): Date };
}

export interface TestAppOptions {
  /**
   * On by default: the file fails after its tests when a route answered an error code it does not declare, listing
   * them. With `UNDECLARED_ERRORS_FILE` set, they are also appended there as JSON lines (one list for a whole run).
   */
  checkDeclaredErrors?: boolean;
}

/** Builds the app on its own database for this test file; closed after the file's tests. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
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
  const undeclared: (UndeclaredError & { test?: string })[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    now: clock.now,
    logger: false,
    beforeReady: compileSchemasOnFirstUse,
    onUndeclaredError:
      options.checkDeclaredErrors === false
        ? undefined
        : (error) => undeclared.push({ ...error, test: expect.getState().currentTestName }),
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (undeclared.length === 0) return;
    const file = process.env.UNDECLARED_ERRORS_FILE;
    if (file) await appendFile(file, undeclared.map((e) => `${JSON.stringify(e)}\n`).join(''));
    throw new Error(describeUndeclared(undeclared));
  });
  return { app, db: database.db, clock };
}
