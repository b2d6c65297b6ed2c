import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { makeStateModel, makeStatusModel, makeSurvey } from '../../../test/factories/states-surveys.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { productSurveys } from './tables.ts';

describe('product surveys', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });

  const sizeAndWeight = (productIds: string[]) => ({
    name: 'Taille et poids',
    fields: [
      { id: 'height', label: 'Taille (cm)', type: 'TEXT', required: true },
      { id: 'level', label: 'Niveau', type: 'SELECT', options: ['Débutant', 'Confirmé'], required: true },
      { label: 'Permis', type: 'DOCUMENT' },
    ],
    productIds,
  });

  it('creates a survey for some products, lists it (all, or for one product), updates and deletes it', async () => {
    const shop = await makeShop(app, db);
    const bike = await makeProduct(app, shop.headers);
    const ski = await makeProduct(app, shop.headers, { name: 'Skis' });
    const res = await call(shop.headers, 'POST', '/product-survey', sizeAndWeight([bike.id, bike.id]));
    expect(res.statusCode).toBe(200);
    const survey = res.json();
    expect(survey).toMatchObject({ name: 'Taille et poids', productIds: [bike.id] });
    expect(survey.fields[1]).toEqual({
      id: 'level',
      label: 'Niveau',
      type: 'SELECT',
      options: ['Débutant', 'Confirmé'],
      required: true,
    });
    expect(survey.fields[2]).toMatchObject({ type: 'DOCUMENT', required: false, id: expect.any(String) });

    expect((await call(shop.headers, 'GET', '/product-survey')).json()).toEqual([survey]);
    expect((await call(shop.headers, 'GET', `/product-survey?productId=${bike.id}`)).json()).toHaveLength(1);
    expect((await call(shop.headers, 'GET', `/product-survey?productId=${ski.id}`)).json()).toEqual([]);

    const moved = await call(shop.headers, 'POST', '/product-survey', { id: survey.id, ...sizeAndWeight([ski.id]) });
    expect(moved.json()).toMatchObject({ id: survey.id, productIds: [ski.id] });
    expect((await call(shop.headers, 'GET', `/product-survey?productId=${ski.id}`)).json()).toHaveLength(1);

    expect((await call(shop.headers, 'DELETE', `/product-survey/${survey.id}`)).json()).toEqual({ ok: true });
    expect(await db.select().from(productSurveys).where(eq(productSurveys.companyId, shop.company.id))).toEqual([]);
    expect((await call(shop.headers, 'DELETE', `/product-survey/${survey.id}`)).statusCode).toBe(404);
  });

  it("names the failing field, refuses another company's products and surveys", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const theirProduct = await makeProduct(app, theirs.headers);
    const noOptions = await call(mine.headers, 'POST', '/product-survey', {
      name: 'X',
      fields: [{ label: 'Niveau', type: 'MULTIPLE_SELECT' }],
    });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().details.field).toBe('fields.0.options');
    const badType = await call(mine.headers, 'POST', '/product-survey', {
      name: 'X',
      fields: [{ label: 'A', type: 'DATE' }],
    });
    expect(badType.json().details.field).toBe('fields.0.type');
    const foreign = await call(mine.headers, 'POST', '/product-survey', sizeAndWeight([theirProduct.id]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.field).toBe('productIds.0');

    const theirSurvey = await makeSurvey(db, theirs.company.id);
    expect((await call(mine.headers, 'DELETE', `/product-survey/${theirSurvey.id}`)).statusCode).toBe(404);
    const hijack = await call(mine.headers, 'POST', '/product-survey', { id: theirSurvey.id, ...sizeAndWeight([]) });
    expect(hijack.statusCode).toBe(404);
    expect((await call(mine.headers, 'GET', '/product-survey')).json()).toEqual([]);
    const [kept] = await db.select().from(productSurveys).where(eq(productSurveys.id, theirSurvey.id));
    expect(kept.name).toBe('Height and weight');

    const reader = await makeEmployee(db, mine.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await call(headers, 'GET', '/product-survey')).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/product-survey', sizeAndWeight([]))).statusCode).toBe(403);
  });

  it('refuses to delete a state or status model that products use', async () => {
    const shop = await makeShop(app, db);
    const state = await makeStateModel(db, shop.company.id);
    const status = await makeStatusModel(db, shop.company.id);
    await makeProduct(app, shop.headers, { stateModelId: state.id, statusModelId: status.id });
    const stateDelete = await call(shop.headers, 'DELETE', `/product-state-model/${state.id}`);
    expect(stateDelete.statusCode).toBe(409);
    expect(stateDelete.json()).toMatchObject({ code: 'inUse', details: { products: 1 } });
    const statusDelete = await call(shop.headers, 'DELETE', `/status-model/delete/${status.id}`);
    expect(statusDelete.json()).toMatchObject({ code: 'inUse', details: { products: 1 } });
    expect((await call(shop.headers, 'GET', '/product-state-model')).json()).toHaveLength(1);
  });
});
