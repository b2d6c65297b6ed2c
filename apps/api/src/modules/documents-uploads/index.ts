// The public entry of the document uploads module: what other modules may use.

export { listField, typedUploads } from './file-checks.ts';
export {
  attachSurveyDocuments,
  MAX_SURVEY_DOCUMENTS,
  MAX_SURVEY_FILE_BYTES,
  MAX_SURVEY_FILES,
  SURVEY_DOCUMENT_TYPES,
  surveyDocumentsOf,
} from './survey-documents.ts';
