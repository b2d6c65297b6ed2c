import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/pool.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { productsUsingModel } from './catalogue-reads.ts';

/** How a kind of record (state model, status model, survey) is named, found and deleted. */
export interface RecordKind {
  /** Prefix of the audit actions: `<action>.create`, `.update`, `.delete`. */
  action: string;
  /** Audit entity. */
  entity: string;
  /** The name given in 404 and conflict messages. */
  label: string;
  find: (db: Db, companyId: string, id: string) => Promise<unknown>;
  remove: (db: Db, companyId: string, id: string) => Promise<boolean>;
}

/** Creates a record, or replaces the one named by `existingId` (404 when it is not the company's). */
export async function saveRecord<T>(
  ctx: Ctx,
  kind: RecordKind,
  existingId: string | undefined,
  write: (tx: Ctx, companyId: string, id: string) => Promise<T>,
) {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    if (existingId && !(await kind.find(tx.db, companyId, existingId))) throw notFound(kind.label, existingId);
    const id = existingId ?? newId(tx.now.getTime());
    const saved = await write(tx, companyId, id);
    await audit(tx, {
      action: `${kind.action}.${existingId ? 'update' : 'create'}`,
      entity: kind.entity,
      entityId: id,
    });
    return saved;
  });
}

export async function deleteRecord(
  ctx: Ctx,
  kind: RecordKind,
  id: string,
  before?: (tx: Ctx, companyId: string) => Promise<void>,
) {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    await before?.(tx, companyId);
    if (!(await kind.remove(tx.db, companyId, id))) throw notFound(kind.label, id);
    await audit(tx, { action: `${kind.action}.delete`, entity: kind.entity, entityId: id });
    return { ok: true as const };
  });
}

/** Deletes a state or status model, refused while a product still uses it. */
export const deleteUnusedModel = async (
  ctx: Ctx,
  kind: RecordKind,
  column: 'stateModelId' | 'statusModelId',
  id: string,
) =>
  deleteRecord(ctx, kind, id, async (tx, companyId) => {
    const using = await productsUsingModel(tx.db, companyId, column, id);
    if (using > 0)
      throw conflict('inUse', `${using} product(s) use this ${kind.label}; choose another one for them first`, {
        products: using,
      });
  });
