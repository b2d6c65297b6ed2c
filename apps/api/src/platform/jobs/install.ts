import PgBoss from 'pg-boss';
import type { Database } from '../db/pool.ts';
import { type AnyJob, deadLetterQueue } from './definition.ts';
import { executorOf } from './executor.ts';

/** Dead-letter queues: a failed job's data lands there; it runs the definition's `onFailed`. */
const DEAD_LETTER_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 };

export function queueOptions(definition: AnyJob) {
  return {
    policy: 'standard' as const,
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
    ...(definition.onFailed ? { deadLetter: deadLetterQueue(definition.name) } : {}),
  };
}

/**
 * Installs pg-boss's schema (`pgboss`, in the same database) when missing or older, then makes every declared queue
 * exist with its declared options, its dead-letter queue and its schedule; schedules of queues that no longer
 * declare one are removed. Runs after the migrations, before any process sends a job (a job sent to a queue that
 * does not exist is refused).
 */
export async function installJobs(db: Database, definitions: readonly AnyJob[]) {
  const boss = new PgBoss({ db: executorOf(db), supervise: false, schedule: false, migrate: true });
  let failure: unknown;
  boss.on('error', (error) => {
    failure = error;
  });
  await boss.start();
  try {
    const queues = new Map<string, PgBoss.Queue>();
    for (const definition of definitions) {
      const options = queueOptions(definition);
      if (options.deadLetter) queues.set(options.deadLetter, { name: options.deadLetter, ...DEAD_LETTER_OPTIONS });
      queues.set(definition.name, { name: definition.name, ...options });
    }
    // every queue first, then the options: a queue's dead letter must exist before it is named
    for (const [name, { deadLetter: _, ...options }] of queues) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    }
    for (const [name, options] of queues) await boss.updateQueue(name, options);
    const cron = definitions.filter((d) => d.cron);
    for (const definition of cron) await boss.schedule(definition.name, definition.cron!, {}, { tz: 'UTC' });
    for (const { name } of await boss.getSchedules()) {
      if (!cron.some((d) => d.name === name)) await boss.unschedule(name);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failure) throw failure;
}
