import type {
  ConditionAnswers,
  ConditionQuestion,
  ConditionScope,
  ConditionUnit,
} from '../../../api/conditionReports.ts';

/** What a question's field holds while it is edited: text, picked choices, or a reading ('' when blank). */
export type FieldValue = string | string[] | number;
export type FormValues = Record<string, FieldValue>;

const blankOf = (q: ConditionQuestion): FieldValue => (q.type === 'MULTIPLE_CHOICE' ? [] : '');

/**
 * The fields of a unit as they start: what was saved; at return, before anything is saved, the departure's answers
 * (only what changed needs touching).
 */
export function initialValues(unit: ConditionUnit, scope: ConditionScope): FormValues {
  const source = unit.filled?.answers ?? (scope === 'RETOUR' ? unit.departure?.filled?.answers : undefined) ?? {};
  return Object.fromEntries(unit.questions.map((q) => [q.id, (source[q.id] as FieldValue | undefined) ?? blankOf(q)]));
}

const isBlank = (v: FieldValue | undefined) =>
  v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && !v.trim());

/** The answers the API takes: blanks left out, readings as numbers, texts trimmed. */
export function toAnswers(questions: ConditionQuestion[], values: FormValues): ConditionAnswers {
  const answers: ConditionAnswers = {};
  for (const q of questions) {
    const v = values[q.id];
    if (isBlank(v)) continue;
    if (q.type === 'ODOMETER') {
      const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
      if (Number.isFinite(n)) answers[q.id] = n;
    } else answers[q.id] = typeof v === 'string' ? v.trim() : v;
  }
  return answers;
}

/** The first required question left blank, if any. */
export const firstMissing = (questions: ConditionQuestion[], values: FormValues) =>
  questions.find((q) => q.required && isBlank(values[q.id]));

const norm = (v: unknown) => (Array.isArray(v) ? [...v].sort() : v === '' ? undefined : v);

/** Whether the value now differs from the departure's answer to that question. */
export function changedFromDeparture(unit: ConditionUnit, questionId: string, value: FieldValue | undefined) {
  const before = unit.departure?.filled?.answers[questionId];
  if (!unit.departure?.filled) return false;
  const now = isBlank(value) ? undefined : value;
  return JSON.stringify(norm(before)) !== JSON.stringify(norm(now));
}

/** How an answer reads: choices joined, a reading with its unit, a dash when blank. */
export function answerText(q: ConditionQuestion, value: unknown) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return '—';
  if (Array.isArray(value)) return value.join(', ');
  return q.unit && typeof value === 'number' ? `${value} ${q.unit}` : String(value);
}
