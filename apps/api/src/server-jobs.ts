import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { supervise } from '../../../scripts/supervisor.mjs';

/**
 * Niceness of the job process: on a busy machine the scheduler serves the HTTP processes first, so a long import
 * takes the CPU they leave rather than delaying their answers.
 */
export const JOBS_NICENESS = 10;

const ENTRY = new URL('./jobs-process.ts', import.meta.url).pathname;

/**
 * Starts the job process (jobs-process.ts) on `databaseUrl`, after the queues are installed, and keeps it running: a
 * process that dies is started again after a second (the attempt it had in hand expires and is retried), as
 * `npm start` does for the server; after more than five deaths within a minute `failed` resolves with its status.
 * It stays in this process's group, so whatever stops the server's group stops it too, and it stops by itself when
 * this process goes away.
 */
export function startJobsProcess(databaseUrl: string, options: { backoffMs?: number } = {}) {
  let stopping = false;
  const start = (): ChildProcess => {
    // same Node options and loader as this process (process.execArgv)
    const child = fork(ENTRY, [], {
      env: { ...process.env, HIREBASE_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid) {
      try {
        setPriority(child.pid, JOBS_NICENESS);
      } catch {
        // not allowed here: the job process runs at the server's priority
      }
    }
    return child;
  };
  const supervisor = supervise(start, {
    name: 'job process',
    backoffMs: options.backoffMs,
    log: (message) => console.error(message.replace('[start] ', '')),
  });
  return {
    get pid() {
      return supervisor.child.pid;
    },
    /** Resolves with the job process's status when it keeps dying (never after `stop`). */
    failed: supervisor.done.then((status) => (stopping ? new Promise<never>(() => {}) : status)),
    /** Stops the job process after the job in hand. */
    async stop() {
      stopping = true;
      supervisor.stop('SIGTERM');
      await supervisor.done;
    },
  };
}
