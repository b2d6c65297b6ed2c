import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductModel } from '../../../test/factories/catalogue.ts';
import { formData, pngImage } from '../../../test/factories/company-settings.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { universeProductModels, universes } from './tables.ts';

describe('universes', async () => {
  const { app, db } = await createTestApp();
  const save = (headers: object, fields: Record<string, string>, picture?: Buffer | string) => {
    const form = formData(
      picture === undefined
        ? []
        : [
            {
              field: 'picture',
              filename: 'universe.png',
              contentType: 'image/png',
              data: typeof picture === 'string' ? Buffer.from(picture) : picture,
            },
          ],
      fields,
    );
    return app.inject({
      method: 'POST',
      url: '/v2/universe/create',
      headers: { ...(headers as Record<string, string>), ...form.headers },
      payload: form.payload,
    });
  };
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });

  it('creates a universe with its picture and models, lists it by ranking, updates and deletes it', async () => {
    const shop = await makeShop(app, db);
    const ebike = await makeProductModel(app, shop.headers, { name: 'Moustache Samedi', verticale: 'ELECTRIC_BIKE' });
    const city = await makeProductModel(app, shop.headers, { name: 'Trek FX' });
    const res = await save(
      shop.headers,
      {
        title: 'Vélos électriques',
        productModelIds: `${ebike.id}, ${city.id},${ebike.id}`,
        ranking: '2',
        minimumPrice: '19,90',
      },
      pngImage(1),
    );
    expect(res.statusCode).toBe(200);
    const universe = res.json();
    expect(universe).toMatchObject({
      title: 'Vélos électriques',
      ranking: 2,
      minimumPrice: 19.9,
      productModelIds: [ebike.id, city.id],
      inMarketplace: false,
    });
    expect(universe.pictureUrl).toMatch(new RegExp(`^/v2/files/images/${shop.company.id}/universes/.+\\.png$`));
    const picture = await app.inject({ method: 'GET', url: universe.pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(pngImage(1))).toBe(true);

    const first = await save(shop.headers, { title: 'Balades', ranking: '1' });
    expect(first.json()).toMatchObject({ pictureUrl: null, minimumPrice: null, productModelIds: [] });
    const list = await call(shop.headers, 'GET', '/universe/list');
    expect(list.json().map((u: { title: string }) => u.title)).toEqual(['Balades', 'Vélos électriques']);

    const updated = await save(
      shop.headers,
      { id: universe.id, title: 'VAE', productModelIds: ebike.id, ranking: '0' },
      pngImage(2),
    );
    expect(updated.json()).toMatchObject({
      id: universe.id,
      title: 'VAE',
      ranking: 0,
      minimumPrice: null,
      productModelIds: [ebike.id],
    });
    expect(updated.json().pictureUrl).not.toBe(universe.pictureUrl);
    expect((await app.inject({ method: 'GET', url: universe.pictureUrl })).statusCode).toBe(404);
    // Keeping the picture when none is sent.
    const renamed = await save(shop.headers, { id: universe.id, title: 'VAE 2', productModelIds: ebike.id });
    expect(renamed.json().pictureUrl).toBe(updated.json().pictureUrl);

    // A deleted model leaves the universe.
    await call(shop.headers, 'DELETE', `/products/delete-product-model/${ebike.id}`);
    expect((await call(shop.headers, 'GET', '/universe/list')).json()[0]).toMatchObject({
      title: 'VAE 2',
      productModelIds: [],
    });

    expect((await call(shop.headers, 'DELETE', `/universe/${universe.id}`)).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url: renamed.json().pictureUrl })).statusCode).toBe(404);
    expect(
      await db.select().from(universeProductModels).where(eq(universeProductModels.universeId, universe.id)),
    ).toEqual([]);
    expect((await call(shop.headers, 'DELETE', `/universe/${universe.id}`)).statusCode).toBe(404);
  });

  it('names the failing field of a wrong form', async () => {
    const shop = await makeShop(app, db);
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{}, undefined, 'title'],
      [{ title: 'A', productModelIds: 'not-an-id' }, undefined, 'productModelIds'],
      [{ title: 'A', ranking: 'first' }, undefined, 'ranking'],
      [{ title: 'A', minimumPrice: '12.345' }, undefined, 'minimumPrice'],
      [{ title: 'A' }, '<svg onload="alert(1)"/>', 'picture'],
      [{ title: 'A', colour: 'red' }, undefined, 'colour'],
    ];
    for (const [fields, picture, field] of cases) {
      const res = await save(shop.headers, fields, picture);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().details.field, JSON.stringify(fields)).toBe(field);
    }
    const json = await call(shop.headers, 'POST', '/universe/create', { title: 'A' });
    expect(json.statusCode).toBe(400);
    expect(await db.select().from(universes).where(eq(universes.companyId, shop.company.id))).toEqual([]);
  });

  it('chooses the universes shown in the marketplace', async () => {
    const shop = await makeShop(app, db);
    const a = (await save(shop.headers, { title: 'Ski', ranking: '1' })).json();
    const b = (await save(shop.headers, { title: 'Vélo', ranking: '2' })).json();
    const shown = await call(shop.headers, 'POST', '/rental-place/universe', { universeIds: [b.id] });
    expect(shown.json().map((u: { id: string; inMarketplace: boolean }) => [u.id, u.inMarketplace])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const swapped = await call(shop.headers, 'POST', '/rental-place/universe', { universeIds: [a.id] });
    expect(swapped.json().map((u: { inMarketplace: boolean }) => u.inMarketplace)).toEqual([true, false]);
    const none = await call(shop.headers, 'POST', '/rental-place/universe', { universeIds: [] });
    expect(none.json().map((u: { inMarketplace: boolean }) => u.inMarketplace)).toEqual([false, false]);
  });

  it("answers 404 for another company's universes and models; 403 without catalogue write", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const theirModel = await makeProductModel(app, theirs.headers);
    const theirUniverse = (await save(theirs.headers, { title: 'Theirs', productModelIds: theirModel.id })).json();
    expect((await call(mine.headers, 'DELETE', `/universe/${theirUniverse.id}`)).statusCode).toBe(404);
    expect((await save(mine.headers, { id: theirUniverse.id, title: 'Mine' })).statusCode).toBe(404);
    expect((await save(mine.headers, { title: 'Mine', productModelIds: theirModel.id })).statusCode).toBe(404);
    const marketplace = await call(mine.headers, 'POST', '/rental-place/universe', { universeIds: [theirUniverse.id] });
    expect(marketplace.statusCode).toBe(404);
    expect((await call(mine.headers, 'GET', '/universe/list')).json()).toEqual([]);
    const [kept] = await db.select().from(universes).where(eq(universes.id, theirUniverse.id));
    expect(kept).toMatchObject({ title: 'Theirs', inMarketplace: false });

    const reader = await makeEmployee(db, mine.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await call(headers, 'GET', '/universe/list')).statusCode).toBe(200);
    expect((await save(headers, { title: 'Nope' })).statusCode).toBe(403);
    expect((await call(headers, 'POST', '/rental-place/universe', { universeIds: [] })).statusCode).toBe(403);
  });
});
