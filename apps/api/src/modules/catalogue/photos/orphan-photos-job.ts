import type { JobEnv } from '../../../platform/jobs/definition.ts';
import { maintenanceJob } from '../../../platform/jobs/definition.ts';
import { orphanPhotoFiles } from '../repository/photo-files.ts';
import { photoKeys } from './photo-keys.ts';
import { removeStoredPhoto } from './product-photos.ts';

/** A photo is left alone this long after it was stored: its upload may still be under way. */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes the files of product photos stored more than a day ago that no model or pack names (an upload that failed
 * or was refused after its files were written, a photo removed while its files could not be deleted); answers how
 * many. A photo some row names, even a deleted one's, is never touched.
 */
export async function sweepOrphanPhotos(env: Pick<JobEnv, 'db' | 'deps'>, now: Date) {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  let removed = 0;
  for (;;) {
    const orphans = await orphanPhotoFiles(env.db, before, BATCH);
    for (const { companyId, id } of orphans) await removeStoredPhoto(env, photoKeys(companyId, id).photo);
    removed += orphans.length;
    if (orphans.length < BATCH) return removed;
  }
}

/** Daily at 03:40 UTC; the count goes to the log. */
export const orphanPhotosJob = maintenanceJob('orphan-product-photos', '40 3 * * *', async (env) => {
  const removed = await sweepOrphanPhotos(env, env.deps.now());
  env.log.info({ removed }, 'orphan product photos removed');
});
