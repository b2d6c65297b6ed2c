// The public entry of the condition-reports module: what other modules may use.
export { fillerOf } from './answers.ts';
export { conditionReportJob } from './job.ts';
export type { SignatureBox, SignatureBoxes } from './pdf.ts';
export { stateDocumentForSigning, stateDocumentGenerating } from './reports.ts';
export { SCOPES as CONDITION_REPORT_SCOPES, type Scope as ConditionReportScope } from './schemas.ts';
export { storeSignedStateDocument } from './signed-reports.ts';
