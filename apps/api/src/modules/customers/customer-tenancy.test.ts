import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer, makeCustomerModel } from '../../../test/factories/customers.ts';
import { finishedImport, formWithFile, uploadCsv } from '../../../test/factories/imports.ts';
import { makeShop } from '../../../test/factories.ts';
import { customerDocuments, customerModels, customers } from './tables.ts';

/** Shop A names shop B's customers, models, documents and import jobs: every answer is 404 and B is untouched. */
describe('customers across companies', async () => {
  const { app, db } = await createTestApp();
  const a = await makeShop(app, db);
  const b = await makeShop(app, db);
  const bCustomer = await makeCustomer(db, b.company.id, { email: 'b-only@example.test', lastName: 'Bee' });
  const bModel = await makeCustomerModel(db, b.company.id, [], 'B model');
  const form = formWithFile(Buffer.from('%PDF-1.4\n'), 'id.pdf', 'application/pdf');
  const bDocument = (
    await app.inject({
      method: 'POST',
      url: `/v2/customer/${bCustomer.id}/documents`,
      headers: { ...b.headers, ...form.headers },
      payload: form.payload,
    })
  ).json();
  const bJob = (await uploadCsv(app, '/v2/customer/import', b.headers, 'nom;email\nSecret;x\n')).json();
  await finishedImport(app, b.headers, bJob.id);
  const aCustomer = await makeCustomer(db, a.company.id);

  it.each([
    ['GET /customer/{id}', 'GET', `/v2/customer/${bCustomer.id}`, undefined],
    ['DELETE /customer/{id}', 'DELETE', `/v2/customer/${bCustomer.id}`, undefined],
    ['POST /customer with an id', 'POST', '/v2/customer', { id: bCustomer.id, lastName: 'Hijack' }],
    ['GET /customer/email/{email}', 'GET', '/v2/customer/email/b-only%40example.test', undefined],
    ['PUT /customer-model', 'PUT', '/v2/customer-model', { id: bModel.id, name: 'Hijack' }],
    ['GET documents/{id}', 'GET', `/v2/customer/${bCustomer.id}/documents/${bDocument.id}`, undefined],
    ['DELETE documents/{id}', 'DELETE', `/v2/customer/${bCustomer.id}/documents/${bDocument.id}`, undefined],
    ["B's document under A's customer", 'GET', `/v2/customer/${aCustomer.id}/documents/${bDocument.id}`, undefined],
    ['GET /imports/{id}', 'GET', `/v2/imports/${bJob.id}`, undefined],
    ['GET /imports/{id}/errors.csv', 'GET', `/v2/imports/${bJob.id}/errors.csv`, undefined],
  ] as const)('%s answers 404', async (_, method, url, payload) => {
    const res = await app.inject({ method, url, headers: a.headers, payload });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect(res.body).not.toContain('Bee');
  });

  it('answers 404 to a document upload on B’s customer', async () => {
    const upload = formWithFile(Buffer.from('%PDF-1.4\n'), 'x.pdf', 'application/pdf');
    const res = await app.inject({
      method: 'POST',
      url: `/v2/customer/${bCustomer.id}/documents`,
      headers: { ...a.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses B’s model on A’s customer, and sees no duplicate in B', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/customer',
      headers: a.headers,
      payload: { lastName: 'A', customerModelId: bModel.id, email: 'b-only@example.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('customerModelId');
    const check = await app.inject({
      method: 'GET',
      url: `/v2/customer/verifyCustomerInDb/b-only%40example.test/${aCustomer.id}`,
      headers: a.headers,
    });
    expect(check.json()).toEqual({ exists: false });
  });

  it('never lists or exports B’s customers or models in A', async () => {
    const list = await app.inject({ method: 'GET', url: '/v2/customer?search=Bee', headers: a.headers });
    expect(list.json().total).toBe(0);
    const select = await app.inject({ method: 'GET', url: '/v2/customer/listSelectCustomers', headers: a.headers });
    expect(select.json().map((c: { id: string }) => c.id)).toEqual([aCustomer.id]);
    const csv = await app.inject({ method: 'GET', url: '/v2/customer/csv', headers: a.headers });
    expect(csv.body).not.toContain('Bee');
    const models = await app.inject({ method: 'GET', url: '/v2/customer-model/all', headers: a.headers });
    expect(models.json().map((m: { name: string }) => m.name)).not.toContain('B model');
  });

  it('leaves B untouched', async () => {
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, b.company.id), eq(customers.id, bCustomer.id)));
    expect(customer).toMatchObject({ lastName: 'Bee', deletedAt: null });
    const [model] = await db
      .select()
      .from(customerModels)
      .where(and(eq(customerModels.companyId, b.company.id), eq(customerModels.id, bModel.id)));
    expect(model.name).toBe('B model');
    const documents = await db.select().from(customerDocuments).where(eq(customerDocuments.companyId, b.company.id));
    expect(documents.map((d) => d.id)).toEqual([bDocument.id]);
  });
});
