import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/pool.ts';
import type { Deps } from '../http/context.ts';

/** What a job handler receives besides its data: the database (never an open transaction), the app's deps, a log. */
export interface JobEnv {
  db: Database;
  deps: Deps;
  log: FastifyBaseLogger;
}

/** One attempt of a job. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** Attempts made before this one (0 on the first). */
  retryCount: number;
  /** True on the last attempt pg-boss will make: a failure now is final. */
  lastAttempt: boolean;
}

/**
 * A queue and what runs its jobs. Definitions are data: modules export theirs, `modules/jobs.ts` gathers them, and
 * the job runner creates the queues, their schedules and their workers from that list. The platform knows no domain.
 */
export interface JobDefinition<T = unknown> {
  /** Queue name: letters, digits, `-` and `_`. */
  name: string;
  /** Handles one job; a throw fails this attempt (retried while retries are left). */
  run: (job: JobRun<T>, env: JobEnv) => Promise<void>;
  /**
   * Called once a job has failed for good — its retries used up, including attempts lost to a crash (the job expired
   * while active). Runs from the queue's dead-letter queue, so also after a restart.
   */
  onFailed?: (data: T, error: string, env: JobEnv) => Promise<void>;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Delay before a retry; with `retryBackoff` it doubles at each retry (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt still running after this long is failed (and retried); after a crash the job waits this long. */
  expireInSeconds: number;
  /** Cron expression (UTC): the runner queues one job at these times (once across every process). */
  cron?: string;
  /** Jobs taken per poll; they run one after the other. */
  batchSize?: number;
  /** Pause between polls when the queue is empty. */
  pollingIntervalSeconds?: number;
}

/** Any definition, whatever its payload: what lists of definitions hold. */
export type AnyJob = JobDefinition<never>;

/** Options of `send`. */
export interface SendOptions {
  /** Not run before this instant (reminders, expiries). */
  startAfter?: Date;
  /** Job id, for a caller that keeps it to cancel the job later (a UUID). */
  id?: string;
}

/** A definition with a typed payload; `defineJob` only checks the shape. */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/**
 * A housekeeping job run at `cron` (UTC) with no payload: retried twice 10 minutes apart, allowed 30 minutes; the
 * queue is polled every 30 s (it only receives its scheduled runs).
 */
export const maintenanceJob = (name: string, cron: string, run: (env: JobEnv) => Promise<void>) =>
  defineJob<Record<string, never>>({
    name,
    cron,
    retryLimit: 2,
    retryDelaySeconds: 600,
    retryBackoff: false,
    expireInSeconds: 1800,
    pollingIntervalSeconds: 30,
    run: (_job, env) => run(env),
  });

/** The queue that receives a queue's jobs that failed for good (only for definitions with `onFailed`). */
export const deadLetterQueue = (name: string) => `${name}__failed`;
