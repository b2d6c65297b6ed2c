import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..', '..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The server as `npm start` runs it (`extraEnv` added), on a free port, with its own data folder and embedded
 * PostgreSQL. `stop`/`cleanUp` end it the gentle way, so that it stops its database, and remove its data.
 */
export async function spawnServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hirebase-processes-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  return {
    port,
    server,
    exited,
    output: () => output,
    /** Sends SIGTERM and answers the exit code. */
    terminate: async () => {
      server.kill('SIGTERM');
      return exited;
    },
    /** For `finally`: stops a server still running (waiting at most 15 s) and removes its data folder. */
    cleanUp: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server with API_PROCESSES=2. It resolves once the server says it is running (or after `startTimeoutMs`: on a
 * loaded 2-core machine the start — PostgreSQL, migrations, queues, two forks — is slow).
 */
export async function startTwoProcessServer(options: { seedDemo: boolean; startTimeoutMs: number }) {
  const spawned = await spawnServer({ API_PROCESSES: '2', SEED_DEMO: options.seedDemo ? '1' : '0' });
  for (
    let waited = 0;
    waited < options.startTimeoutMs && !spawned.output().includes('Hirebase is running');
    waited += 500
  ) {
    await new Promise((r) => setTimeout(r, 500));
  }
  return spawned;
}
