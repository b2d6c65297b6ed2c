/** Signatures put on documents, and the one-time codes a company may ask signers for. */
export { CODE_RULES, type CodeCheck, type CodeRequest, sendSignatureCode, verifySignatureCode } from './codes.ts';
export {
  recordSignature,
  requiresEmailCode,
  type SignatureRecord,
  setEmailCodeRequired,
  signaturesOfDocument,
} from './record.ts';
export { signatureRoutes } from './routes.ts';
