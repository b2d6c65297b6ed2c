import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { allJobs } from './modules/jobs.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { startEmbeddedPostgres } from './platform/db/embedded.ts';
import { ensureDatabase, openDatabase, runMigrations } from './platform/db/pool.ts';
import { installJobs } from './platform/jobs/index.ts';
import { queueUnscheduledMail } from './platform/mail/dead-letters.ts';
import { prepareDemoSeed, seedDemo } from './seed/demo.ts';
import { startJobsProcess } from './server-jobs.ts';
import { forkHttpProcesses } from './server-processes.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

/**
 * The primary process: database (embedded unless DATABASE_URL), migrations, job queues, demo data, the job process
 * (mail delivery, imports, schedules: its own process, so that a long job never holds up an answer), and the HTTP
 * server — here with one process, in forked processes sharing the port with API_PROCESSES above 1.
 */
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;

async function main() {
  const config = configOrExit();
  // a new embedded database is seeded: its demo photos are drawn while it starts (a server database may be new too)
  if (config.seedDemo && (config.databaseUrl || !existsSync(join(config.dataDir, 'pg')))) prepareDemoSeed();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL server (data in ${config.dataDir}/pg)…`);
    embedded = await startEmbeddedPostgres(config.dataDir, { persistent: true });
    databaseUrl = embedded.url('hirebase');
  }
  await ensureDatabase(databaseUrl);
  // migrations, demo data and background jobs may run long statements; requests run under the statement timeout
  const background = openDatabase(databaseUrl, 10);
  await runMigrations(background.db);
  // the queues exist before any process can send a job
  await installJobs(background.db, allJobs);

  const database = openDatabase(databaseUrl, 20, { statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp({ config, db: database.db });
  // the demo's product photos go to the app's file storage
  const seeded = config.seedDemo ? await seedDemo(background.db, app.deps.storage) : undefined;
  const single = config.apiProcesses === 1;
  const address = single ? await app.listen({ port: config.port, host: config.host }) : undefined;
  const processes = single ? undefined : await forkHttpProcesses(config.apiProcesses, databaseUrl);
  const jobs = startJobsProcess(databaseUrl);
  if (app.deps.mailer.smtpConfigured) await queueUnscheduledMail(background.db, app.deps.jobs);

  const url = config.publicUrl ?? address;
  console.log(`\nHirebase is running at ${url}${single ? '' : ` (${config.apiProcesses} HTTP processes)`}`);
  console.log(`  API:      ${url}/v2   (docs: ${url}/v2/docs)`);
  if (config.devMailbox) console.log(`  Mailbox:  ${url}/dev/mailbox   (DEV_MAILBOX: platform administrators only)`);
  if (!config.smtpUrl) console.log('  Mail:     no SMTP_URL: mail stays in the outbox');
  if (seeded) {
    console.log('\nDemo logins (demo data only):');
    for (const login of seeded.logins) console.log(`  ${login.label.padEnd(14)} ${login.email} / ${login.password}`);
  }

  let stopping = false;
  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await processes?.stop();
    await jobs.stop().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await background.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // a job process that keeps dying stops the server: `npm start` starts everything again, or gives up
  void jobs.failed.then(async (status) => {
    console.error(`The job process keeps stopping (status ${status}): stopping the server.`);
    await stop('job process failure', 1);
  });
}

/** A forked HTTP process: the API and the web app on the shared port, on the database the primary prepared. */
async function httpProcess() {
  // the channel to the primary keeps this process alive until its server listens (a preload may have unref'd it)
  process.channel?.ref();
  const config = configOrExit();
  const database = openDatabase(process.env.HIREBASE_DATABASE_URL ?? '', 10, {
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: config.port, host: config.host });
  process.send?.('listening');
  process.on('SIGTERM', async () => {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  });
  // the primary handles Ctrl-C for the whole group
  process.on('SIGINT', () => {});
}

(cluster.isPrimary ? main() : httpProcess()).catch(async (error) => {
  console.error(error);
  // a start that failed half-way must not leave the embedded PostgreSQL running
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
