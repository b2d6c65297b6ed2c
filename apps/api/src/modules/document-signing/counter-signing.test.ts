import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { documentsApi, makeDocumentOrder, pdfText } from '../../../test/factories/documents.ts';
import { drawnSignature, makeReportOrder, pdfsig } from '../../../test/factories/signing.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { documentGenerationJob } from '../documents/index.ts';

describe('signing at the counter, on the shop tablet', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const clerk = await makeEmployee(db, shop.company.id, {
    access: { orders: 'write' },
    user: { firstName: 'Jules', lastName: 'Comptoir' },
  });
  const clerkHeaders = { 'x-access-token': await login(app, clerk.email) };
  const reader = await makeEmployee(db, shop.company.id, { access: { orders: 'read' } });
  const readerHeaders = { 'x-access-token': await login(app, reader.email) };
  const drawn = await drawnSignature();
  const post = (url: string, payload: object, headers: Record<string, string> = clerkHeaders) =>
    app.inject({ method: 'POST', url: `/v2${url}`, headers: { ...headers, 'user-agent': 'ShopTablet/2.0' }, payload });
  const signatures = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/v2/company-signatures?document__id=${id}`, headers: shop.headers }))
      .json()
      .items.sort((a: { signerRole: string }, b: { signerRole: string }) => a.signerRole.localeCompare(b.signerRole));
  const signReport = (orderId: string, body: object = {}, headers?: Record<string, string>) =>
    post(
      '/order/signStateDocumentAtCounter',
      {
        orderId,
        scope: 'DEPART',
        signerName: 'Amélie Poulain',
        consent: true,
        language: 'fr',
        signatureImage: drawn,
        employeeTypedName: 'J. Comptoir',
        ...body,
      },
      headers,
    );

  it('gives the consent words the audit page records, in the language asked', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/order/signingWords?language=it', headers: readerHeaders });
    expect(res.json()).toMatchObject({
      language: 'it',
      consent: expect.stringContaining('Ho letto questo documento'),
      employeeConsent: expect.stringContaining('Confermo lo stato'),
    });
    const bad = await app.inject({ method: 'GET', url: '/v2/order/signingWords?language=de', headers: readerHeaders });
    expect([bad.statusCode, bad.json().details.field]).toEqual([400, 'language']);
  });

  it("a customer signs the order's contract in front of the employee: valid PAdES, the employee named", async () => {
    const api = documentsApi(app, shop.headers);
    const { order, customer } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
    const asked = await api.generate({ orderId: order.id, kind: 'CONTRACT', language: 'fr' });
    await runDueJobsNow(app, [documentGenerationJob]);
    const { id, key } = asked.body as { id: string; key: string };
    const body = { orderId: order.id, documentId: id, signerName: 'Amélie Poulain', consent: true, language: 'fr' };
    const denied = await post('/order/signDocumentAtCounter', { ...body, typedName: 'A. P.' }, readerHeaders);
    expect(denied.statusCode).toBe(403);
    const foreign = await post('/order/signDocumentAtCounter', { ...body, typedName: 'A. P.' }, other.headers);
    expect(foreign.statusCode).toBe(404);
    const bad = await post('/order/signDocumentAtCounter', { ...body, signatureImage: 'not base64!' });
    expect([bad.statusCode, bad.json().details.field]).toEqual([400, 'signatureImage']);
    const withCode = await post('/order/signDocumentAtCounter', { ...body, typedName: 'A. P.', code: '123456' });
    expect([withCode.statusCode, withCode.json().details.field]).toEqual([400, 'code']);

    const res = await post('/order/signDocumentAtCounter', { ...body, signatureImage: drawn });
    expect(res.statusCode, res.body).toBe(200);
    const file = (await api.download(key)).raw;
    expect(pdfsig(file)).toContain('Signature is Valid.');
    const tampered = Buffer.from(file);
    tampered[400] ^= 0xff;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');
    const text = await pdfText(file);
    expect(text).toContain('Signé au comptoir devant Jules Comptoir');
    expect(text).toContain('ShopTablet/2.0');
    const [signature] = await signatures(id);
    expect(signature).toMatchObject({
      signerRole: 'customer',
      signerEmail: customer.email,
      sha256After: res.json().sha256,
    });
    const again = await post('/order/signDocumentAtCounter', { ...body, typedName: 'A. P.' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'documentAlreadySigned']);
  });

  it('a departure report gets the customer and the employee signatures, both valid, in their boxes', async () => {
    const fixture = await makeReportOrder(app, db, shop.company.id, shop.headers);
    await fixture.drawReport();
    expect((await signReport(fixture.order.id, {}, readerHeaders)).statusCode).toBe(403);
    expect((await signReport(fixture.order.id, {}, other.headers)).statusCode).toBe(404);
    const field = async (body: object) => {
      const res = await signReport(fixture.order.id, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.field;
    };
    expect(await field({ employeeTypedName: undefined })).toBe('employeeSignatureImage');
    expect(await field({ employeeSignatureImage: drawn })).toBe('employeeTypedName');
    expect(await field({ employeeTypedName: undefined, employeeSignatureImage: 'AAAA' })).toBe(
      'employeeSignatureImage',
    );
    expect(await field({ signatureImage: undefined })).toBe('signatureImage');

    const res = await signReport(fixture.order.id);
    expect(res.statusCode, res.body).toBe(200);
    const file = await fixture.reportPdf();
    const report = pdfsig(file);
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report).toContain('Total document signed');
    const tampered = Buffer.from(file);
    tampered[400] ^= 0xff;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');
    const text = await pdfText(file);
    expect(text).toContain('Signé au comptoir devant Jules Comptoir');
    expect(text).toContain("Je confirme l'état du matériel");
    const [customer, employee] = await signatures(res.json().documentId);
    expect(customer).toMatchObject({ signerRole: 'customer', signerName: 'Amélie Poulain', userId: null });
    expect(employee).toMatchObject({ signerRole: 'employee', signerName: 'Jules Comptoir', userId: clerk.id });
    expect(employee.sha256After).toBe(res.json().sha256);
    expect(employee.sha256Before).toBe(customer.sha256After);
  });

  it('keeps one signature when the report is signed twice at once', async () => {
    const fixture = await makeReportOrder(app, db, shop.company.id, shop.headers);
    await fixture.drawReport();
    const answers = await Promise.all([
      signReport(fixture.order.id),
      signReport(fixture.order.id, { typedName: 'A.', signatureImage: undefined }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const signed = answers.find((r) => r.statusCode === 200)?.json();
    expect(await signatures(signed.documentId)).toHaveLength(2);
  });
});
