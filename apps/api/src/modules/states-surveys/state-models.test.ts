import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeStateModel, makeStatusModel } from '../../../test/factories/states-surveys.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { productStateModels, statusModels } from './tables.ts';

describe('product state models and status models', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });

  const bikeCheck = {
    name: 'Contrôle vélo',
    questions: [
      { id: 'tyres', label: 'Pneus', type: 'UNIQUE_CHOICE', choices: ['OK', 'Usés', 'Crevés'], required: true },
      { label: 'Freins', type: 'MULTIPLE_CHOICE', choices: ['Avant OK', 'Arrière OK'] },
      { id: 'battery', label: 'Batterie', type: 'ODOMETER', unit: '%', required: true },
      { id: 'notes', label: 'Remarques', type: 'OPEN_FIELD', choices: ['ignored'] },
    ],
  };

  it('creates a state model with keyed questions, lists it, updates it in place and deletes it', async () => {
    const shop = await makeShop(app, db);
    const created = await call(shop.headers, 'POST', '/product-state-model', bikeCheck);
    expect(created.statusCode).toBe(200);
    const model = created.json();
    expect(model.name).toBe('Contrôle vélo');
    expect(model.questions).toHaveLength(4);
    expect(model.questions[0]).toEqual({
      id: 'tyres',
      label: 'Pneus',
      type: 'UNIQUE_CHOICE',
      choices: ['OK', 'Usés', 'Crevés'],
      required: true,
    });
    // A question without a key gets one; required defaults to false; an open field keeps no choices.
    expect(model.questions[1].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(model.questions[1].required).toBe(false);
    expect(model.questions[3]).toEqual({ id: 'notes', label: 'Remarques', type: 'OPEN_FIELD', required: false });
    expect(model.questions[2]).toMatchObject({ type: 'ODOMETER', unit: '%' });

    const list = await call(shop.headers, 'GET', '/product-state-model');
    expect(list.json().map((m: { id: string }) => m.id)).toEqual([model.id]);

    const updated = await call(shop.headers, 'POST', '/product-state-model', {
      id: model.id,
      name: 'Contrôle VAE',
      questions: [bikeCheck.questions[2]],
    });
    expect(updated.json()).toMatchObject({ id: model.id, name: 'Contrôle VAE', questions: [{ id: 'battery' }] });
    const rows = await db.select().from(productStateModels).where(eq(productStateModels.companyId, shop.company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].questions).toHaveLength(1);

    expect((await call(shop.headers, 'DELETE', `/product-state-model/${model.id}`)).json()).toEqual({ ok: true });
    expect((await call(shop.headers, 'GET', '/product-state-model')).json()).toEqual([]);
    expect((await call(shop.headers, 'DELETE', `/product-state-model/${model.id}`)).statusCode).toBe(404);
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, shop.company.id), eq(auditLog.entityId, model.id)));
    expect(trail.map((t) => t.action).sort()).toEqual(['stateModel.create', 'stateModel.delete', 'stateModel.update']);
  });

  it('names the failing field: choices missing, duplicate keys, unit on a non-odometer, unknown type', async () => {
    const shop = await makeShop(app, db);
    const post = (questions: object[]) => call(shop.headers, 'POST', '/product-state-model', { name: 'X', questions });
    const noChoices = await post([
      { label: 'Pneus', type: 'OPEN_FIELD' },
      { label: 'Freins', type: 'UNIQUE_CHOICE' },
    ]);
    expect(noChoices.statusCode).toBe(400);
    expect(noChoices.json().details.field).toBe('questions.1.choices');
    const twice = await post([
      { id: 'a', label: 'A', type: 'OPEN_FIELD' },
      { id: 'a', label: 'B', type: 'OPEN_FIELD' },
    ]);
    expect(twice.json().details.field).toBe('questions.1.id');
    const unit = await post([{ label: 'A', type: 'OPEN_FIELD', unit: 'km' }]);
    expect(unit.json().details.field).toBe('questions.0.unit');
    const type = await post([{ label: 'A', type: 'SLIDER' }]);
    expect(type.statusCode).toBe(400);
    expect(type.json().details.field).toBe('questions.0.type');
    const empty = await call(shop.headers, 'POST', '/product-state-model', { name: '', questions: [] });
    expect(empty.statusCode).toBe(400);
    expect(await db.select().from(productStateModels).where(eq(productStateModels.companyId, shop.company.id))).toEqual(
      [],
    );
  });

  it('creates, lists, updates and deletes status models; status names are unique within a model', async () => {
    const shop = await makeShop(app, db);
    const res = await call(shop.headers, 'POST', '/status-model/create-status-model', {
      name: 'Atelier',
      statuses: [
        { name: 'Prêt', color: '#2F9E44' },
        { name: 'À réparer', color: '#e03131' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const model = res.json();
    expect(model.statuses).toEqual([
      { id: expect.any(String), name: 'Prêt', color: '#2f9e44' },
      { id: expect.any(String), name: 'À réparer', color: '#e03131' },
    ]);
    const list = await call(shop.headers, 'GET', '/status-model/byCompany');
    expect(list.json()).toEqual([model]);

    const renamed = await call(shop.headers, 'POST', '/status-model/create-status-model', {
      id: model.id,
      name: 'Atelier 2',
      statuses: [{ id: model.statuses[0].id, name: 'Disponible', color: '#2f9e44' }],
    });
    expect(renamed.json()).toMatchObject({ id: model.id, name: 'Atelier 2', statuses: [{ id: model.statuses[0].id }] });

    const twice = await call(shop.headers, 'POST', '/status-model/create-status-model', {
      name: 'Dup',
      statuses: [
        { name: 'Prêt', color: '#000000' },
        { name: 'prêt', color: '#ffffff' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details.field).toBe('statuses.1.name');
    const badColor = await call(shop.headers, 'POST', '/status-model/create-status-model', {
      name: 'Bad',
      statuses: [{ name: 'Prêt', color: 'green' }],
    });
    expect(badColor.json().details.field).toBe('statuses.0.color');

    expect((await call(shop.headers, 'DELETE', `/status-model/delete/${model.id}`)).json()).toEqual({ ok: true });
    expect(await db.select().from(statusModels).where(eq(statusModels.companyId, shop.company.id))).toEqual([]);
  });

  it("answers 404 for another company's models, on update and delete, and leaves them alone", async () => {
    const mine = await makeShop(app, db);
    const theirs = await makeShop(app, db);
    const state = await makeStateModel(db, theirs.company.id);
    const status = await makeStatusModel(db, theirs.company.id);
    expect((await call(mine.headers, 'DELETE', `/product-state-model/${state.id}`)).statusCode).toBe(404);
    expect((await call(mine.headers, 'DELETE', `/status-model/delete/${status.id}`)).statusCode).toBe(404);
    const hijack = await call(mine.headers, 'POST', '/product-state-model', { ...bikeCheck, id: state.id });
    expect(hijack.statusCode).toBe(404);
    const hijackStatus = await call(mine.headers, 'POST', '/status-model/create-status-model', {
      id: status.id,
      name: 'Mine',
      statuses: [{ name: 'A', color: '#000000' }],
    });
    expect(hijackStatus.statusCode).toBe(404);
    expect((await call(mine.headers, 'GET', '/product-state-model')).json()).toEqual([]);
    expect((await call(mine.headers, 'GET', '/status-model/byCompany')).json()).toEqual([]);
    const [kept] = await db.select().from(productStateModels).where(eq(productStateModels.id, state.id));
    expect(kept).toMatchObject({ companyId: theirs.company.id, name: 'Bike check' });
  });

  it('lets catalogue readers list but only catalogue writers change models', async () => {
    const shop = await makeShop(app, db);
    const reader = await makeEmployee(db, shop.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    await makeStateModel(db, shop.company.id);
    expect((await call(headers, 'GET', '/product-state-model')).json()).toHaveLength(1);
    expect((await call(headers, 'GET', '/status-model/byCompany')).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/product-state-model', bikeCheck)).statusCode).toBe(403);
    const status = { name: 'S', statuses: [{ name: 'A', color: '#000000' }] };
    expect((await call(headers, 'POST', '/status-model/create-status-model', status)).statusCode).toBe(403);
    const outsider = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const outsiderHeaders = { 'x-access-token': await login(app, outsider.email) };
    expect((await call(outsiderHeaders, 'GET', '/product-state-model')).statusCode).toBe(403);
  });
});
