import PgBoss from 'pg-boss';
import type { AnyJob, JobEnv } from './definition.ts';
import { executorOf } from './executor.ts';
import { type PolledQueue, polledQueues, runDueJobs } from './worker.ts';

export interface RunnerOptions {
  /** Pause between polls of an empty queue, unless a definition sets its own (tests use a few ms). */
  pollingIntervalMs?: number;
  /** How often expired attempts are failed and retried, and old jobs archived (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  /** How long `stop` waits for running jobs before leaving them to expire. */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  /** Stops polling and waits for the jobs in hand (up to the stop timeout). */
  stop(): Promise<void>;
}

/**
 * The job runner of the primary process (after `installJobs`): runs pg-boss's maintenance (expired attempts are
 * retried, old jobs archived) and its clock (cron schedules), and polls every queue. Several runners (one per node)
 * can share the database: jobs are taken with SKIP LOCKED and each cron slot is queued once.
 */
export async function startJobRunner(
  env: JobEnv,
  definitions: readonly AnyJob[],
  options: RunnerOptions = {},
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: executorOf(env.db),
    migrate: false,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => env.log.error({ err: error }, 'job queue error'));
  await boss.start();

  let stopping = false;
  // pauses between polls, cut short by stop()
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  const loop = async (queue: PolledQueue) => {
    const pause = options.pollingIntervalMs ?? (queue.pollingIntervalSeconds ?? 2) * 1000;
    while (!stopping) {
      let taken = 0;
      try {
        taken = await runDueJobs(queue, env);
      } catch (error) {
        env.log.error({ err: error, queue: queue.name }, 'job queue poll failed');
      }
      // a full batch means more may be waiting: poll again at once
      if (taken < queue.batchSize && !stopping) await sleep(pause);
    }
  };
  const loops = polledQueues(definitions).map(loop);

  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      for (const wake of [...sleepers]) wake();
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.stopTimeoutMs ?? 20_000).unref());
      await Promise.race([Promise.all(loops), timeout]);
      await boss.stop({ graceful: false, close: false });
    },
  };
}
