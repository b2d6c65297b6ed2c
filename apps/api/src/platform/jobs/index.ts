export type { AnyJob, JobDefinition, JobEnv, JobRun, SendOptions } from './definition.ts';
export { deadLetterQueue, defineJob, maintenanceJob } from './definition.ts';
export { installJobs } from './install.ts';
export { createJobQueue, JobNotQueued, type JobQueue } from './queue.ts';
export { type JobRunner, type RunnerOptions, startJobRunner } from './runner.ts';
export { type PolledQueue, polledQueues, runDueJobs } from './worker.ts';
