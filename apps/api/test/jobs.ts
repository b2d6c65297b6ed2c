import type { App } from '../src/app.ts';
import { allJobs } from '../src/modules/jobs.ts';
import type { AnyJob } from '../src/platform/jobs/definition.ts';
import { polledQueues, runDueJobs } from '../src/platform/jobs/worker.ts';

/**
 * Runs, in this process, every job of `definitions` that is due, and those they queue, until none is due; answers
 * how many ran. Tests drive background work this way instead of starting a job runner.
 */
export async function runDueJobsNow(app: App, definitions: readonly AnyJob[] = allJobs): Promise<number> {
  const env = { db: app.db, deps: app.deps, log: app.log };
  const queues = polledQueues(definitions);
  let total = 0;
  for (;;) {
    let taken = 0;
    for (const queue of queues) taken += await runDueJobs(queue, env);
    total += taken;
    if (taken === 0) return total;
  }
}

/** Runs due jobs until `done()` holds (jobs waiting for a delay are run when it is over), or fails after `ms`. */
export async function runJobsUntil(
  app: App,
  done: () => Promise<boolean>,
  definitions: readonly AnyJob[] = allJobs,
  ms = 20_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    await runDueJobsNow(app, definitions);
    if (await done()) return;
    if (Date.now() > until) throw new Error('background jobs did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
