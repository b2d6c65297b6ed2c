import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, type PoolOptions } from '../src/platform/db/pool.ts';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(options: PoolOptions = {}): Promise<DatabaseHandle & { url: string }> {
  const server = inject('databaseServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    // copied as files: the default strategy writes the whole template (14 MB) through the WAL; 0.65 s against 0.87 s
    // per clone (medians of 8 on a busy machine)
    await admin.query(`create database ${name} template ${inject('templateDatabase')} strategy file_copy`);
  } finally {
    await admin.end();
  }
  const url = `${server}/${name}`;
  const handle = openDatabase(url, 5, options);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: `${server}/postgres` });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}
