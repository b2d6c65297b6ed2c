import { Type } from 'typebox';
import { DateTime, Id, Nullable } from '../../platform/http/schemas.ts';

export const CompanySignatureView = Type.Object({
  id: Id,
  createdAt: DateTime,
  document: Type.Object({
    id: Id,
    collection: Type.String({ description: '`documents` (order documents) or `condition-reports`' }),
    type: Type.String({ description: 'The document kind: CONTRACT, QUOTE, DEPARTURE, RETURN, ...' }),
  }),
  userId: Nullable(Id),
  signerRole: Type.Union([Type.Literal('customer'), Type.Literal('employee')]),
  signerName: Type.String(),
  signerEmail: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  sha256Before: Type.String({ description: 'SHA-256 (hex) of the document before this signature' }),
  sha256After: Type.String({ description: 'SHA-256 (hex) of the signed file' }),
});

export const SignatureSettingsView = Type.Object({
  requireEmailCode: Type.Boolean({
    description: 'Signers from the order link first enter a one-time code mailed to the customer',
  }),
});
