import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makePack, makeProduct, makeProductModel } from '../../../../test/factories/catalogue.ts';
import { makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { newId } from '../../../platform/ids.ts';
import { productModels, productPhotoFiles } from '../tables.ts';
import { ORPHAN_PHOTO_AGE_MS, orphanPhotosJob } from './orphan-photos-job.ts';
import { photoKeys } from './photo-keys.ts';

const HOUR = 60 * 60 * 1000;

describe('orphan product photos sweep', async () => {
  const { app, db, clock } = await createTestApp();
  const storage = app.deps.storage;
  const now = new Date('2026-06-30T03:40:00Z');
  clock.set(now);

  /** A photo's two files, noted as stored `age` ago (as an upload does before writing them). */
  async function storedPhoto(companyId: string, age: number) {
    const id = newId();
    const keys = photoKeys(companyId, id);
    await db.insert(productPhotoFiles).values({ companyId, id, storedAt: new Date(now.getTime() - age) });
    await storage.put(keys.photo, Buffer.from('photo'), 'image/webp');
    await storage.put(keys.thumbnail, Buffer.from('thumbnail'), 'image/webp');
    return { id, ...keys };
  }
  const kept = async (photo: { photo: string; thumbnail: string }) =>
    (await storage.get(photo.photo)) !== undefined && (await storage.get(photo.thumbnail)) !== undefined;
  const noted = async (companyId: string, id: string) =>
    (
      await db
        .select()
        .from(productPhotoFiles)
        .where(and(eq(productPhotoFiles.companyId, companyId), eq(productPhotoFiles.id, id)))
    ).length === 1;

  it('deletes the files of photos no row names after a day, and never a photo a model or pack names', async () => {
    const { headers, company } = await makeShop(app, db);
    const day = ORPHAN_PHOTO_AGE_MS;
    const orphan = await storedPhoto(company.id, day + HOUR);
    const recent = await storedPhoto(company.id, day - HOUR);
    const onModel = await storedPhoto(company.id, 3 * day);
    const onPack = await storedPhoto(company.id, 3 * day);
    const onDeletedModel = await storedPhoto(company.id, 3 * day);
    await makeProductModel(app, headers, { pictures: [onModel.photo] });
    const product = await makeProduct(app, headers);
    await makePack(app, headers, { items: [{ productId: product.id }], pictures: [onPack.photo] });
    const deleted = await makeProductModel(app, headers, { pictures: [onDeletedModel.photo] });
    await db.update(productModels).set({ deletedAt: now }).where(eq(productModels.id, deleted.id));
    // another company's model naming the key does not keep it
    const other = await makeShop(app, db);
    const foreign = await storedPhoto(company.id, 2 * day);
    await makeProductModel(app, other.headers, { pictures: [foreign.photo] });

    await app.deps.jobs.send(db, orphanPhotosJob, {});
    expect(await runDueJobsNow(app, [orphanPhotosJob])).toBe(1);

    expect(await kept(orphan)).toBe(false);
    expect(await noted(company.id, orphan.id)).toBe(false);
    expect(await kept(foreign)).toBe(false);
    for (const photo of [recent, onModel, onPack, onDeletedModel]) {
      expect(await kept(photo), photo.photo).toBe(true);
      expect(await noted(company.id, photo.id)).toBe(true);
    }
  });
});
