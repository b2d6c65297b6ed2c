import PgBoss from 'pg-boss';
import type { Db } from '../db/pool.ts';
import type { JobDefinition, SendOptions } from './definition.ts';
import { executorOf } from './executor.ts';

/** How services queue work: `ctx.deps.jobs.send(ctx.db, someJob, data)`, in the caller's transaction when it has one. */
export interface JobQueue {
  /** Queues a job; inside a transaction it exists only once that commits. Answers the job id. */
  send<T>(db: Db, job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string>;
  /** Cancels a job not yet run (a reminder whose booking was cancelled); true when it was still pending. */
  cancel(db: Db, job: JobDefinition<never> | JobDefinition<unknown>, id: string): Promise<boolean>;
}

export class JobNotQueued extends Error {}

export function createJobQueue(): JobQueue {
  // only builds SQL here: every call runs on the executor of the db it is given, so this instance is never started
  const boss = new PgBoss({
    db: {
      executeSql: () => {
        throw new Error('a job call must be given a database');
      },
    },
  });
  boss.on('error', () => {});
  return {
    async send(db, job, data, options = {}) {
      const id = await boss.send(job.name, data as object, {
        db: executorOf(db),
        ...(options.id ? { id: options.id } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      // the insert joins the queue table: no id means the queue was never created (installJobs not run)
      if (!id) throw new JobNotQueued(`The job queue "${job.name}" does not exist`);
      return id;
    },
    async cancel(db, job, id) {
      // typed void, answers the counts at run time
      const result = (await boss.cancel(job.name, id, { db: executorOf(db) })) as unknown as { affected: number };
      return result.affected > 0;
    },
  };
}
