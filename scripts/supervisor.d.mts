import type { ChildProcess } from 'node:child_process';

export function stopGroup(pgid: number, graceMs?: number): Promise<void>;

export interface Supervisor {
  /** Resolves with the exit code the supervisor should end with. */
  done: Promise<number>;
  readonly child: ChildProcess;
  /** Forwards `signal` to the server and ends the supervision; false when already stopping. */
  stop(signal: NodeJS.Signals): boolean;
}

export function supervise(
  start: () => ChildProcess,
  options?: {
    maxRestarts?: number;
    windowMs?: number;
    backoffMs?: number;
    graceMs?: number;
    log?: (message: string) => void;
    /** What the messages call the supervised process (default `server`). */
    name?: string;
  },
): Supervisor;
