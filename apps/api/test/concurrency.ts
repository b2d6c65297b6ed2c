import type { Pool } from 'pg';
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

export const statuses = (answers: Answer[]) => answers.map((a) => a.status);
export const countOf = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
