// The public entry of the document uploads module: what other modules may use.

export { surveyDocumentsOf } from './survey-documents.ts';
