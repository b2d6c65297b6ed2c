import pg, { type Pool } from 'pg';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/pool.ts';

export interface Answer {
  status: number;
  body: { code?: string; details?: Record<string, unknown>; [key: string]: unknown };
}

/** One request through the app, answered as status and parsed body. */
export type Request = () => Promise<Answer>;

/**
 * Runs requests at the same time on the test database's pool and tells whether they really overlapped (more than one
 * connection checked out at once): a race test checks that before trusting its counts.
 */
export function racing(app: App, db: Database) {
  const pool = (db as unknown as { $client: Pool }).$client;
  let busy = 0;
  let mostBusy = 0;
  pool.on('acquire', () => {
    busy++;
    mostBusy = Math.max(mostBusy, busy);
  });
  pool.on('release', () => {
    busy--;
  });
  const send =
    (
      headers: Record<string, string>,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
    async (): Promise<Answer> => {
      const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() };
    };
  return {
    send,
    /** `request` started after `ms` milliseconds (to land in the middle of the others). */
    after:
      (ms: number, request: Request): Request =>
      () =>
        new Promise((resolve, reject) => setTimeout(() => request().then(resolve, reject), ms)),
    /** Starts every request at once; answers in the same order, and whether they overlapped. */
    async all(requests: Request[]) {
      mostBusy = busy;
      const answers = await Promise.all(requests.map((r) => r()));
      return { answers, overlapped: mostBusy > 1 };
    },
  };
}

/** Two answers, the accepted one first: for two requests of which exactly one may win. */
export const winnerFirst = (...answers: Answer[]) => [...answers].sort((a, b) => a.status - b.status);
export const countOf = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

/** Waits until `n` other sessions of the database wait for a lock (rows, tables or transaction locks). */
async function lockWaits(client: pg.Client, n: number, stop = () => false, timeoutMs = 10_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until && !stop(); ) {
    // the activity view is read once per transaction unless its snapshot is cleared
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= n) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/**
 * Forces the interleaving a race test needs: `hold` (SQL run in a transaction of its own, e.g. a table lock) stops
 * `first` at the write it guards; `second` then runs while `first` waits, until it is done or waits as well; then
 * the hold is released and both finish. Code that checks and writes without a lock lets `second` through between
 * `first`'s check and its write; code that locks makes `second` wait for `first` (or find what it wrote).
 */
export async function interleave(db: Database, hold: string, first: Request, second: Request) {
  const pool = (db as unknown as { $client: Pool }).$client;
  const blocker = new pg.Client(pool.options);
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query(hold);
    const one = first();
    if (!(await lockWaits(blocker, 1))) throw new Error('the first request never reached the held lock');
    let done = false;
    const two = second().finally(() => {
      done = true;
    });
    const secondWaited = await lockWaits(blocker, 2, () => done);
    await blocker.query('commit');
    return { first: await one, second: await two, secondWaited };
  } finally {
    await blocker.end();
  }
}
