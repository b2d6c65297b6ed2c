import {
  CHOICE_FIELD_TYPES,
  CHOICE_QUESTION_TYPES,
  type StateQuestionType,
  type SurveyFieldType,
} from '@hirebase/shared/states-surveys';
import type { TFunction } from 'i18next';
import type {
  StateModel,
  StateModelInput,
  StatusModel,
  StatusModelInput,
  Survey,
  SurveyInput,
} from '../../../../api/pricing.ts';

/** Questions, statuses and fields keep their key across edits, so answers already recorded still match. */
interface Keyed {
  id?: string;
}

export interface QuestionValues extends Keyed {
  label: string;
  type: StateQuestionType;
  choices: string[];
  unit: string;
  required: boolean;
}
export interface StateModelFormValues {
  name: string;
  questions: QuestionValues[];
}

export const emptyQuestion = (): QuestionValues => ({
  label: '',
  type: 'OPEN_FIELD',
  choices: [],
  unit: '',
  required: false,
});

export const stateModelFormValues = (model?: StateModel): StateModelFormValues => ({
  name: model?.name ?? '',
  questions: model?.questions.map((q) => ({
    id: q.id,
    label: q.label,
    type: q.type,
    choices: q.choices ?? [],
    unit: q.unit ?? '',
    required: q.required,
  })) ?? [emptyQuestion()],
});

/** Choices only for choice questions, a unit only for an odometer (the API refuses them elsewhere). */
export function buildStateModelPayload(values: StateModelFormValues, id?: string): StateModelInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      label: q.label.trim(),
      type: q.type,
      ...(CHOICE_QUESTION_TYPES.includes(q.type) ? { choices: q.choices } : {}),
      ...(q.type === 'ODOMETER' && q.unit.trim() ? { unit: q.unit.trim() } : {}),
      required: q.required,
    })),
  };
}

export interface StatusValues extends Keyed {
  name: string;
  color: string;
}
export interface StatusModelFormValues {
  name: string;
  statuses: StatusValues[];
}

export const STATUS_SWATCHES = ['#2f9e44', '#1971c2', '#f08c00', '#e03131', '#7048e8', '#868e96'];

export const statusModelFormValues = (model?: StatusModel): StatusModelFormValues => ({
  name: model?.name ?? '',
  statuses: model?.statuses.map((s) => ({ ...s })) ?? [{ name: '', color: STATUS_SWATCHES[0] }],
});

export function buildStatusModelPayload(values: StatusModelFormValues, id?: string): StatusModelInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    statuses: values.statuses.map((s) => ({ ...(s.id ? { id: s.id } : {}), name: s.name.trim(), color: s.color })),
  };
}

export interface FieldValues extends Keyed {
  label: string;
  type: SurveyFieldType;
  options: string[];
  required: boolean;
}
export interface SurveyFormValues {
  name: string;
  fields: FieldValues[];
  productIds: string[];
}

export const emptyField = (): FieldValues => ({ label: '', type: 'TEXT', options: [], required: false });

export const surveyFormValues = (survey?: Survey): SurveyFormValues => ({
  name: survey?.name ?? '',
  fields: survey?.fields.map((f) => ({ ...f, options: f.options ?? [] })) ?? [emptyField()],
  productIds: survey?.productIds ?? [],
});

export function buildSurveyPayload(values: SurveyFormValues, id?: string): SurveyInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    fields: values.fields.map((f) => ({
      ...(f.id ? { id: f.id } : {}),
      label: f.label.trim(),
      type: f.type,
      ...(CHOICE_FIELD_TYPES.includes(f.type) ? { options: f.options } : {}),
      required: f.required,
    })),
    productIds: values.productIds,
  };
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const itemIndex = (path: string) => Number(path.split('.')[1]);
const requiredText = (t: TFunction) => (value: string) => (value.trim() ? null : t('validation.required'));

export const stateModelRules = (t: TFunction) => ({
  name: requiredText(t),
  questions: {
    label: requiredText(t),
    choices: (value: string[], values: StateModelFormValues, path: string) =>
      CHOICE_QUESTION_TYPES.includes(values.questions[itemIndex(path)].type) && value.length === 0
        ? t('pricing.setup.errors.needsChoices')
        : null,
  },
});

export const statusModelRules = (t: TFunction) => ({
  name: requiredText(t),
  statuses: {
    name: requiredText(t),
    color: (value: string) => (HEX.test(value) ? null : t('pricing.setup.errors.color')),
  },
});

export const surveyRules = (t: TFunction) => ({
  name: requiredText(t),
  fields: {
    label: requiredText(t),
    options: (value: string[], values: SurveyFormValues, path: string) =>
      CHOICE_FIELD_TYPES.includes(values.fields[itemIndex(path)].type) && value.length === 0
        ? t('pricing.setup.errors.needsChoices')
        : null,
  },
});
