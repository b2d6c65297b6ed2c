import { parseDecimalToCents } from '@hirebase/shared';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { isUuid, newId } from '../../platform/ids.ts';
import {
  IMAGE_SNIFF_BYTES,
  IMAGE_TYPES,
  imageKey,
  MAX_IMAGE_BYTES,
  sniffImage,
} from '../../platform/storage/images.ts';
import * as repo from './repository.ts';
import type { UniverseForm } from './schemas.ts';
import { universeView } from './views.ts';

type Form = Static<typeof UniverseForm>;

export async function listUniverses(ctx: StaffCtx) {
  const companyId = ctx.companyId;
  const rows = await repo.universesOf(ctx.db, companyId);
  const models = await repo.modelIdsOfUniverses(
    ctx.db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => universeView(r, models.get(r.id) ?? []));
}

function parseModelIds(text: string | undefined): string[] {
  const ids = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  ids.forEach((id, i) => {
    if (!isUuid(id)) throw badRequest('productModelIds', `Entry ${i + 1} of productModelIds is not an id: ${id}`);
  });
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

function parseMinimumPrice(text: string | undefined): number | null {
  if (!text?.trim()) return null;
  return parseDecimalToCents(text.trim());
}

async function storePicture(ctx: Ctx, companyId: string, files: UploadedFile[]) {
  const file = files.find((f) => f.field === 'picture');
  if (!file) return undefined;
  if (file.size === 0) throw badRequest('picture', 'The picture is empty');
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('picture', 'The picture must be at most 5 MB');
  const ext = sniffImage(await file.head(IMAGE_SNIFF_BYTES));
  if (!ext) throw badRequest('picture', 'The picture must be a PNG, JPEG, GIF or WebP image');
  const key = imageKey(companyId, 'universes', newId(ctx.now.getTime()), ext);
  await ctx.deps.storage.put(key, file.stream(), IMAGE_TYPES[ext], { maxBytes: MAX_IMAGE_BYTES, field: 'picture' });
  return key;
}

/**
 * Creates a universe, or updates the one named by the form's `id`. Its models must be live models of the company;
 * a new picture replaces the old one (whose file is removed once the change is saved).
 */
export async function saveUniverse(ctx: StaffCtx, form: Form, files: UploadedFile[]) {
  const companyId = ctx.companyId;
  const modelIds = parseModelIds(form.productModelIds);
  const minimumPriceCents = parseMinimumPrice(form.minimumPrice);
  const ranking = form.ranking?.trim() ? Number(form.ranking) : 0;
  const before = form.id ? await repo.findUniverse(ctx.db, companyId, form.id) : undefined;
  if (form.id && !before) throw notFound('universe', form.id);
  const live = await repo.liveModelIds(ctx.db, companyId, modelIds);
  const missing = modelIds.find((id) => !live.has(id));
  if (missing) throw notFound('product model', missing);
  const pictureKey = await storePicture(ctx, companyId, files);
  try {
    const saved = await inTransaction(ctx, async (tx) => {
      const row = {
        companyId,
        id: before?.id ?? newId(tx.now.getTime()),
        title: form.title.trim(),
        pictureKey: pictureKey ?? before?.pictureKey ?? null,
        ranking,
        minimumPriceCents,
      };
      const universe = before
        ? await repo.updateUniverse(tx.db, row, tx.now)
        : await repo.insertUniverse(tx.db, row, tx.now);
      await repo.replaceUniverseModels(tx.db, companyId, universe.id, modelIds);
      await audit(tx, {
        action: before ? 'universe.update' : 'universe.create',
        entity: 'universe',
        entityId: universe.id,
      });
      return universe;
    });
    if (pictureKey && before?.pictureKey) await removeFile(ctx, before.pictureKey);
    return universeView(saved, modelIds);
  } catch (error) {
    if (pictureKey) await removeFile(ctx, pictureKey);
    throw error;
  }
}

const removeFile = (ctx: Ctx, key: string) =>
  ctx.deps.storage.remove(key).catch((err) => ctx.log.warn({ err, key }, 'universe picture not removed'));

export async function deleteUniverse(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const deleted = await inTransaction(ctx, async (tx) => {
    const row = await repo.deleteUniverse(tx.db, companyId, id);
    if (!row) throw notFound('universe', id);
    await audit(tx, { action: 'universe.delete', entity: 'universe', entityId: id });
    return row;
  });
  if (deleted.pictureKey) await removeFile(ctx, deleted.pictureKey);
  return { ok: true as const };
}

/** POST /rental-place/universe: the universes the marketplace shows for the company (the others are hidden). */
export async function setMarketplaceUniverses(ctx: StaffCtx, universeIds: string[]) {
  const companyId = ctx.companyId;
  const ids = [...new Set(universeIds.map((id) => id.toLowerCase()))];
  await inTransaction(ctx, async (tx) => {
    const own = new Set((await repo.universesOf(tx.db, companyId)).map((u) => u.id));
    const unknown = ids.find((id) => !own.has(id));
    if (unknown) throw notFound('universe', unknown);
    await repo.setMarketplaceUniverses(tx.db, companyId, ids, tx.now);
    await audit(tx, {
      action: 'universe.marketplace',
      entity: 'company',
      entityId: companyId,
      data: { universeIds: ids },
    });
  });
  return listUniverses(ctx);
}
