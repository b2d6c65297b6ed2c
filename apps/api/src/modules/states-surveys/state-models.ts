import { CHOICE_QUESTION_TYPES, type StateQuestion } from '@hirebase/shared/states-surveys';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { productsUsingModel } from './catalogue-reads.ts';
import { keyItems } from './item-keys.ts';
import * as repo from './repository.ts';
import type { StateModelBody } from './schemas.ts';
import { stateModelView } from './views.ts';

export const listStateModels = async (ctx: Ctx) =>
  (await repo.stateModelsOf(ctx.db, tenantOf(ctx))).map(stateModelView);

/** Creates a state model, or replaces the one named by `id` (404 when it is not the company's). */
export async function saveStateModel(ctx: Ctx, input: Static<typeof StateModelBody>) {
  const companyId = tenantOf(ctx);
  const questions = keyItems('questions', input.questions, ctx.now, {
    key: 'choices',
    when: (q) => CHOICE_QUESTION_TYPES.includes(q.type),
  }) as StateQuestion[];
  questions.forEach((q, i) => {
    if (q.unit !== undefined && q.type !== 'ODOMETER')
      throw badRequest(`questions.${i}.unit`, 'Only an ODOMETER question has a unit');
  });
  return inTransaction(ctx, async (tx) => {
    if (input.id && !(await repo.findStateModel(tx.db, companyId, input.id)))
      throw notFound('product state model', input.id);
    const id = input.id ?? newId(tx.now.getTime());
    const saved = await repo.saveStateModel(tx.db, { companyId, id, name: input.name.trim(), questions }, tx.now);
    await audit(tx, {
      action: input.id ? 'stateModel.update' : 'stateModel.create',
      entity: 'productStateModel',
      entityId: id,
    });
    return stateModelView(saved);
  });
}

export async function deleteStateModel(ctx: Ctx, id: string) {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const using = await productsUsingModel(tx.db, companyId, 'stateModelId', id);
    if (using > 0)
      throw conflict('inUse', `${using} product(s) use this product state model; choose another one for them first`, {
        products: using,
      });
    if (!(await repo.deleteStateModel(tx.db, companyId, id))) throw notFound('product state model', id);
    await audit(tx, { action: 'stateModel.delete', entity: 'productStateModel', entityId: id });
    return { ok: true as const };
  });
}
