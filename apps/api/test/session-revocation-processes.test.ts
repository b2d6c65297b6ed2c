import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
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

/** One request on a connection of its own: the primary hands each new connection to the next HTTP process. */
const call = (port: number, method: string, path: string, token: string, body?: object) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/v2${path}`,
        agent: false,
        headers: {
          'x-access-token': token,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });

describe('sessions kept by two HTTP processes (API_PROCESSES=2)', () => {
  it('are refused by both on the very next request once logged out, or once the password changed', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'hirebase-revocation-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        API_PROCESSES: '2',
        SEED_DEMO: '1',
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
      for (let i = 0; i < 360 && !output.includes('Hirebase is running'); i++) {
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(output).toContain('(2 HTTP processes)');
      const login = async () => {
        const res = await call(port, 'POST', '/login/user/login/dashboard', '', {
          email: 'manager@demo.hirebase.test',
          password: 'hirebase-demo',
        });
        expect(res.status).toBe(200);
        return JSON.parse(res.body).token as string;
      };
      /** Eight requests on eight connections (four per process), each answered from a kept session after the first. */
      const statuses = async (token: string) =>
        Promise.all(Array.from({ length: 8 }, async () => (await call(port, 'GET', '/user/me', token)).status));

      const first = await login();
      expect(await statuses(first)).toEqual(Array(8).fill(200));
      expect(await statuses(first)).toEqual(Array(8).fill(200));
      expect((await call(port, 'POST', '/login/disconnect', first)).status).toBe(200);
      expect(await statuses(first)).toEqual(Array(8).fill(401));

      const kept = await login();
      const other = await login();
      expect(await statuses(other)).toEqual(Array(8).fill(200));
      expect(await statuses(other)).toEqual(Array(8).fill(200));
      const changed = await call(port, 'PUT', '/user/password', kept, {
        currentPassword: 'hirebase-demo',
        newPassword: 'another-long-passphrase',
      });
      expect(changed.status).toBe(200);
      expect(await statuses(other)).toEqual(Array(8).fill(401));
      expect(await statuses(kept)).toEqual(Array(8).fill(200));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
