import { type CustomFieldDef, type CustomFieldValue, isCalendarDate } from '@hirebase/shared';
import type { SurveyField } from '@hirebase/shared/states-surveys';
import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import type { SurveyRow } from '../states-surveys/index.ts';
import type { CheckoutBody, CheckoutForm } from './schemas.ts';

type Body = Static<typeof CheckoutBody>;
type Form = Static<typeof CheckoutForm>;

const INPUT_TYPE = { text: 'TEXT', number: 'NUMBER', date: 'DATE', select: 'SELECT', boolean: 'CHECKBOX' } as const;

/** The shop's customer fields as the checkout form shows them. */
export const customFieldsView = (fields: CustomFieldDef[]): Form['customFields'] =>
  fields.map((f) => ({
    key: f.key,
    label: f.label,
    type: INPUT_TYPE[f.type],
    required: f.required,
    options: f.options ?? [],
  }));

/** The survey questions of the products a cart holds or names, each once. */
export function surveyQuestions(surveys: SurveyRow[], itemIds: Set<string>): SurveyField[] {
  const questions = new Map<string, SurveyField>();
  for (const survey of surveys) {
    if (!survey.productIds.some((p) => itemIds.has(p))) continue;
    for (const field of survey.fields) if (!questions.has(field.id)) questions.set(field.id, field);
  }
  return [...questions.values()];
}

export const surveyView = (questions: SurveyField[]): Form['survey'] =>
  questions.map((q) => ({ id: q.id, label: q.label, type: q.type, required: q.required, options: q.options ?? [] }));

function typedValue(def: CustomFieldDef, raw: string, field: string): CustomFieldValue | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (def.type) {
    case 'text':
      return value;
    case 'number': {
      const n = Number(value.replace(',', '.'));
      if (!Number.isFinite(n)) throw badRequest(field, `${def.label} must be a number`);
      return n;
    }
    case 'date':
      if (!isCalendarDate(value)) throw badRequest(field, `${def.label} must be a date (YYYY-MM-DD)`);
      return value;
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw badRequest(field, `${def.label} must be true or false`);
      return value === 'true';
    case 'select':
      if (!(def.options ?? []).includes(value)) {
        throw badRequest(field, `${def.label} must be one of: ${(def.options ?? []).join(', ')}`);
      }
      return value;
  }
}

/**
 * The answers to the shop's customer fields, typed as the fields say; 400 naming `customInputs[i].key` (not a field
 * of the shop, given twice) or `.value` (wrong type or option), or `customInputs` for a required field left out.
 */
export function checkCustomInputs(fields: CustomFieldDef[], inputs: Body['customInputs']) {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const values: Record<string, CustomFieldValue> = {};
  const seen = new Set<string>();
  (inputs ?? []).forEach((input, i) => {
    const def = byKey.get(input.key);
    if (!def) throw badRequest(`customInputs[${i}].key`, `"${input.key}" is not a field of this shop`);
    if (seen.has(input.key)) throw badRequest(`customInputs[${i}].key`, `"${input.key}" is answered twice`);
    seen.add(input.key);
    const value = typedValue(def, input.value, `customInputs[${i}].value`);
    if (value !== undefined) values[input.key] = value;
  });
  const missing = fields.find((f) => f.required && values[f.key] === undefined);
  if (missing) throw badRequest('customInputs', `${missing.label} is required`, { key: missing.key });
  return values;
}

/**
 * The survey answers, by question id: a text, an option of a select, options of a multiple select. A document
 * question is answered by the files uploaded for it (`documentAnswers`: the question ids with a file). 400 naming
 * `survey[i].questionId`, `survey[i].answer` or `.answers`, or `survey` for a required question left unanswered.
 */
export function checkSurvey(questions: SurveyField[], answers: Body['survey'], documentAnswers: Set<string>) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const values: Record<string, string | string[]> = {};
  (answers ?? []).forEach((a, i) => {
    const q = byId.get(a.questionId);
    if (!q) throw badRequest(`survey[${i}].questionId`, `${a.questionId} is not a question about these products`);
    if (values[q.id] !== undefined) throw badRequest(`survey[${i}].questionId`, `${q.label} is answered twice`);
    if (q.type === 'DOCUMENT') {
      if (a.answer || a.answers?.length) {
        throw badRequest(`survey[${i}].answer`, `${q.label} is answered by uploading a file`);
      }
      return;
    }
    if (q.type === 'MULTIPLE_SELECT') {
      const picked = [...new Set(a.answers ?? (a.answer ? [a.answer] : []))];
      const wrong = picked.find((p) => !(q.options ?? []).includes(p));
      if (wrong !== undefined) throw badRequest(`survey[${i}].answers`, `"${wrong}" is not an option of ${q.label}`);
      if (picked.length > 0) values[q.id] = picked;
      return;
    }
    if (a.answers?.length) throw badRequest(`survey[${i}].answers`, `${q.label} takes one answer`);
    const text = a.answer?.trim() ?? '';
    if (text === '') return;
    if (q.type === 'SELECT' && !(q.options ?? []).includes(text)) {
      throw badRequest(`survey[${i}].answer`, `"${text}" is not an option of ${q.label}`);
    }
    values[q.id] = text;
  });
  const missing = questions.find((q) =>
    q.type === 'DOCUMENT' ? q.required && !documentAnswers.has(q.id) : q.required && values[q.id] === undefined,
  );
  if (missing) {
    const what = missing.type === 'DOCUMENT' ? 'needs a file' : 'needs an answer';
    throw badRequest('survey', `${missing.label} ${what}`, { questionId: missing.id });
  }
  return values;
}
