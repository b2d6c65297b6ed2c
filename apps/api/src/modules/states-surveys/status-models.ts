import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { keyItems } from './item-keys.ts';
import { deleteUnusedModel, type RecordKind, saveRecord } from './model-writes.ts';
import * as repo from './repository.ts';
import type { StatusModelBody } from './schemas.ts';
import { statusModelView } from './views.ts';

const statusModel: RecordKind = {
  action: 'statusModel',
  entity: 'statusModel',
  label: 'status model',
  find: repo.findStatusModel,
  remove: repo.deleteStatusModel,
};

export const listStatusModels = async (ctx: StaffCtx) =>
  (await repo.statusModelsOf(ctx.db, ctx.companyId)).map(statusModelView);

/** Creates a status model, or replaces the one named by `id`. Status names are unique within a model. */
export async function saveStatusModel(ctx: Ctx, input: Static<typeof StatusModelBody>) {
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
  return saveRecord(ctx, statusModel, input.id, async (tx, companyId, id) =>
    statusModelView(await repo.saveStatusModel(tx.db, { companyId, id, name: input.name.trim(), statuses }, tx.now)),
  );
}

export const deleteStatusModel = async (ctx: Ctx, id: string) =>
  deleteUnusedModel(ctx, statusModel, 'statusModelId', id);
