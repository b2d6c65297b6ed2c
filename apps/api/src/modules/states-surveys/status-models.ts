import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { productsUsingModel } from './catalogue-reads.ts';
import { keyItems } from './item-keys.ts';
import * as repo from './repository.ts';
import type { StatusModelBody } from './schemas.ts';
import { statusModelView } from './views.ts';

export const listStatusModels = async (ctx: Ctx) =>
  (await repo.statusModelsOf(ctx.db, tenantOf(ctx))).map(statusModelView);

/** Creates a status model, or replaces the one named by `id`. Status names are unique within a model. */
export async function saveStatusModel(ctx: Ctx, input: Static<typeof StatusModelBody>) {
  const companyId = tenantOf(ctx);
  const statuses = keyItems('statuses', input.statuses, ctx.now).map((s) => ({
    id: s.id,
    name: s.name.trim(),
    color: s.color.toLowerCase(),
  }));
  const names = new Set<string>();
  statuses.forEach((s, i) => {
    const key = s.name.toLowerCase();
    if (names.has(key)) throw badRequest(`statuses.${i}.name`, `The status "${s.name}" is listed twice`);
    names.add(key);
  });
  return inTransaction(ctx, async (tx) => {
    if (input.id && !(await repo.findStatusModel(tx.db, companyId, input.id))) throw notFound('status model', input.id);
    const id = input.id ?? newId(tx.now.getTime());
    const saved = await repo.saveStatusModel(tx.db, { companyId, id, name: input.name.trim(), statuses }, tx.now);
    await audit(tx, {
      action: input.id ? 'statusModel.update' : 'statusModel.create',
      entity: 'statusModel',
      entityId: id,
    });
    return statusModelView(saved);
  });
}

export async function deleteStatusModel(ctx: Ctx, id: string) {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const using = await productsUsingModel(tx.db, companyId, 'statusModelId', id);
    if (using > 0)
      throw conflict('inUse', `${using} product(s) use this status model; choose another one for them first`, {
        products: using,
      });
    if (!(await repo.deleteStatusModel(tx.db, companyId, id))) throw notFound('status model', id);
    await audit(tx, { action: 'statusModel.delete', entity: 'statusModel', entityId: id });
    return { ok: true as const };
  });
}
