import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTwoProcessServer } from './spawned-server.ts';

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
    const server = await startTwoProcessServer({ seedDemo: true, startTimeoutMs: 180_000 });
    const { port } = server;
    try {
      expect(server.output()).toContain('(2 HTTP processes)');
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
      expect(await server.terminate()).toBe(0);
    } finally {
      await server.cleanUp();
    }
  }, 300_000);
});
