import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { allJobs } from '../src/modules/jobs.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { openDatabase, runMigrations } from '../src/platform/db/pool.ts';
import { installJobs } from '../src/platform/jobs/install.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL without a database name: test files clone `hirebase_template` into a database of their own. */
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = 'hirebase_template';

async function prepareTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE}'`);
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const template = openDatabase(`${serverUrl}/${TEMPLATE}`, 1);
  try {
    await runMigrations(template.db);
    await installJobs(template.db, allJobs);
  } finally {
    await template.close();
    await admin.end();
  }
}

/** One PostgreSQL for the whole run (embedded, or DATABASE_URL's server) and one template database: migrated, with the job queues. */
export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/';
    serverUrl = url.toString().replace(/\/$/, '');
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'hirebase-test-pg-'));
    const server = await startEmbeddedPostgres(dir, { persistent: false });
    serverUrl = server.url('').replace(/\/$/, '');
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  try {
    await prepareTemplate(serverUrl);
  } catch (error) {
    // a failed setup must not leave its PostgreSQL running
    await stop();
    throw error;
  }

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE);
  return stop;
}
