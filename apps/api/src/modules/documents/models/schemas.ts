import { Type } from 'typebox';
import { Id, Line, MultiLine, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES } from '../kinds.ts';
import { BLOCK_TYPES } from './blocks.ts';
import { VARIABLES } from './variables.ts';

export const Kind = Type.Unsafe<(typeof DOCUMENT_KINDS)[number]>(StringEnum(DOCUMENT_KINDS));
export const Language = Type.Unsafe<(typeof DOCUMENT_LANGUAGES)[number]>(StringEnum(DOCUMENT_LANGUAGES));

const LocalizedText = Type.Object(
  Object.fromEntries(DOCUMENT_LANGUAGES.map((l) => [l, Type.Optional(MultiLine(5000))])) as Record<
    (typeof DOCUMENT_LANGUAGES)[number],
    Type.TOptional<ReturnType<typeof MultiLine>>
  >,
  { additionalProperties: false, minProperties: 1, description: 'The text in one or more of fr, en, es, pt, it' },
);

const BlockInput = Type.Object(
  {
    type: Type.Unsafe<(typeof BLOCK_TYPES)[number]>(StringEnum(BLOCK_TYPES)),
    text: Type.Optional(LocalizedText),
  },
  { additionalProperties: false },
);

export const ModelBody = Type.Object(
  {
    id: Type.Optional(Id),
    kind: Kind,
    name: Line(120, { minLength: 1 }),
    blocks: Type.Array(BlockInput, { minItems: 1, maxItems: 60 }),
  },
  { additionalProperties: false },
);

export const PreviewBody = Type.Object(
  {
    kind: Kind,
    name: Type.Optional(Line(120)),
    blocks: Type.Array(BlockInput, { minItems: 1, maxItems: 60 }),
    language: Type.Optional(Language),
    orderId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const ModelView = Type.Object({
  id: Id,
  kind: Type.String(),
  name: Type.String(),
  builtIn: Type.Boolean(),
  blocks: Type.Array(
    Type.Object({ type: Type.String(), text: Type.Optional(Type.Record(Type.String(), Type.String())) }),
  ),
  updatedAt: Nullable(Type.String()),
});

export const ModelList = Type.Object({
  items: Type.Array(ModelView),
  /** What texts may hold, written {{name}}. */
  variables: Type.Array(Type.String()),
  /** The shipped model of every kind: what a model goes back to when its default is restored. */
  defaults: Type.Array(ModelView),
});

export const ModelParams = Type.Object({ documentModelId: Id });
export const LanguageQuery = Type.Object({ language: Type.Optional(Language) });
export { VARIABLES };
