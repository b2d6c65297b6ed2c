import type { StateQuestion } from '@hirebase/shared/states-surveys';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { usersView } from '../users/index.ts';
import type { ConditionAnswer } from './tables.ts';

/**
 * The answers as they are kept: each checked against its question (a choice among the question's, a reading for an
 * odometer), blanks dropped; a required question left blank, or an answer to no question, is a 400 naming it.
 */
export function checkedAnswers(questions: StateQuestion[], answers: Record<string, ConditionAnswer>, field: string) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept: Record<string, ConditionAnswer> = {};
  for (const [id, value] of Object.entries(answers)) {
    const q = byId.get(id);
    const at = `${field}.${id}`;
    if (!q) throw badRequest(at, `The product's state model has no question ${id}`);
    if (q.type === 'ODOMETER') {
      if (typeof value !== 'number') throw badRequest(at, `${q.label}: a reading (number) is expected`);
      kept[id] = value;
    } else if (q.type === 'MULTIPLE_CHOICE') {
      if (!Array.isArray(value)) throw badRequest(at, `${q.label}: a list of choices is expected`);
      const unknown = value.find((v) => !q.choices?.includes(v));
      if (unknown !== undefined) throw badRequest(at, `${q.label}: "${unknown}" is not one of its choices`);
      if (value.length) kept[id] = (q.choices ?? []).filter((c) => value.includes(c));
    } else {
      if (typeof value !== 'string') throw badRequest(at, `${q.label}: a text is expected`);
      const text = value.trim();
      if (q.type === 'UNIQUE_CHOICE' && text && !q.choices?.includes(text)) {
        throw badRequest(at, `${q.label}: "${text}" is not one of its choices`);
      }
      if (text) kept[id] = text;
    }
  }
  const missing = questions.find((q) => q.required && kept[q.id] === undefined);
  if (missing) throw badRequest(`${field}.${missing.id}`, `${missing.label}: an answer is required`);
  return kept;
}

/** Whether two answers say the same (choices in any order). */
export function sameAnswer(a: ConditionAnswer | undefined, b: ConditionAnswer | undefined) {
  const norm = (v: ConditionAnswer | undefined) => (Array.isArray(v) ? [...v].sort() : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/** Who fills a report: the session's user, with the name the report prints. */
export async function fillerOf(db: Db, ctx: Ctx) {
  if (ctx.actor.kind !== 'user') return { filledById: null, filledByName: null };
  const userId = ctx.actor.userId;
  const [user] = await db
    .select({ firstName: usersView.firstName, lastName: usersView.lastName, email: usersView.email })
    .from(usersView)
    .where(eq(usersView.id, userId));
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';
  return { filledById: userId, filledByName: name || null };
}
