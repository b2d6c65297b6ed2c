import { badRequest, conflict } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { found } from '../found.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../kinds.ts';
import { builtInKindOf, builtInModel, type Model } from './built-in.ts';
import { type BlockInput, checkedBlocks } from './check-blocks.ts';
import {
  deleteModelRow,
  documentsOfModel,
  insertModel,
  latestOwnModel,
  ownModel,
  ownModels,
  updateModel,
} from './repository.ts';

export interface ModelInput {
  /** A model of the company to change, or a built-in one to copy; none: a new model. */
  id?: string;
  kind: DocumentKind;
  name: string;
  blocks: BlockInput[];
}

/** The company's models, and the built-in model of every kind it has none of its own for. */
export async function listModels(ctx: StaffCtx, language?: string): Promise<Model[]> {
  const own = await ownModels(ctx.db, ctx.companyId);
  const covered = new Set(own.map((m) => m.kind));
  const builtIns = DOCUMENT_KINDS.filter((k) => !covered.has(k)).map((k) => builtInModel(k, language));
  return [...own, ...builtIns];
}

/** A built-in model (any company reads them) or one of the company's own; another company's is a 404. */
export async function getModel(ctx: StaffCtx, id: string, language?: string): Promise<Model> {
  const builtInKind = builtInKindOf(id);
  if (builtInKind) return builtInModel(builtInKind, language);
  return found(await ownModel(ctx.db, ctx.companyId, id), 'documentModel', id);
}

/** The model documents of `kind` are made with when none is named: the company's latest own one, else the built-in. */
export async function defaultModel(ctx: StaffCtx, kind: DocumentKind): Promise<Model> {
  return (await latestOwnModel(ctx.db, ctx.companyId, kind)) ?? builtInModel(kind);
}

/**
 * Saves a model: the company's own is changed in place; a built-in one (or none named) becomes a new model of the
 * company (its own copy, which documents of that kind then use). A model's kind never changes.
 */
export async function saveModel(ctx: StaffCtx, input: ModelInput): Promise<Model> {
  const blocks = checkedBlocks(input.blocks);
  const name = input.name.trim();
  if (!name) throw badRequest('name', 'A model needs a name');
  const builtInKind = input.id ? builtInKindOf(input.id) : undefined;
  if (builtInKind && builtInKind !== input.kind) {
    throw badRequest('kind', `The built-in model copied is a ${builtInKind} model`);
  }
  return inTransaction(ctx, async (tx) => {
    if (input.id && !builtInKind) {
      const own = found(await ownModel(tx.db, ctx.companyId, input.id, true), 'documentModel', input.id);
      if (own.kind !== input.kind) throw badRequest('kind', `The model is a ${own.kind} model; its kind cannot change`);
      return updateModel(tx.db, ctx.companyId, own.id, { name, blocks, updatedAt: ctx.now });
    }
    return insertModel(tx.db, {
      companyId: ctx.companyId,
      id: newId(),
      kind: input.kind,
      name,
      blocks,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  });
}

/** Deletes one of the company's models; refused (409) while a document was made with it. */
export async function deleteModel(ctx: StaffCtx, id: string) {
  if (builtInKindOf(id)) throw conflict('builtInModel', 'A built-in model cannot be deleted', { documentModelId: id });
  return inTransaction(ctx, async (tx) => {
    const model = found(await ownModel(tx.db, ctx.companyId, id, true), 'documentModel', id);
    const used = await documentsOfModel(tx.db, ctx.companyId, id);
    if (used.length > 0) {
      throw conflict('modelInUse', `Documents were made with the model "${model.name}": it cannot be deleted`, {
        documentModelId: id,
        name: model.name,
        documents: used.map((d) => d.key),
      });
    }
    await deleteModelRow(tx.db, ctx.companyId, id);
    return { ok: true as const };
  });
}
