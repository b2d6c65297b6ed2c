// The public entry of the condition-reports module: what other modules may use.
export { conditionReportJob } from './job.ts';
export { stateDocumentGenerating } from './reports.ts';
