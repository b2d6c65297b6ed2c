import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from '../../../scripts/supervisor.mjs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * A stand-in for the API server: it starts a long-lived child in its group (as the embedded PostgreSQL is) and
 * records its pid; on its first run it then dies as an out-of-memory crash does (abort), later runs keep going.
 */
const FAKE_SERVER = `
const { spawn } = require('node:child_process');
const { appendFileSync, existsSync } = require('node:fs');
const [runs, pids] = process.argv.slice(1);
const first = !existsSync(runs);
appendFileSync(runs, 'run\\n');
const db = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
appendFileSync(pids, db.pid + '\\n');
process.on('SIGTERM', () => { db.kill('SIGINT'); process.exit(0); });
if (first) setTimeout(() => process.abort(), 300);
else setInterval(() => {}, 1000);
`;

describe('the supervisor of npm start', () => {
  it('starts a crashed server again, and stops what it left in its group (the database) first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hirebase-supervisor-'));
    const runs = join(dir, 'runs');
    const pids = join(dir, 'pids');
    const logs: string[] = [];
    const supervisor = supervise(
      () => spawn(process.execPath, ['-e', FAKE_SERVER, runs, pids], { stdio: 'ignore', detached: true }),
      { backoffMs: 100, graceMs: 5_000, log: (m) => logs.push(m) },
    );
    const dbPids = async () => (await readFile(pids, 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);
    await until(async () => (await dbPids()).length === 2);
    const [orphan, current] = await dbPids();
    // the database of the crashed server is gone; the new server's runs
    await until(() => !alive(orphan));
    expect(alive(current)).toBe(true);
    expect(logs.join('\n')).toMatch(/stopped unexpectedly/);

    expect(supervisor.stop('SIGTERM')).toBe(true);
    expect(await supervisor.done).toBe(0);
    await until(() => !alive(current));
  });

  it('gives up after too many crashes in a row, with the crash status', async () => {
    const supervisor = supervise(() => spawn(process.execPath, ['-e', 'process.exit(3)'], { detached: true }), {
      maxRestarts: 2,
      backoffMs: 10,
      log: () => {},
    });
    expect(await supervisor.done).toBe(3);
  });
});
