import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { runDueJobsNow, runJobsUntil } from '../../../test/jobs.ts';
import type { Database } from '../db/pool.ts';
import { type AnyJob, defineJob, type JobDefinition } from './definition.ts';
import { installJobs } from './install.ts';
import { startJobRunner } from './runner.ts';

const states = async (db: Database, name: string) =>
  (
    await db.execute<{ state: string }>(sql`select state from pgboss.job where name = ${name} order by created_on`)
  ).rows.map((r) => r.state);

describe('background jobs', async () => {
  const { app, db } = await createTestApp();
  const seen: unknown[] = [];
  const failures: { data: unknown; error: string }[] = [];
  const base = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 };
  const recording = defineJob<{ n: number }>({
    ...base,
    name: 'test-recording',
    async run(job) {
      seen.push(job.data.n);
    },
  });
  const flaky = defineJob<{ failTimes: number; key: string }>({
    ...base,
    name: 'test-flaky',
    retryLimit: 2,
    async run(job) {
      if (job.retryCount < job.data.failTimes)
        throw new Error(`attempt ${job.retryCount + 1} of ${job.data.key} failed`);
      seen.push(`${job.data.key} ok after ${job.retryCount + 1}`);
    },
    async onFailed(data, error) {
      failures.push({ data, error });
    },
  });
  const slow = defineJob<Record<string, never>>({
    ...base,
    name: 'test-slow',
    retryLimit: 1,
    expireInSeconds: 1,
    async run(job) {
      if (job.retryCount === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      seen.push(`slow attempt ${job.retryCount + 1}`);
    },
  });
  const all: AnyJob[] = [recording, flaky, slow];
  await installJobs(db, all);

  it('queues a job sent in a transaction only if that transaction commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await app.deps.jobs.send(tx, recording, { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => app.deps.jobs.send(tx, recording, { n: 2 }));
    seen.length = 0;
    expect(await runDueJobsNow(app, all)).toBe(1);
    expect(seen).toEqual([2]);
    expect(await states(db, recording.name)).toEqual(['completed']);
  });

  it('refuses a job for a queue that was never installed', async () => {
    const stray: JobDefinition<object> = { ...recording, name: 'test-not-installed' } as JobDefinition<object>;
    await expect(app.deps.jobs.send(db, stray, {})).rejects.toThrow(/does not exist/);
  });

  it('retries a failing job, and hands it to onFailed once its retries are used up', async () => {
    seen.length = 0;
    await app.deps.jobs.send(db, flaky, { failTimes: 1, key: 'a' });
    await app.deps.jobs.send(db, flaky, { failTimes: 5, key: 'b' });
    await runJobsUntil(app, async () => failures.length === 1, all);
    expect(seen).toEqual(['a ok after 2']);
    expect(failures).toEqual([{ data: { failTimes: 5, key: 'b' }, error: 'attempt 3 of b failed' }]);
  });

  it('waits for startAfter, and a cancelled job never runs', async () => {
    seen.length = 0;
    const later = await app.deps.jobs.send(db, recording, { n: 3 }, { startAfter: new Date(Date.now() + 60_000) });
    const cancelled = await app.deps.jobs.send(db, recording, { n: 4 }, { startAfter: new Date(Date.now() + 500) });
    expect(await app.deps.jobs.cancel(db, recording, cancelled)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await runDueJobsNow(app, all)).toBe(0);
    expect(seen).toEqual([]);
    expect(await app.deps.jobs.cancel(db, recording, later)).toBe(true);
    expect(await app.deps.jobs.cancel(db, recording, later)).toBe(false);
  });

  it('fails an attempt that outlives its expiry, and retries it', async () => {
    seen.length = 0;
    await app.deps.jobs.send(db, slow, {});
    await runJobsUntil(app, async () => seen.includes('slow attempt 2'), all);
    expect(await states(db, slow.name)).toEqual(['completed']);
  });

  it('runs queued jobs in the runner, which stops after the job in hand', async () => {
    seen.length = 0;
    const runner = await startJobRunner({ db, deps: app.deps, log: app.log }, all, { pollingIntervalMs: 20 });
    try {
      await app.deps.jobs.send(db, recording, { n: 5 });
      await app.deps.jobs.send(db, recording, { n: 6 });
      for (let i = 0; i < 100 && seen.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.sort()).toEqual([5, 6]);
    } finally {
      await runner.stop();
    }
    await app.deps.jobs.send(db, recording, { n: 7 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).not.toContain(7);
  });

  it('installs the queue options and the schedules as declared, and drops a schedule no longer declared', async () => {
    const cron = defineJob<Record<string, never>>({
      ...base,
      name: 'test-cron',
      cron: '5 4 * * *',
      retryLimit: 4,
      run: async () => {},
    });
    await installJobs(db, [cron]);
    const queue = async () =>
      (
        await db.execute<{ retry_limit: number; cron: string | null }>(
          sql`select q.retry_limit, s.cron from pgboss.queue q left join pgboss.schedule s on s.name = q.name
              where q.name = ${cron.name}`,
        )
      ).rows[0];
    expect(await queue()).toEqual({ retry_limit: 4, cron: '5 4 * * *' });
    await installJobs(db, [{ ...cron, cron: undefined, retryLimit: 1 }]);
    expect(await queue()).toEqual({ retry_limit: 1, cron: null });
  });
});
