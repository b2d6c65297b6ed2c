import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { makeShop } from '../factories.ts';
import { makeProduct, makeProductModel } from './catalogue.ts';

type Headers = Record<string, string>;

/** A stored product photo key of the company, as an upload writes it (the file itself is not needed to list it). */
export const photoKey = (companyId: string) => `images/${companyId}/product-photos/${randomUUID()}.webp`;

/** Gives a model these pictures directly (uploading photos needs image processing the reads do not). */
export async function givePictures(db: Db, companyId: string, modelId: string, pictures: string[]) {
  await db.execute(
    sql`update product_models set pictures = ${JSON.stringify(pictures)}::jsonb
        where company_id = ${companyId} and id = ${modelId}`,
  );
}

export async function patchProduct(app: App, headers: Headers, id: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'PATCH', url: `/v2/products/${id}`, headers, payload });
  if (res.statusCode !== 200) throw new Error(`patch product failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A shop whose store shows an e-bike (category E-bikes, two photos) and a city bike, and has a third product hidden
 * from the store: the usual starting point of the store's tests.
 */
export async function makeStoreShop(app: App, db: Db) {
  const shop = await makeShop(app, db);
  const ebikeModel = await makeProductModel(app, shop.headers, { name: 'Moustache Samedi', brand: 'Moustache' });
  const ebike = await makeProduct(app, shop.headers, {
    name: 'E-bike',
    productModelId: ebikeModel.id,
    category: 'E-bikes',
    position: 1,
    stockMode: 'QUANTITY',
    quantity: 3,
    priceGrid: {
      days: [
        { days: 1, price: 45 },
        { days: 2, price: 80 },
      ],
    },
  });
  const pictures = [photoKey(shop.company.id), photoKey(shop.company.id)];
  await givePictures(db, shop.company.id, ebikeModel.id, pictures);
  const cityBike = await makeProduct(app, shop.headers, {
    name: 'City bike',
    position: 2,
    stockMode: 'QUANTITY',
    quantity: 2,
  });
  const hidden = await makeProduct(app, shop.headers, { name: 'Workshop bike', online: false, position: 0 });
  return { ...shop, ebike, ebikeModel, cityBike, hidden, pictures };
}
