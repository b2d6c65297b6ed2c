import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop } from '../../../test/factories.ts';
import { customerModels } from './tables.ts';

describe('customer models', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers, payload });
  const skiFields = [
    { key: 'height', label: 'Taille (cm)', type: 'number', required: true },
    { key: 'level', label: 'Niveau', type: 'select', options: ['débutant', 'confirmé', 'confirmé'], required: false },
  ];

  it('makes the first model created the default', async () => {
    const { headers } = await makeShop(app, db);
    const first = await call(headers, 'POST', '/customer-model', { name: 'Vélo' });
    expect(first.json().isDefault).toBe(true);
    const all = (await call(headers, 'GET', '/customer-model/all')).json();
    expect(all.map((m: { name: string }) => m.name)).toEqual(['Vélo']);
  });

  it('gives every company a default model, created on first read', async () => {
    const { company, headers } = await makeShop(app, db);
    const first = (await call(headers, 'GET', '/customer-model/all')).json();
    expect(first).toEqual([expect.objectContaining({ name: 'Default', fields: [], isDefault: true })]);
    const again = (await call(headers, 'GET', '/customer-model/all')).json();
    expect(again.map((m: { id: string }) => m.id)).toEqual([first[0].id]);
    expect(await db.select().from(customerModels).where(eq(customerModels.companyId, company.id))).toHaveLength(1);
  });

  it('creates a model with its fields (duplicate options removed) and makes it the default on request', async () => {
    const { company, headers } = await makeShop(app, db);
    const [initial] = (await call(headers, 'GET', '/customer-model/all')).json();
    const res = await call(headers, 'POST', '/customer-model', { name: ' Ski ', fields: skiFields, isDefault: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ski',
      isDefault: true,
      fields: [
        { key: 'height', label: 'Taille (cm)', type: 'number', required: true },
        { key: 'level', label: 'Niveau', type: 'select', options: ['débutant', 'confirmé'], required: false },
      ],
    });
    expect(res.json().fields[0]).not.toHaveProperty('options');
    const all = (await call(headers, 'GET', '/customer-model/all')).json();
    expect(all.map((m: { name: string; isDefault: boolean }) => [m.name, m.isDefault])).toEqual([
      ['Ski', true],
      ['Default', false],
    ]);
    const [old] = await db
      .select()
      .from(customerModels)
      .where(and(eq(customerModels.companyId, company.id), eq(customerModels.id, initial.id)));
    expect(old.isDefault).toBe(false);
    // A new customer without a model now gets the new default, and its required field.
    const customer = await call(headers, 'POST', '/customer', { lastName: 'Roux' });
    expect(customer.json().details.field).toBe('customFields.height');
    const withHeight = await call(headers, 'POST', '/customer', { lastName: 'Roux', customFields: { height: 170 } });
    expect(withHeight.json().customerModelId).toBe(res.json().id);
  });

  it('a non-default model is only used when a customer names it', async () => {
    const { headers } = await makeShop(app, db);
    await call(headers, 'GET', '/customer-model/all');
    const bike = (
      await call(headers, 'POST', '/customer-model', {
        name: 'Vélo',
        fields: [{ key: 'frame', label: 'Cadre', type: 'text', required: true }],
      })
    ).json();
    expect(bike.isDefault).toBe(false);
    expect((await call(headers, 'POST', '/customer', { lastName: 'A' })).statusCode).toBe(200);
    const named = await call(headers, 'POST', '/customer', { lastName: 'B', customerModelId: bike.id });
    expect(named.json().details.field).toBe('customFields.frame');
    const ok = await call(headers, 'POST', '/customer', {
      lastName: 'B',
      customerModelId: bike.id,
      customFields: { frame: 'M' },
    });
    expect(ok.json()).toMatchObject({ customerModelId: bike.id, customFields: { frame: 'M' } });
  });

  it.each([
    [[{ key: '1st', label: 'x', type: 'text' }], 'fields.0.key'],
    [
      [
        { key: 'a', label: 'x', type: 'text' },
        { key: 'A', label: 'y', type: 'number' },
      ],
      'fields.1.key',
    ],
    [[{ key: 'level', label: 'x', type: 'select' }], 'fields.0.options'],
    [[{ key: 'level', label: 'x', type: 'text', options: ['a'] }], 'fields.0.options'],
    [[{ key: 'level', label: 'x', type: 'colour' }], 'fields.0.type'],
  ])('refuses the field list %j naming %s', async (fields, field) => {
    const { headers } = await makeShop(app, db);
    const res = await call(headers, 'POST', '/customer-model', { name: 'Bad', fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe(field);
  });

  it('updates a model: rename, replace fields, become the default; customers keep their values', async () => {
    const { headers } = await makeShop(app, db);
    const [model] = (await call(headers, 'GET', '/customer-model/all')).json();
    const other = (await call(headers, 'POST', '/customer-model', { name: 'Other' })).json();
    await call(headers, 'PUT', '/customer-model', { id: model.id, fields: skiFields.slice(0, 1) });
    const customer = (
      await call(headers, 'POST', '/customer', { lastName: 'C', customFields: { height: 180 } })
    ).json();
    const res = await call(headers, 'PUT', '/customer-model', {
      id: model.id,
      name: 'Clients',
      fields: [{ key: 'shoe', label: 'Pointure', type: 'number', required: false }],
    });
    expect(res.json()).toMatchObject({ id: model.id, name: 'Clients', isDefault: true, fields: [{ key: 'shoe' }] });
    const read = (await call(headers, 'GET', `/customer/${customer.id}`)).json();
    expect(read.customFields).toEqual({ height: 180 });
    // The next change drops the value of the field the model no longer has.
    const changed = (await call(headers, 'POST', '/customer', { id: customer.id, customFields: { shoe: 43 } })).json();
    expect(changed.customFields).toEqual({ shoe: 43 });

    const promoted = await call(headers, 'PUT', '/customer-model', { id: other.id, isDefault: true });
    expect(promoted.json().isDefault).toBe(true);
    const all = (await call(headers, 'GET', '/customer-model/all')).json();
    expect(all.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id)).toEqual([other.id]);
    // A company always keeps a default: it changes by promoting another model, never by unsetting one.
    expect((await call(headers, 'PUT', '/customer-model', { id: other.id, isDefault: false })).statusCode).toBe(400);
    const unknown = await call(headers, 'PUT', '/customer-model', {
      id: '01890000-0000-7000-8000-000000000000',
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
