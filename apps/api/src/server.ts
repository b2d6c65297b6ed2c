import { buildApp } from './app.ts';
import { startAutoCancelJob } from './modules/orders/auto-cancel-job.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { startEmbeddedPostgres } from './platform/db/embedded.ts';
import { ensureDatabase, openDatabase, runMigrations } from './platform/db/pool.ts';
import { startMailDelivery } from './platform/mail/delivery-loop.ts';
import { seedDemo } from './seed/demo.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }

  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL server (data in ${config.dataDir}/pg)…`);
    embedded = await startEmbeddedPostgres(config.dataDir, { persistent: true });
    databaseUrl = embedded.url('hirebase');
  }
  await ensureDatabase(databaseUrl);
  const database = openDatabase(databaseUrl, 20);
  await runMigrations(database.db);

  const seeded = config.seedDemo ? await seedDemo(database.db) : undefined;
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ port: config.port, host: config.host });
  const stopMail = startMailDelivery(app.deps.mailer, database.db, app.deps.now, app.log);
  const autoCancel = await startAutoCancelJob(database.pool, database.db, app.deps, app.log);

  const url = config.publicUrl ?? address;
  console.log(`\nHirebase is running at ${url}`);
  console.log(`  API:      ${url}/v2   (docs: ${url}/v2/docs)`);
  if (!config.smtpUrl) console.log(`  Mailbox:  ${url}/dev/mailbox   (no SMTP_URL: mail stays in the outbox)`);
  if (seeded) {
    console.log('\nDemo logins (demo data only):');
    for (const login of seeded.logins) console.log(`  ${login.label.padEnd(14)} ${login.email} / ${login.password}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stopMail();
    await autoCancel.stop().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
