// The background-job process: pg-boss's maintenance and schedules, and every job queue (mail delivery, imports,
// auto-cancel, retention), on the database the primary process prepared (migrations and queues installed). The
// primary starts it (server-jobs.ts) and starts it again when it dies; HTTP processes only queue jobs.

import pino from 'pino';
import { buildDeps } from './deps.ts';
import { allJobs } from './modules/jobs.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/pool.ts';
import { startJobRunner } from './platform/jobs/index.ts';

async function main() {
  const config = loadConfig();
  const database = openDatabase(process.env.HIREBASE_DATABASE_URL ?? '', 10);
  const log = pino({ level: config.logLevel, base: { process: 'jobs' } });
  const runner = await startJobRunner({ db: database.db, deps: buildDeps(config, { db: database.db }), log }, allJobs);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // the job in hand finishes (or is left to expire and be retried by the next runner)
    await runner.stop().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  // the primary handles Ctrl-C for the whole group and then sends SIGTERM
  process.on('SIGINT', () => {});
  // a primary that went away without a word (killed) leaves no job process behind
  process.once('disconnect', () => void stop());
  process.send?.('started');
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
