import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { formWithFile } from '../../../test/factories/imports.ts';
import { makeShop } from '../../../test/factories.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('customer documents', async () => {
  const { app, db } = await createTestApp();
  const upload = (headers: Record<string, string>, customerId: string, data: Buffer, name: string, type: string) => {
    const form = formWithFile(data, name, type);
    return app.inject({
      method: 'POST',
      url: `/v2/customer/${customerId}/documents`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('keeps a file on a customer: listed on the customer, downloaded as uploaded, then deleted', async () => {
    const { company, manager, headers } = await makeShop(app, db);
    const customer = await makeCustomer(db, company.id);
    const res = await upload(headers, customer.id, PDF, 'Permis de conduire é.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document).toMatchObject({
      customerId: customer.id,
      fileName: 'Permis de conduire é.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: manager.id,
    });
    const detail = await app.inject({ method: 'GET', url: `/v2/customer/${customer.id}`, headers });
    expect(detail.json().documents).toEqual([document]);

    const url = `/v2/customer/${customer.id}/documents/${document.id}`;
    const file = await app.inject({ method: 'GET', url, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Permis de conduire e.pdf"; filename*=UTF-8''${encodeURIComponent('Permis de conduire é.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await app.inject({ method: 'DELETE', url, headers })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/v2/customer/${customer.id}`, headers })).json().documents).toEqual(
      [],
    );
    const key = `customers/${company.id}/${customer.id}/${document.id}`;
    expect(await app.deps.storage.get(key)).toBeUndefined();
  });

  it('refuses a missing, empty or unexpected file, naming file', async () => {
    const { company, headers } = await makeShop(app, db);
    const customer = await makeCustomer(db, company.id);
    for (const [data, name, type] of [
      [Buffer.alloc(0), 'a.pdf', 'application/pdf'],
      [Buffer.from('<script>alert(1)</script>'), 'a.html', 'text/html'],
    ] as const) {
      const res = await upload(headers, customer.id, data, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.field).toBe('file');
    }
    const form = formWithFile(PDF, 'a.pdf', 'application/pdf', 'other');
    const wrongField = await app.inject({
      method: 'POST',
      url: `/v2/customer/${customer.id}/documents`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(wrongField.json().details.field).toBe('file');
  });

  it('keeps and serves a document with the type its bytes have, not the claimed one', async () => {
    const { company, headers } = await makeShop(app, db);
    const customer = await makeCustomer(db, company.id);
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const res = await upload(headers, customer.id, page, 'licence.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().contentType).toBe('text/plain; charset=utf-8');
    const file = await app.inject({
      method: 'GET',
      url: `/v2/customer/${customer.id}/documents/${res.json().id}`,
      headers,
    });
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('has no documents for a deleted or unknown customer', async () => {
    const { company, headers } = await makeShop(app, db);
    const customer = await makeCustomer(db, company.id, { deletedAt: new Date() });
    expect((await upload(headers, customer.id, PDF, 'a.pdf', 'application/pdf')).statusCode).toBe(404);
  });
});
