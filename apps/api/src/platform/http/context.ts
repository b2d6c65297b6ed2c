import type { FastifyBaseLogger } from 'fastify';
import type { RowCache } from '../cache/row-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { forbidden } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DocumentSigner } from '../signing/index.ts';
import type { Storage } from '../storage/storage.ts';
import type { Actor, UserActor } from './actor.ts';
import type { UploadSlots } from './upload-slots.ts';

/** Long-lived dependencies built once per app. */
export interface Deps {
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** Queues background jobs (in the caller's transaction when given one). */
  jobs: JobQueue;
  now: () => Date;
  /** Rows every request reads, kept while the database says nothing about them changing. */
  cache: RowCache;
  /** Signs PDFs with the installation's certificate (PAdES); one per process. */
  signer: DocumentSigner;
  /** The multipart bodies this process is reading, per company: bounds what uploads hold at once. */
  uploadSlots: UploadSlots;
}

/** What every service receives: the database (or open transaction), who acts, for which company, and when. */
export interface Ctx {
  db: Db;
  actor: Actor;
  companyId: string | null;
  now: Date;
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  deps: Deps;
  /** Reads a request makes more than once (its company, its settings), shared by the ctx copies of that request. */
  memo?: Map<string, Promise<unknown>>;
}

/** The company of the session; routes declared for employees always have one. */
export function tenantOf(ctx: Ctx): string {
  if (!ctx.companyId) throw forbidden('Choose a company first');
  return ctx.companyId;
}

export function userActor(ctx: Ctx): UserActor {
  if (ctx.actor.kind !== 'user') throw forbidden('Only a platform user can do this');
  return ctx.actor;
}

/** `read()` once per request for `key`; without a memo (jobs, seeds) every call reads. */
export function oncePerRequest<T>(ctx: Ctx, key: string, read: () => Promise<T>): Promise<T> {
  if (!ctx.memo) return read();
  const known = ctx.memo.get(key);
  if (known) return known as Promise<T>;
  const reading = read();
  ctx.memo.set(key, reading);
  return reading;
}

/**
 * A read requests make often (session, user, company, settings): once per request, and from the process's cache of
 * rows while none of the rows named by `tagsOf` (`table:id`) changed. Outside a request (jobs, seeds) it reads.
 */
export function cachedForRequest<T>(
  ctx: Ctx,
  key: string,
  read: () => Promise<T>,
  tagsOf: (value: NonNullable<T>) => string[],
): Promise<T> {
  if (!ctx.memo) return read();
  return oncePerRequest(ctx, key, () => ctx.deps.cache.read(key, read, tagsOf));
}

/** Runs `work` in one transaction; the ctx it receives writes through that transaction. */
export async function inTransaction<T>(ctx: Ctx, work: (tx: Ctx) => Promise<T>): Promise<T> {
  if ('rollback' in ctx.db) return work(ctx);
  return (ctx.db as import('../db/pool.ts').Database).transaction((tx) => work({ ...ctx, db: tx }));
}
