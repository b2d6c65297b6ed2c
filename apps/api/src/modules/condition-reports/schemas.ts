import { STATE_QUESTION_TYPES } from '@hirebase/shared/states-surveys';
import { Type } from 'typebox';
import { DateTime, Decimal, Id, Line, MultiLine, Nullable, StringEnum } from '../../platform/http/schemas.ts';
import { Language } from '../users/index.ts';

export const SCOPES = ['DEPART', 'RETOUR'] as const;
export type Scope = (typeof SCOPES)[number];
export const ScopeSchema = Type.Unsafe<Scope>(
  StringEnum(SCOPES, { description: 'DEPART (hand-out) or RETOUR (return)' }),
);

/** One answer: free text, the choice picked, the choices picked, or a reading (km, h, %). */
/** One answer: the choices picked, free text (or the choice picked), or a reading (km, h, %). The list comes first:
 * a refused answer is named by the first branch's error, which reaches into the list's items. */
export const Answer = Type.Union([
  Type.Array(Line(200, { minLength: 1 }), { maxItems: 50 }),
  Line(2000),
  Decimal({ minimum: 0, maximum: 1_000_000_000 }),
]);
export const Answers = Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), Answer, {
  description: 'Answers by question id of the product state model',
});

export const UnitAnswersBody = Type.Object({
  orderId: Id,
  subProductId: Id,
  scope: ScopeSchema,
  answers: Answers,
  notes: Type.Optional(Nullable(MultiLine(4000))),
});

export const GenerateBody = Type.Object({
  orderId: Id,
  scope: ScopeSchema,
  lang: Type.Optional(Language),
  /** Answers saved first, in the same transaction (the counter sends the whole report in one call). */
  units: Type.Optional(
    Type.Array(Type.Object({ subProductId: Id, answers: Answers, notes: Type.Optional(Nullable(MultiLine(4000))) }), {
      maxItems: 200,
    }),
  ),
});

export const ReportParams = Type.Object({ orderId: Id, scope: ScopeSchema });
export const FileParams = Type.Object({ fileId: Id });
export const FileQuery = Type.Object({
  size: Type.Optional(StringEnum(['photo', 'thumbnail'] as const, { description: 'thumbnail: 320 px a side' })),
});

export const UploadForm = Type.Object({ orderId: Id, subProductId: Id, scope: ScopeSchema });
export const PreviewBody = Type.Object({
  orderId: Id,
  subProductId: Type.Optional(Id),
  scope: Type.Optional(ScopeSchema),
});

export const PhotoView = Type.Object({
  id: Id,
  subProductId: Id,
  scope: ScopeSchema,
  name: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String(),
  thumbnailUrl: Type.String(),
  createdAt: DateTime,
});
export const PhotoList = Type.Object({ files: Type.Array(PhotoView) });

const Question = Type.Object({
  id: Type.String(),
  label: Type.String(),
  type: StringEnum(STATE_QUESTION_TYPES),
  choices: Type.Optional(Type.Array(Type.String())),
  unit: Type.Optional(Type.String()),
  required: Type.Boolean(),
});

const Filled = Type.Object({
  answers: Answers,
  notes: Nullable(Type.String()),
  filledBy: Nullable(Type.Object({ id: Nullable(Id), name: Type.String() })),
  filledAt: DateTime,
});

export const UnitReportView = Type.Object({
  subProductId: Id,
  productId: Id,
  productName: Type.String(),
  serialNumber: Nullable(Type.String()),
  qrCodeValue: Type.String(),
  questions: Type.Array(Question),
  filled: Nullable(Filled),
  photos: Type.Array(PhotoView),
  departure: Nullable(
    Type.Object({ filled: Nullable(Filled), photos: Type.Array(PhotoView) }, { description: 'RETOUR only' }),
  ),
  changedQuestionIds: Type.Array(Type.String(), { description: 'RETOUR: answers that differ from the departure' }),
});

export const ReportView = Type.Object({
  orderId: Id,
  scope: ScopeSchema,
  status: Nullable(StringEnum(['PENDING', 'SUCCESS'] as const)),
  language: Type.String(),
  generatedAt: Nullable(DateTime),
  /** When the report was signed; a signed report is no longer redrawn. */
  signedAt: Nullable(DateTime),
  outdated: Type.Boolean({ description: 'Answers or photos changed since the PDF was drawn' }),
  downloadUrl: Nullable(Type.String()),
  units: Type.Array(UnitReportView),
});
