// The job runner alone, as the primary process runs it, on a test database: the crash test starts it in a child
// process and kills it. Environment: JOBS_DATABASE_URL, SMTP_URL, DATA_DIR.
import pino from 'pino';
import { buildDeps } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/pool.ts';
import { startJobRunner } from '../src/platform/jobs/runner.ts';
import { quickJobs } from './crash-jobs.ts';

const database = openDatabase(process.env.JOBS_DATABASE_URL ?? '', 5);
const deps = buildDeps(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), { db: database.db });
await startJobRunner({ db: database.db, deps, log: pino({ level: 'silent' }) }, quickJobs, {
  pollingIntervalMs: 50,
  maintenanceIntervalSeconds: 1,
});
process.send?.('started');
