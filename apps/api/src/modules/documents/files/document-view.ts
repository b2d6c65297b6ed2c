import { Type } from 'typebox';
import { Id, Nullable } from '../../../platform/http/schemas.ts';
import type { DocumentRow } from '../repository.ts';

export const DocumentView = Type.Object({
  id: Id,
  key: Type.String({ description: 'What download and delete name the document by' }),
  orderId: Id,
  kind: Type.String(),
  documentModelId: Id,
  language: Type.String(),
  status: Type.String({ description: 'TO_GENERATE, GENERATED or PENDING (waiting for signatures)' }),
  signed: Type.Boolean(),
  signedAt: Nullable(Type.String()),
  sha256: Nullable(Type.String({ description: 'SHA-256 (hex) of the generated PDF' })),
  size: Nullable(Type.Integer({ description: 'Bytes of the generated PDF' })),
  fileName: Type.String(),
  createdAt: Type.String(),
  generatedAt: Nullable(Type.String()),
});

/** The name a document downloads under: its kind and the start of its key. */
export const fileNameOf = (d: Pick<DocumentRow, 'kind' | 'key'>) =>
  `${d.kind.toLowerCase().replace('_', '-')}-${d.key.slice(0, 8)}${d.key.slice(-12, -4)}.pdf`;

export const documentView = (d: DocumentRow) => ({
  id: d.id,
  key: d.key,
  orderId: d.orderId,
  kind: d.kind,
  documentModelId: d.modelId,
  language: d.language,
  status: d.status,
  signed: d.signedAt !== null,
  signedAt: d.signedAt?.toISOString() ?? null,
  sha256: d.sha256,
  size: d.sizeBytes,
  fileName: fileNameOf(d),
  createdAt: d.createdAt.toISOString(),
  generatedAt: d.generatedAt?.toISOString() ?? null,
});
