import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_PRODUCT_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@hirebase/shared/product-photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductModel } from '../../../../test/factories/catalogue.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import { productPhotoFiles } from '../tables.ts';
import { photoKeys } from './photo-keys.ts';

type Headers = Record<string, string>;

function multipart(filename: string, type: string, data: Buffer, field = 'file') {
  const boundary = `----hirebase${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real camera-like JPEG: 1600 × 1200, with EXIF metadata that must not survive. */
const cameraJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'GPS 45.9237 6.8694', Make: 'PhoneCam' } })
    .toBuffer();
const portraitPng = () =>
  sharp({ create: { width: 300, height: 500, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

describe('product photos', async () => {
  const { app, db } = await createTestApp();
  const upload = (headers: Headers, modelId: string, name: string, type: string, data: Buffer, field?: string) => {
    const body = multipart(name, type, data, field);
    return app.inject({
      method: 'POST',
      url: `/v2/products/productModel/${modelId}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const order = (headers: Headers, modelId: string, pictures: string[]) =>
    app.inject({ method: 'PUT', url: `/v2/products/productModel/${modelId}/photos`, headers, payload: { pictures } });
  /** The keys of the files stored in one image folder of a company. */
  const storedFiles = async (companyId: string, folder: string) => {
    const dir = join(app.deps.config.dataDir, 'files', 'images', companyId, folder);
    const files = await readdir(dir).catch(() => [] as string[]);
    return files.map((file) => `images/${companyId}/${folder}/${file}`).sort();
  };
  /** Fetched as the online store does: without any session. */
  const fetchPublic = (url: string) => app.inject({ method: 'GET', url });
  const model = (headers: Headers, id: string) =>
    app.inject({ method: 'GET', url: `/v2/products/productModelById/${id}`, headers }).then((r) => r.json());

  it('redraws an uploaded JPEG at 800 px and as a 200 px thumbnail, without metadata, served publicly', async () => {
    const { headers } = await makeShop(app, db);
    const product = await makeProduct(app, headers, { name: 'Trek FX 3 city bike' });
    const res = await upload(headers, product.productModelId, 'IMG_2041.JPG', 'image/jpeg', await cameraJpeg());
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().photos;
    expect(res.json().pictures).toEqual([photo.key]);
    expect(photo.key).toMatch(/^images\/[0-9a-f-]{36}\/product-photos\/[0-9a-f-]{36}\.webp$/);

    const large = await fetchPublic(photo.url);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(large.rawPayload.includes('PhoneCam')).toBe(false);

    const thumb = await fetchPublic(photo.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });

    // the product list shows the model's photos with their thumbnails
    const list = await app.inject({ method: 'GET', url: '/v2/products/getByCompany', headers });
    const row = list.json().items.find((p: { id: string }) => p.id === product.id);
    expect(row.productModel.photos).toEqual([photo]);
  });

  it('never enlarges a small PNG, and keeps its proportions', async () => {
    const { headers } = await makeShop(app, db);
    const m = await makeProductModel(app, headers);
    const res = await upload(headers, m.id, 'board.png', 'image/png', await portraitPng());
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().photos;
    expect(await sharp((await fetchPublic(photo.url)).rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 500,
    });
    expect(await sharp((await fetchPublic(photo.thumbnailUrl)).rawPayload).metadata()).toMatchObject({
      width: 120,
      height: 200,
    });
  });

  it('refuses what is not an image with a 400 naming the field, and keeps nothing', async () => {
    const { headers } = await makeShop(app, db);
    const m = await makeProductModel(app, headers);
    const text = await upload(headers, m.id, 'bike.jpg', 'image/jpeg', Buffer.from('just some text, not a photo\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'validationFailed', details: { field: 'file' } });
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const broken = await upload(headers, m.id, 'bike.jpg', 'image/jpeg', jpegHead);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'validationFailed', details: { field: 'file' } });
    const otherField = await upload(headers, m.id, 'bike.png', 'image/png', await portraitPng(), 'picture');
    expect(otherField.statusCode).toBe(400);
    expect((await model(headers, m.id)).pictures).toEqual([]);
  });

  it('stops a file past 10 MB with a 413', async () => {
    const { headers } = await makeShop(app, db);
    const m = await makeProductModel(app, headers);
    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(MAX_PRODUCT_PHOTO_BYTES)]);
    const res = await upload(headers, m.id, 'huge.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payloadTooLarge',
      details: { field: 'file', maxBytes: MAX_PRODUCT_PHOTO_BYTES },
    });
    expect((await model(headers, m.id)).pictures).toEqual([]);
  });

  it(`holds at most ${MAX_PRODUCT_PHOTOS} photos per product`, async () => {
    const { headers } = await makeShop(app, db);
    const full = Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, i) => `models/old-${i}.jpg`);
    const m = await makeProductModel(app, headers, { pictures: full });
    const res = await upload(headers, m.id, 'one-more.png', 'image/png', await portraitPng());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'photosFull', details: { maxPhotos: MAX_PRODUCT_PHOTOS } });
    expect((await model(headers, m.id)).pictures).toEqual(full);
  });

  it(`stores at most ${MAX_PRODUCT_PHOTOS} photos when uploads arrive at once; the others answer 409`, async () => {
    const { headers, company } = await makeShop(app, db);
    const before = Array.from({ length: MAX_PRODUCT_PHOTOS - 1 }, (_, i) => `models/old-${i}.jpg`);
    const m = await makeProductModel(app, headers, { pictures: before });
    const png = await portraitPng();
    // two at once (a company's uploads are read two at a time): both pass the first look, one only may be kept
    const answers = await Promise.all([
      upload(headers, m.id, 'a.png', 'image/png', png),
      upload(headers, m.id, 'b.png', 'image/png', png),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'photosFull', details: { maxPhotos: MAX_PRODUCT_PHOTOS } });
    const pictures: string[] = (await model(headers, m.id)).pictures;
    expect(pictures).toHaveLength(MAX_PRODUCT_PHOTOS);
    expect(pictures.slice(0, before.length)).toEqual(before);
    // the refused upload's files are not kept
    expect(await storedFiles(company.id, 'product-photos')).toEqual(pictures.slice(before.length));
    expect(await storedFiles(company.id, 'product-thumbs')).toHaveLength(1);
    const noted = await db.select().from(productPhotoFiles).where(eq(productPhotoFiles.companyId, company.id));
    expect(noted.map((row) => photoKeys(company.id, row.id).photo)).toEqual(pictures.slice(before.length));
  });

  it('reorders photos and removes those left out, deleting files nothing else shows', async () => {
    const { headers } = await makeShop(app, db);
    const m = await makeProductModel(app, headers);
    const keys: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) {
      const res = await upload(headers, m.id, name, 'image/png', await portraitPng());
      keys.push(res.json().pictures.at(-1));
    }
    const [a, b, c] = keys;
    const reordered = await order(headers, m.id, [c, a, b]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().photos.map((p: { key: string }) => p.key)).toEqual([c, a, b]);

    // a duplicated model shows the same files: removing a photo from one keeps it for the other
    const copy = (
      await app.inject({ method: 'POST', url: `/v2/products/duplicate-product-model/${m.id}`, headers, payload: {} })
    ).json();
    const removed = await order(headers, m.id, [c, b]);
    expect(removed.json().pictures).toEqual([c, b]);
    const shared = removed.json().photos.find((p: { key: string }) => p.key === b);
    const aPhoto = reordered.json().photos.find((p: { key: string }) => p.key === a);
    expect((await fetchPublic(aPhoto.url)).statusCode).toBe(200);
    await order(headers, copy.id, [c, b]);
    expect((await fetchPublic(aPhoto.url)).statusCode).toBe(404);
    expect((await fetchPublic(aPhoto.thumbnailUrl)).statusCode).toBe(404);
    expect((await fetchPublic(shared.url)).statusCode).toBe(200);

    const unknown = await order(headers, m.id, [c, 'images/x/product-photos/other.webp']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.field).toBe('pictures.1');
    const twice = await order(headers, m.id, [c, c]);
    expect(twice.statusCode).toBe(400);
    // saving the model without naming its pictures keeps them
    const saved = await app.inject({
      method: 'POST',
      url: '/v2/products/create-product-model',
      headers,
      payload: { id: m.id, name: 'Renamed', verticale: 'BIKE' },
    });
    expect(saved.json().pictures).toEqual([c, b]);
  });

  it("lets no other company touch a model's photos (404), and readers of the catalogue add none (403)", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const m = await makeProductModel(app, mine.headers);
    const res = await upload(mine.headers, m.id, 'a.png', 'image/png', await portraitPng());
    const [key] = res.json().pictures;
    const foreign = await upload(theirs.headers, m.id, 'b.png', 'image/png', await portraitPng());
    expect(foreign.statusCode).toBe(404);
    const foreignOrder = await order(theirs.headers, m.id, []);
    expect(foreignOrder.statusCode).toBe(404);
    const reader = await makeEmployee(db, mine.company.id, { access: { catalogue: 'read' } });
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await upload(readerHeaders, m.id, 'c.png', 'image/png', await portraitPng())).statusCode).toBe(403);
    expect((await order(readerHeaders, m.id, [])).statusCode).toBe(403);
    expect((await model(mine.headers, m.id)).pictures).toEqual([key]);
    expect((await fetchPublic(`/v2/files/${key}`)).statusCode).toBe(200);
  });
});
