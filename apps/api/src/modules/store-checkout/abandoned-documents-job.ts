import { lte, sql } from 'drizzle-orm';
import type { JobEnv } from '../../platform/jobs/definition.ts';
import { maintenanceJob } from '../../platform/jobs/definition.ts';
import { checkoutDocuments } from './tables.ts';

/** A cart's hold lasts minutes: files uploaded for it a day ago belong to a checkout that never happened. */
export const ABANDONED_DOCUMENT_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes the survey files uploaded for carts that were never checked out (the checkout moves its files to the
 * order), across companies, and their stored bytes; answers how many.
 */
export async function sweepAbandonedDocuments(env: Pick<JobEnv, 'db' | 'deps'>, now: Date) {
  const before = new Date(now.getTime() - ABANDONED_DOCUMENT_AGE_MS);
  let removed = 0;
  for (;;) {
    const old = env.db
      .select({ companyId: checkoutDocuments.companyId, id: checkoutDocuments.id })
      .from(checkoutDocuments)
      .where(lte(checkoutDocuments.createdAt, before))
      .limit(BATCH);
    const gone = await env.db
      .delete(checkoutDocuments)
      .where(sql`(${checkoutDocuments.companyId}, ${checkoutDocuments.id}) in (${old})`)
      .returning({ key: checkoutDocuments.key });
    for (const { key } of gone) await env.deps.storage.remove(key);
    removed += gone.length;
    if (gone.length < BATCH) return removed;
  }
}

/** Daily at 03:50 UTC; the count goes to the log. */
export const abandonedCheckoutDocumentsJob = maintenanceJob(
  'abandoned-checkout-documents',
  '50 3 * * *',
  async (env) => {
    const removed = await sweepAbandonedDocuments(env, env.deps.now());
    env.log.info({ removed }, 'survey files of abandoned checkouts removed');
  },
);
