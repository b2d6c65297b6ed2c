import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makePack, makeProduct, makeProductModel } from '../../../../test/factories/catalogue.ts';
import { ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { productVerticaleCategories } from '../../catalogue/tables.ts';

describe('choosing the product of a category item of a pack', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2027-06-01T08:00:00Z');
  const categories = await db.select().from(productVerticaleCategories);
  const category = (en: string) => categories.find((c) => c.verticale === 'SKI' && c.name.en === en)!.id;
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);

  const productOf = async (name: string, categoryName: string) => {
    const model = await makeProductModel(app, shop.headers, {
      name,
      verticale: 'SKI',
      categoryId: category(categoryName),
    });
    return makeProduct(app, shop.headers, {
      name,
      productModelId: model.id,
      stockMode: 'QUANTITY',
      quantity: 5,
    });
  };
  const skis = await productOf('Rossignol Experience', 'Alpine skis');
  const boots = await productOf('Salomon S/Pro', 'Ski boots');
  const pack = await makePack(app, shop.headers, {
    name: 'Ski day',
    type: 'CATEGORY',
    items: [{ categoryId: category('Alpine skis') }, { categoryId: category('Ski boots') }],
  });
  const [skiItem, bootItem] = pack.items as { id: string }[];
  const book = (selections: object[]) =>
    api.create({
      startDate: '2027-06-05T09:00',
      endDate: '2027-06-05T17:00',
      packs: [{ packId: pack.id, quantity: 1, selections }],
    });

  it('takes a product of the category of each item', async () => {
    const res = await book([
      { packItemId: skiItem.id, productId: skis.id },
      { packItemId: bootItem.id, productId: boots.id },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines.map((l: { name: string }) => l.name)).toEqual(['Ski day', skis.name, boots.name]);
  });

  it('refuses a product of another category, naming the choice', async () => {
    const res = await book([
      { packItemId: skiItem.id, productId: skis.id },
      { packItemId: bootItem.id, productId: skis.id },
    ]);
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'validationFailed',
        details: {
          field: 'packs[0].selections[1].productId',
          packItemId: bootItem.id,
          categoryId: category('Ski boots'),
        },
      },
    });
    expect(res.body.message).toContain(skis.name);
  });

  it('refuses a choice for an item the pack does not have', async () => {
    const res = await book([{ packItemId: pack.id, productId: skis.id }]);
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'validationFailed', details: { field: 'packs[0].selections[0].packItemId' } },
    });
  });
});
