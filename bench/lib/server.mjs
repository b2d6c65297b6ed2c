import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** Children of every thread of `pid` (libuv may spawn from another thread than the main one). */
function childProcesses(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

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
    /** The API process (the primary: with one HTTP process, it answers the requests). */
    pid: child.pid,
    /** The job process the API process started (it runs the imports), or undefined between two of them. */
    jobsPid: () => childProcesses(child.pid).find((pid) => commandOf(pid).includes('src/jobs-process.ts')),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
