import PgBoss from 'pg-boss';
import { type AnyJob, deadLetterQueue, type JobEnv, type JobRun } from './definition.ts';
import { executorOf } from './executor.ts';

interface FetchedJob {
  id: string;
  data: unknown;
  expireInSeconds: number;
  retryCount: number;
  retryLimit: number;
}

/** A queue the runner polls: a declared queue, or the dead-letter queue that runs a definition's `onFailed`. */
export interface PolledQueue {
  name: string;
  batchSize: number;
  pollingIntervalSeconds?: number;
  handle: (job: FetchedJob, env: JobEnv) => Promise<void>;
}

export function polledQueues(definitions: readonly AnyJob[]): PolledQueue[] {
  return definitions.flatMap((definition) => {
    const run = definition.run as (job: JobRun<unknown>, env: JobEnv) => Promise<void>;
    const queue: PolledQueue = {
      name: definition.name,
      batchSize: definition.batchSize ?? 1,
      pollingIntervalSeconds: definition.pollingIntervalSeconds,
      handle: (job, env) =>
        run(
          { id: job.id, data: job.data, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit },
          env,
        ),
    };
    const onFailed = definition.onFailed as ((data: unknown, error: string, env: JobEnv) => Promise<void>) | undefined;
    if (!onFailed) return [queue];
    const deadLetters: PolledQueue = {
      name: deadLetterQueue(definition.name),
      batchSize: 10,
      pollingIntervalSeconds: definition.pollingIntervalSeconds,
      handle: (job, env) => onFailed(job.data, failureOf(job), env),
    };
    return [queue, deadLetters];
  });
}

/** The message pg-boss kept as the job's output when it failed (a thrown error, or its own timeout message). */
function failureOf(job: FetchedJob): string {
  const output = (job as { output?: { message?: string; value?: { message?: string } } }).output;
  return output?.message ?? output?.value?.message ?? 'failed';
}

function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${seconds} s`)), Math.max(1, seconds) * 1000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Takes up to `batchSize` due jobs of a queue (locked with SKIP LOCKED: several runners share a queue) and runs them
 * one after the other, each completed or failed on its own. Answers how many were taken.
 */
export async function runDueJobs(queue: PolledQueue, env: JobEnv): Promise<number> {
  const boss = bossFor(env);
  const jobs = (await boss.fetch(queue.name, {
    batchSize: queue.batchSize,
    includeMetadata: true,
  })) as unknown as FetchedJob[];
  for (const job of jobs) {
    try {
      // an attempt that outlives its expiry is failed here as pg-boss's maintenance would (it may then be retried)
      await withinSeconds(queue.handle(job, env), job.expireInSeconds);
      await boss.complete(queue.name, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      env.log.warn({ err: error, queue: queue.name, jobId: job.id, attempt: job.retryCount + 1 }, 'job attempt failed');
      await boss.fail(queue.name, job.id, { message });
    }
  }
  return jobs.length;
}

const bosses = new WeakMap<object, PgBoss>();

/** A pg-boss instance that only builds SQL, on the env's database; one per database handle. */
function bossFor(env: JobEnv): PgBoss {
  let boss = bosses.get(env.db);
  if (!boss) {
    boss = new PgBoss({ db: executorOf(env.db) });
    boss.on('error', (error) => env.log.error({ err: error }, 'job queue error'));
    bosses.set(env.db, boss);
  }
  return boss;
}
