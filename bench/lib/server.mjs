import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_OPTIONS } from '../../scripts/server-node-options.mjs';

const root = resolve(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/**
 * Starts the real server (embedded PostgreSQL, demo data) in a temporary data folder, with the Node options of
 * `npm start`; `stop()` removes it. `nodeArgs`: more options of its Node process (`--cpu-prof`).
 */
export async function startServer(env = {}, nodeArgs = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hirebase-bench-'));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, ...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}/v2`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/health/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    dataDir,
    /** The API process (with one HTTP process, it also runs the job runner). */
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
