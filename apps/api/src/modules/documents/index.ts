// The public entry of the documents module: what other modules may use.

export { generateDocument } from './generation/generate.ts';
export { documentGenerationJob } from './generation/generation-job.ts';
export { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, type DocumentKind, type DocumentLanguage } from './kinds.ts';
export { BUILT_IN_NAMES as DOCUMENT_KIND_NAMES } from './models/built-in-texts.ts';
export { documentsOfAnOrder, orderDocumentFile } from './order-files.ts';
export type { DocumentRow } from './repository.ts';
export { signedStorageKeyOf } from './repository.ts';
export {
  type DocumentPdf,
  markWaitingForSignature,
  readDocumentPdf,
  storeSignedDocument,
} from './signed-documents.ts';
