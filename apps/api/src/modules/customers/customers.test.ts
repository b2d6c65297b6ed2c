import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer, withDefaultFields } from '../../../test/factories/customers.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { customers } from './tables.ts';

describe('customers', async () => {
  const { app, db } = await createTestApp();
  const save = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/v2/customer', headers, payload });
  const get = (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers });
  const rowOf = async (companyId: string, id: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    )[0];

  it('creates an individual with every field, in the default model, and audits it', async () => {
    const { company, headers } = await makeShop(app, db);
    const res = await save(headers, {
      firstName: '  Léa ',
      lastName: 'Dupont',
      email: 'Lea.Dupont@Example.test',
      phone: '+33 6 12 34 56 78',
      language: 'fr',
      birthDate: '1990-04-12',
      addresses: [
        { label: 'Maison', street: '3 rue Royale', zip: '74000', city: 'Annecy', country: 'FR', lat: 45.9, lng: 6.12 },
      ],
      notes: 'Prefers a 54 cm frame',
      marketingConsent: true,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      type: 'individual',
      displayName: 'Léa Dupont',
      firstName: 'Léa',
      lastName: 'Dupont',
      companyName: null,
      email: 'Lea.Dupont@Example.test',
      phone: '+33 6 12 34 56 78',
      language: 'fr',
      birthDate: '1990-04-12',
      addresses: [
        { label: 'Maison', street: '3 rue Royale', zip: '74000', city: 'Annecy', country: 'FR', lat: 45.9, lng: 6.12 },
      ],
      customFields: {},
      notes: 'Prefers a 54 cm frame',
      marketingConsent: true,
      rentalPlaceUserId: null,
    });
    const models = (await get(headers, '/v2/customer-model/all')).json();
    expect(models).toHaveLength(1);
    expect(created.customerModelId).toBe(models[0].id);
    const row = await rowOf(company.id, created.id);
    expect(row).toMatchObject({ firstName: 'Léa', deletedAt: null });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.create'), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({ companyId: company.id, toState: 'individual' });
  });

  it('creates an entreprise whose display name is the company name', async () => {
    const { headers } = await makeShop(app, db);
    const res = await save(headers, {
      type: 'entreprise',
      companyName: 'Hôtel du Lac',
      vatNumber: 'FR12345678901',
      firstName: 'Marc',
      lastName: 'Girard',
      email: 'reception@hotel-du-lac.test',
    });
    expect(res.json()).toMatchObject({
      type: 'entreprise',
      displayName: 'Hôtel du Lac',
      companyName: 'Hôtel du Lac',
      vatNumber: 'FR12345678901',
    });
  });

  it.each([
    [{ firstName: 'Léa' }, 'lastName'],
    [{ lastName: '   ' }, 'lastName'],
    [{ type: 'entreprise', lastName: 'Girard' }, 'companyName'],
    [{ type: 'entreprise', companyName: '' }, 'companyName'],
    [{ lastName: 'Dupont', email: 'not-an-email' }, 'email'],
    [{ lastName: 'Dupont', birthDate: '2999-01-01' }, 'birthDate'],
    [{ lastName: 'Dupont', birthDate: '1990-02-30' }, 'birthDate'],
    [{ lastName: 'Dupont', language: 'de' }, 'language'],
    [{ lastName: 'Dupont', type: 'company' }, 'type'],
    [{ lastName: 'Dupont', customerModelId: '01890000-0000-7000-8000-000000000000' }, 'customerModelId'],
    [
      { lastName: 'Dupont', addresses: [{ street: 'x', zip: 'y', city: 'z', country: 'FR', lat: 91 }] },
      'addresses.0.lat',
    ],
    [{ lastName: 'Dupont', unknown: 1 }, 'unknown'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { company, headers } = await makeShop(app, db);
    const res = await save(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field } });
    expect(await db.select().from(customers).where(eq(customers.companyId, company.id))).toHaveLength(0);
  });

  it('checks custom fields against the model, naming each failing field', async () => {
    const { company, headers } = await makeShop(app, db);
    await withDefaultFields(db, company.id, [
      { key: 'height', label: 'Height (cm)', type: 'number', required: true },
      { key: 'level', label: 'Ski level', type: 'select', options: ['beginner', 'expert'], required: false },
      { key: 'helmet', label: 'Own helmet', type: 'boolean', required: false },
      { key: 'since', label: 'Customer since', type: 'date', required: false },
    ]);
    const missing = await save(headers, { lastName: 'Roux' });
    expect(missing.json()).toMatchObject({ statusCode: 400, details: { field: 'customFields.height' } });
    const wrong = await save(headers, {
      lastName: 'Roux',
      customFields: { height: '180', level: 'pro', helmet: ['yes'], since: '2024-13-01', shoe: 42 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .details.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual([
      'customFields.height',
      'customFields.helmet',
      'customFields.level',
      'customFields.shoe',
      'customFields.since',
    ]);
    const ok = await save(headers, {
      lastName: 'Roux',
      customFields: { height: 182.5, level: 'expert', helmet: false, since: '2024-12-01' },
    });
    expect(ok.json(), ok.body).toHaveProperty('customFields');
    expect(ok.json().customFields).toEqual({ height: 182.5, level: 'expert', helmet: false, since: '2024-12-01' });
  });

  it('updates when the body has an id: absent fields stay, null clears, custom values merge', async () => {
    const { company, headers } = await makeShop(app, db);
    await withDefaultFields(db, company.id, [
      { key: 'height', label: 'Height', type: 'number', required: false },
      { key: 'weight', label: 'Weight', type: 'number', required: false },
    ]);
    const created = (
      await save(headers, { lastName: 'Morel', firstName: 'Paul', phone: '0600000000', customFields: { height: 175 } })
    ).json();
    const res = await save(headers, {
      id: created.id,
      firstName: 'Paula',
      phone: null,
      customFields: { weight: 70 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      firstName: 'Paula',
      lastName: 'Morel',
      phone: null,
      customFields: { height: 175, weight: 70 },
      createdAt: created.createdAt,
    });
    const cleared = await save(headers, { id: created.id, customFields: { height: null } });
    expect(cleared.json().customFields).toEqual({ weight: 70 });
    const toEntreprise = await save(headers, { id: created.id, type: 'entreprise' });
    expect(toEntreprise.json().details.field).toBe('companyName');
    expect((await rowOf(company.id, created.id)).type).toBe('individual');
    const missing = await save(headers, { id: '01890000-0000-7000-8000-000000000000', lastName: 'X' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps emails unique per company whatever their case: 409 naming email, on create and update', async () => {
    const { company, headers } = await makeShop(app, db);
    const first = await makeCustomer(db, company.id, { email: 'anna@example.test' });
    const dup = await save(headers, { lastName: 'Other', email: 'ANNA@example.test ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'email', customerId: first.id } });
    const other = (await save(headers, { lastName: 'Other', email: 'other@example.test' })).json();
    const update = await save(headers, { id: other.id, email: 'Anna@Example.test' });
    expect(update.statusCode).toBe(409);
    expect(update.json().details.field).toBe('email');
    // Saving a customer with its own email is no conflict; another company may have the same email.
    expect((await save(headers, { id: first.id, email: 'anna@EXAMPLE.test' })).statusCode).toBe(200);
    const elsewhere = await makeShop(app, db);
    expect((await save(elsewhere.headers, { lastName: 'Anna', email: 'anna@example.test' })).statusCode).toBe(200);
  });

  it('reads a customer by id and by email (any case), with documents', async () => {
    const { company, headers } = await makeShop(app, db);
    const c = await makeCustomer(db, company.id, { email: 'Hugo@Example.test', firstName: 'Hugo' });
    const byId = await get(headers, `/v2/customer/${c.id}`);
    expect(byId.json()).toMatchObject({ id: c.id, firstName: 'Hugo', documents: [] });
    const byEmail = await get(headers, `/v2/customer/email/${encodeURIComponent('hugo@example.TEST')}`);
    expect(byEmail.json()).toMatchObject({ id: c.id });
    expect((await get(headers, '/v2/customer/email/nobody%40example.test')).statusCode).toBe(404);
  });

  it('soft-deletes: gone from reads, lists, select box and duplicate checks; the email is free again', async () => {
    const { company, headers } = await makeShop(app, db);
    const c = await makeCustomer(db, company.id, { email: 'gone@example.test', lastName: 'Gone' });
    const res = await app.inject({ method: 'DELETE', url: `/v2/customer/${c.id}`, headers });
    expect(res.json()).toEqual({ ok: true });
    expect((await rowOf(company.id, c.id)).deletedAt).toBeInstanceOf(Date);
    expect((await get(headers, `/v2/customer/${c.id}`)).statusCode).toBe(404);
    expect((await get(headers, '/v2/customer/email/gone%40example.test')).statusCode).toBe(404);
    expect((await get(headers, '/v2/customer')).json().total).toBe(0);
    expect((await get(headers, '/v2/customer/listSelectCustomers?search=Gone')).json()).toEqual([]);
    const check = await get(headers, `/v2/customer/verifyCustomerInDb/gone%40example.test/${c.id.replace(/.$/, '0')}`);
    expect(check.json()).toEqual({ exists: false });
    expect((await app.inject({ method: 'DELETE', url: `/v2/customer/${c.id}`, headers })).statusCode).toBe(404);
    expect((await save(headers, { id: c.id, lastName: 'Back' })).statusCode).toBe(404);
    expect((await save(headers, { lastName: 'New', email: 'gone@example.test' })).statusCode).toBe(200);
  });

  it('verifyCustomerInDb tells whether ANOTHER customer has the email', async () => {
    const { company, headers } = await makeShop(app, db);
    const anna = await makeCustomer(db, company.id, {
      email: 'anna@example.test',
      firstName: 'Anna',
      lastName: 'Bell',
    });
    const verify = (email: string, id: string) =>
      get(headers, `/v2/customer/verifyCustomerInDb/${encodeURIComponent(email)}/${id}`);
    expect((await verify('ANNA@example.test', anna.id)).json()).toEqual({ exists: false });
    const newOne = '00000000-0000-0000-0000-000000000000';
    expect((await verify('anna@example.test', newOne)).json()).toEqual({
      exists: true,
      customer: { id: anna.id, type: 'individual', displayName: 'Anna Bell', email: 'anna@example.test', phone: null },
    });
    expect((await verify('free@example.test', newOne)).json()).toEqual({ exists: false });
    expect((await verify('not an email', newOne)).statusCode).toBe(400);
  });

  it('listSelectCustomers answers id, name and email, searched, sorted by name, 50 at most', async () => {
    const { company, headers } = await makeShop(app, db);
    await makeCustomer(db, company.id, { firstName: 'Zoé', lastName: 'Abel', email: 'z.abel@example.test' });
    await makeCustomer(db, company.id, {
      type: 'entreprise',
      companyName: 'Bike Hôtel',
      firstName: null,
      lastName: null,
    });
    await makeCustomer(db, company.id, { firstName: 'Jean', lastName: 'Zidane', phone: '06 11 22 33 44' });
    const all = (await get(headers, '/v2/customer/listSelectCustomers')).json();
    expect(all.map((c: { displayName: string }) => c.displayName)).toEqual(['Zoé Abel', 'Bike Hôtel', 'Jean Zidane']);
    expect(Object.keys(all[0]).sort()).toEqual(['displayName', 'email', 'id', 'phone', 'type']);
    const byPhone = (await get(headers, '/v2/customer/listSelectCustomers?search=0611223344')).json();
    expect(byPhone.map((c: { displayName: string }) => c.displayName)).toEqual(['Jean Zidane']);
    const byWords = (await get(headers, '/v2/customer/listSelectCustomers?search=abel%20ZOE')).json();
    expect(byWords.map((c: { displayName: string }) => c.displayName)).toEqual(['Zoé Abel']);
    const byCompany = (await get(headers, '/v2/customer/listSelectCustomers?search=hotel')).json();
    expect(byCompany.map((c: { displayName: string }) => c.displayName)).toEqual(['Bike Hôtel']);
    expect((await get(headers, '/v2/customer/listSelectCustomers?limit=51')).statusCode).toBe(400);
    expect((await get(headers, '/v2/customer/listSelectCustomers?limit=2')).json()).toHaveLength(2);
  });

  it('lets customers:read staff read but not write, and refuses staff without customers access', async () => {
    const { company } = await makeShop(app, db);
    const c = await makeCustomer(db, company.id);
    const reader = {
      'x-access-token': await login(app, (await makeEmployee(db, company.id, { access: { customers: 'read' } })).email),
    };
    expect((await get(reader, `/v2/customer/${c.id}`)).statusCode).toBe(200);
    expect((await save(reader, { lastName: 'Nope' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/v2/customer/${c.id}`, headers: reader })).statusCode).toBe(403);
    const none = {
      'x-access-token': await login(app, (await makeEmployee(db, company.id, { access: { orders: 'write' } })).email),
    };
    expect((await get(none, '/v2/customer')).statusCode).toBe(403);
  });
});
