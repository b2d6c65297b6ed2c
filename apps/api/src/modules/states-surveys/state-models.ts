import { CHOICE_QUESTION_TYPES, type StateQuestion } from '@hirebase/shared/states-surveys';
import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { keyItems } from './item-keys.ts';
import { deleteUnusedModel, type RecordKind, saveRecord } from './model-writes.ts';
import * as repo from './repository.ts';
import type { StateModelBody } from './schemas.ts';
import { stateModelView } from './views.ts';

const stateModel: RecordKind = {
  action: 'stateModel',
  entity: 'productStateModel',
  label: 'product state model',
  find: repo.findStateModel,
  remove: repo.deleteStateModel,
};

export const listStateModels = async (ctx: StaffCtx) =>
  (await repo.stateModelsOf(ctx.db, ctx.companyId)).map(stateModelView);

/** Creates a state model, or replaces the one named by `id` (404 when it is not the company's). */
export async function saveStateModel(ctx: Ctx, input: Static<typeof StateModelBody>) {
  const questions = keyItems('questions', input.questions, ctx.now, {
    key: 'choices',
    when: (q) => CHOICE_QUESTION_TYPES.includes(q.type),
  }) as StateQuestion[];
  questions.forEach((q, i) => {
    if (q.unit !== undefined && q.type !== 'ODOMETER')
      throw badRequest(`questions.${i}.unit`, 'Only an ODOMETER question has a unit');
  });
  return saveRecord(ctx, stateModel, input.id, async (tx, companyId, id) =>
    stateModelView(await repo.saveStateModel(tx.db, { companyId, id, name: input.name.trim(), questions }, tx.now)),
  );
}

export const deleteStateModel = async (ctx: Ctx, id: string) => deleteUnusedModel(ctx, stateModel, 'stateModelId', id);
