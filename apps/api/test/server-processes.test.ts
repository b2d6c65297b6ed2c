import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the server with API_PROCESSES=2', () => {
  it('answers on one port from forked processes, then stops them and its database on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'hirebase-processes-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        API_PROCESSES: '2',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    try {
      // up to 2 minutes: on a loaded 2-core machine the start (PostgreSQL, migrations, queues, 2 forks) is slow
      for (let i = 0; i < 240 && !output.includes('Hirebase is running'); i++) {
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(output).toContain('(2 HTTP processes)');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`http://127.0.0.1:${port}/v2/health/ping`).then((r) => r.json() as Promise<{ database: string }>),
        ),
      );
      expect(answers.every((a) => a.database === 'up')).toBe(true);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      // nothing answers any more: the HTTP processes stopped with the primary
      expect(
        await fetch(`http://127.0.0.1:${port}/v2/health/ping`).then(
          () => 'up',
          () => 'down',
        ),
      ).toBe('down');
    } finally {
      // a failed run still stops the server the gentle way, so that it stops its database
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
