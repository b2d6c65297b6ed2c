import { STATE_QUESTION_TYPES, SURVEY_FIELD_TYPES } from '@hirebase/shared/states-surveys';
import { Type } from 'typebox';
import { DateTime, HexColor, Id, Line, StringEnum } from '../../platform/http/schemas.ts';

/** A string enum whose static type is the union of its values. */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(StringEnum(values));

const Name = Line(120, { minLength: 1 });
const Label = Line(300, { minLength: 1 });
const Choice = Line(200, { minLength: 1 });
/** Client-chosen key of a question or field (kept across edits so that recorded answers still match). */
const ItemKey = Line(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$', examples: ['q1'] });

export const StateQuestionInput = Type.Object({
  id: Type.Optional(ItemKey),
  label: Label,
  type: OneOf(STATE_QUESTION_TYPES),
  choices: Type.Optional(Type.Array(Choice, { maxItems: 50 })),
  unit: Type.Optional(Line(20, { minLength: 1 })),
  required: Type.Boolean({ default: false }),
});

export const StateModelBody = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  questions: Type.Array(StateQuestionInput, { minItems: 1, maxItems: 100 }),
});

const StateQuestionView = Type.Object({
  id: Type.String(),
  label: Type.String(),
  type: OneOf(STATE_QUESTION_TYPES),
  choices: Type.Optional(Type.Array(Type.String())),
  unit: Type.Optional(Type.String()),
  required: Type.Boolean(),
});

export const StateModelView = Type.Object({
  id: Id,
  name: Type.String(),
  questions: Type.Array(StateQuestionView),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const Color = HexColor;

export const StatusModelBody = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  statuses: Type.Array(Type.Object({ id: Type.Optional(ItemKey), name: Line(80, { minLength: 1 }), color: Color }), {
    minItems: 1,
    maxItems: 50,
  }),
});

export const StatusModelView = Type.Object({
  id: Id,
  name: Type.String(),
  statuses: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), color: Type.String() })),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const SurveyFieldInput = Type.Object({
  id: Type.Optional(ItemKey),
  label: Label,
  type: OneOf(SURVEY_FIELD_TYPES),
  options: Type.Optional(Type.Array(Choice, { maxItems: 50 })),
  required: Type.Boolean({ default: false }),
});

export const SurveyBody = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  fields: Type.Array(SurveyFieldInput, { minItems: 1, maxItems: 50 }),
  productIds: Type.Array(Id, { maxItems: 2000, default: [] }),
});

export const SurveyView = Type.Object({
  id: Id,
  name: Type.String(),
  fields: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      type: OneOf(SURVEY_FIELD_TYPES),
      options: Type.Optional(Type.Array(Type.String())),
      required: Type.Boolean(),
    }),
  ),
  productIds: Type.Array(Id),
  createdAt: DateTime,
  updatedAt: DateTime,
});
