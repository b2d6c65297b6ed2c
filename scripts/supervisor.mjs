// The supervisor of `npm start`: runs the API server in its own process group, starts it again when it dies
// unexpectedly (out of memory, a crash), and stops whatever the dead server left in its group first — the embedded
// PostgreSQL server is its child, in that group — so that PostgreSQL never outlives the server that started it.

import { constants } from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Stops every process left in the group `pgid`: SIGINT first (PostgreSQL's fast shutdown), SIGKILL after `graceMs`.
 * Answers once the group is empty.
 */
export async function stopGroup(pgid, graceMs = 30_000) {
  if (process.platform === 'win32' || !groupAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGINT');
  } catch {
    return;
  }
  const until = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < until) await sleep(100);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  }
}

/**
 * Runs `start()` (which spawns the server, detached in its own group) and keeps it running; the server's primary
 * process keeps its job process running the same way (`name` is what the messages call the process). Exit code 0 (a stop that
 * was asked for) and 2 (a configuration error) end the supervision; any other end is a crash, answered by a restart
 * after `backoffMs`, unless there were more than `maxRestarts` within `windowMs`. `done` resolves with the exit code
 * the supervisor should end with; `stop(signal)` forwards the signal and ends the supervision.
 */
export function supervise(start, options = {}) {
  const {
    maxRestarts = 5,
    windowMs = 60_000,
    backoffMs = 1_000,
    graceMs = 30_000,
    log = console.error,
    name = 'server',
  } = options;
  let child;
  let stopping = false;
  let restartTimer;
  const crashes = [];
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  const run = () => {
    restartTimer = undefined;
    child = start();
    const current = child;
    current.on('error', (error) => {
      log(`[start] Could not start the ${name}: ${error.message}`);
      finish(1);
    });
    current.on('exit', async (code, signal) => {
      // whatever the server left running in its group (the embedded PostgreSQL) stops with it
      await stopGroup(current.pid, graceMs);
      const status = code ?? 128 + (constants.signals[signal] ?? 0);
      if (stopping || code === 0 || code === 2) return finish(status);
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] < now - windowMs) crashes.shift();
      if (crashes.length > maxRestarts) {
        log(`[start] The ${name} stopped ${crashes.length} times within ${windowMs / 1000} s: giving up.`);
        return finish(status);
      }
      log(`[start] The ${name} stopped unexpectedly (${signal ?? `code ${code}`}); starting it again.`);
      restartTimer = setTimeout(run, backoffMs);
    });
  };
  run();

  return {
    done,
    get child() {
      return child;
    },
    stop(signal) {
      if (stopping) return false;
      stopping = true;
      if (restartTimer) {
        clearTimeout(restartTimer);
        finish(0);
        return true;
      }
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return true;
    },
  };
}
