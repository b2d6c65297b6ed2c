import { importQueue } from '../src/modules/imports/runner.ts';
import { allJobs } from '../src/modules/jobs.ts';
import type { AnyJob } from '../src/platform/jobs/definition.ts';

/**
 * Every job of the platform with short delays, for crash tests: an attempt lost with its process expires after 5 s
 * and is retried at once; imports work in batches of 20 rows and slices of
 * 300 ms.
 */
export const quickJobs: AnyJob[] = allJobs.map((job) => {
  const spec = (job as { spec?: Parameters<typeof importQueue>[0] }).spec;
  const base = spec ? (importQueue(spec, { sliceMs: 300, batchRows: 20 }) as unknown as AnyJob) : job;
  return { ...base, expireInSeconds: 5, retryDelaySeconds: 0, retryBackoff: false };
});
