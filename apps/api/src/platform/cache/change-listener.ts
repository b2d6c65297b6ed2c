import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { onNotice } from '../db/pool.ts';
import type { RowCache } from './row-cache.ts';

/** The channel (and notice prefix) on which the database names each changed row a cache may hold (`table:id`). */
export const CHANGES_CHANNEL = 'hirebase_cache';
const NOTICE_PREFIX = `${CHANGES_CHANNEL} `;
const RECONNECT_MS = 1000;

/**
 * Keeps `cache` in step with the database: one connection LISTENs to the changes channel, so that a change committed
 * by any process drops what depended on that row; changes made through this process's own pool drop it as soon as
 * they are made (their notice), before their commit. The cache is live only while the listening connection is up,
 * and starts empty each time it (re)connects.
 */
export function listenForChanges(pool: pg.Pool, cache: RowCache, log?: FastifyBaseLogger) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const stopNotices = onNotice(pool, (notice) => {
    if (notice.message?.startsWith(NOTICE_PREFIX)) cache.changing(notice.message.slice(NOTICE_PREFIX.length));
  });

  const lost = (listening: pg.Client, error?: Error) => {
    if (client !== listening) return;
    client = undefined;
    cache.setLive(false);
    listening.end().catch(() => {});
    if (stopped) return;
    if (error) log?.warn({ err: error }, 'cache change listener lost; reads go to the database until it is back');
    retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = undefined;
    if (stopped) return;
    const listening = new pg.Client(pool.options);
    client = listening;
    listening.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) cache.changed(message.payload);
    });
    listening.on('error', (error) => lost(listening, error));
    listening.on('end', () => lost(listening));
    try {
      await listening.connect();
      await listening.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client === listening && !stopped) cache.setLive(true);
    } catch (error) {
      lost(listening, error as Error);
    }
  }

  const started = connect();
  return {
    /** Resolves once the first connection attempt is over (live or not). */
    started,
    stop: async () => {
      stopped = true;
      stopNotices();
      if (retry) clearTimeout(retry);
      cache.setLive(false);
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => {});
    },
  };
}
