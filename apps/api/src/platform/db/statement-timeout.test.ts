import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { toErrorBody } from '../http/error-handler.ts';

describe('statement timeout of request queries', async () => {
  const { app, db } = await createTestApp({ STATEMENT_TIMEOUT_MS: '300' });
  const pool = (db as unknown as { $client: pg.Pool }).$client;

  it('is set on the connections that serve requests, and not on others', async () => {
    const shown = await db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(shown.rows[0].statement_timeout).toBe('300ms');
    const background = await createTestDatabase();
    try {
      const free = await background.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(free.rows[0].statement_timeout).toBe('0');
    } finally {
      await background.close();
    }
  });

  it('answers 503 statementTimeout when a query runs too long, and the next request is served', async () => {
    // another connection holds the companies table: the request's read waits until PostgreSQL cancels it
    const holder = await pool.connect();
    const started = Date.now();
    let res: Awaited<ReturnType<typeof app.inject>>;
    try {
      await holder.query('begin');
      await holder.query('set local statement_timeout = 0');
      await holder.query('lock table companies in access exclusive mode');
      res = await app.inject({ method: 'GET', url: '/v2/company/isNameUnique/Velo%20Bleu' });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'statementTimeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    const after = await app.inject({ method: 'GET', url: '/v2/company/isNameUnique/Velo%20Bleu' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ unique: true });
  });

  it('maps a cancelled statement wrapped by the query builder the same way', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const wrapped = Object.assign(new Error('Failed query: select …'), { cause: cancelled });
    for (const error of [cancelled, wrapped]) {
      expect(toErrorBody(error, 'r1').body).toMatchObject({ statusCode: 503, code: 'statementTimeout' });
    }
  });
});
