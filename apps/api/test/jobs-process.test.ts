import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './spawned-server.ts';

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
/** Children of every thread of `pid` (libuv may spawn from another thread than the main one). */
const children = (pid: number) =>
  readdirSync(`/proc/${pid}/task`, { withFileTypes: false })
    .flatMap((task) => read(`/proc/${pid}/task/${task}/children`).split(' '))
    .filter(Boolean)
    .map(Number);
const jobsProcessOf = (pid: number) =>
  children(pid).find((child) => read(`/proc/${child}/cmdline`).includes('src/jobs-process.ts'));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until<T>(check: () => T | undefined | false, what: string, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job process of the server', () => {
  it('runs beside the HTTP process, is started again when it dies, and stops with the server', async () => {
    const spawned = await spawnServer({});
    const { server, port, exited } = spawned;
    try {
      await until(() => spawned.output().includes('Hirebase is running'), 'the server to start');
      const first = await until(() => jobsProcessOf(server.pid!), 'the job process');
      const everything = () => [server.pid!, ...children(server.pid!)];
      expect(everything().length).toBeGreaterThanOrEqual(3); // HTTP, jobs, PostgreSQL

      // an out-of-memory kill of the job process leaves the API answering and a new job process
      process.kill(first, 'SIGKILL');
      const second = await until(() => {
        const pid = jobsProcessOf(server.pid!);
        return pid !== first && pid;
      }, 'a new job process');
      expect(spawned.output()).toMatch(/The job process stopped unexpectedly/);
      const ping = await fetch(`http://127.0.0.1:${port}/v2/health/ping`);
      expect(ping.status).toBe(200);

      const left = everything();
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      // the job process and PostgreSQL stopped with the server
      expect(alive(second)).toBe(false);
      await until(() => left.every((pid) => !alive(pid)), 'every process of the server to stop', 30_000);
    } finally {
      await spawned.cleanUp();
    }
  }, 240_000);
});
