import { RowCache } from './platform/cache/row-cache.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/pool.ts';
import type { Deps } from './platform/http/context.ts';
import { UploadSlots } from './platform/http/upload-slots.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createDocumentSigner } from './platform/signing/index.ts';
import { s3Storage } from './platform/storage/s3-storage.ts';
import { localStorage } from './platform/storage/storage.ts';

/** Short-lived: an entry is read again after 30 s even when no change was heard. */
const ROW_CACHE = { ttlMs: 30_000, maxEntries: 20_000, holdMs: 5_000 };

/** The long-lived dependencies of the app and of the job runner. */
export function buildDeps(config: Config, options: { db: Db; now?: () => Date; deps?: Partial<Deps> }): Deps {
  const jobs = options.deps?.jobs ?? createJobQueue();
  const storage = options.deps?.storage ?? (config.s3 ? s3Storage(config.s3) : localStorage(`${config.dataDir}/files`));
  const now = options.now ?? (() => new Date());
  return {
    config,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, jobs, storage }),
    storage,
    jobs,
    now,
    signer: createDocumentSigner(options.db, config.signing, now),
    cache: new RowCache(ROW_CACHE),
    uploadSlots: new UploadSlots(),
    ...options.deps,
  };
}
