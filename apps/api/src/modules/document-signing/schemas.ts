import { Type } from 'typebox';
import { DateTime, Id, Line, StringEnum } from '../../platform/http/schemas.ts';
import { DOCUMENT_LANGUAGES } from '../documents/index.ts';

/** A drawn signature travels as a base64 PNG; 500 KB of base64 is far more than a pad's strokes make. */
export const MAX_SIGNATURE_BASE64 = 500_000;

export const SignDocumentBody = Type.Object({
  orderId: Id,
  documentId: Id,
  signerName: Line(120, { minLength: 1, description: 'The name the signer gives, printed under the signature' }),
  consent: Type.Literal(true, { description: 'The signer ticked the consent shown with the document' }),
  signatureImage: Type.Optional(
    Line(MAX_SIGNATURE_BASE64, {
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: 'The drawn signature, a PNG in base64; or give typedName',
    }),
  ),
  typedName: Type.Optional(Line(120, { minLength: 1, description: 'The signature as typed text; or signatureImage' })),
  code: Type.Optional(
    Line(6, {
      pattern: '^[0-9]{6}$',
      description: 'The one-time code mailed to the customer, when the shop asks for one',
    }),
  ),
  language: Type.Optional(StringEnum(DOCUMENT_LANGUAGES, { description: "The signer's language (audit page)" })),
});

export const SignDocumentOutcome = Type.Union([
  Type.Object({
    status: Type.Literal('SIGNED'),
    documentId: Id,
    signedAt: DateTime,
    sha256: Type.String({ description: 'SHA-256 of the signed file' }),
  }),
  Type.Object({
    status: Type.Literal('CODE_SENT', {
      description: 'The shop asks for a one-time code: it was mailed; sign again with it',
    }),
    email: Type.String({ description: 'Where the code went, partly hidden' }),
    expiresAt: DateTime,
  }),
]);

// the same signature, given for a condition report (scope) rather than a document, or at the counter (no mailed code)
const { documentId, code, ...signature } = SignDocumentBody.properties;
const Scope = StringEnum(['DEPART', 'RETOUR'] as const, { description: 'The report at departure or at return' });

export const SignStateDocumentBody = Type.Object({ ...signature, code, scope: Scope });

export const SignAtCounterBody = Type.Object({ ...signature, documentId });

export const SignStateAtCounterBody = Type.Object({
  ...signature,
  scope: Scope,
  employeeSignatureImage: Type.Optional(
    Line(MAX_SIGNATURE_BASE64, {
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: "The employee's drawn signature, a PNG in base64; or give employeeTypedName",
    }),
  ),
  employeeTypedName: Type.Optional(
    Line(120, { minLength: 1, description: "The employee's signature as typed text; or employeeSignatureImage" }),
  ),
});

export const SignedOutcome = Type.Object({
  status: Type.Literal('SIGNED'),
  documentId: Id,
  signedAt: DateTime,
  sha256: Type.String({ description: 'SHA-256 of the signed file' }),
});

export const SigningWordsQuery = Type.Object({ language: Type.Optional(StringEnum(DOCUMENT_LANGUAGES)) });
export const SigningWordsView = Type.Object({
  language: Type.String(),
  consent: Type.String({ description: 'What the customer ticks; written on the audit page' }),
  employeeConsent: Type.String({ description: 'What the employee confirms when signing a condition report' }),
});
