import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { pdfText } from '../../../test/factories/documents.ts';
import { drawnSignature, makeReportOrder, pdfsig } from '../../../test/factories/signing.ts';
import { makeShop } from '../../../test/factories.ts';

describe('a customer signs a condition report of their order from its link', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const drawn = await drawnSignature();
  const sign = (orderId: string, token: string | null, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/v2/your-order/signDocumentState${token ? `?token=${token}` : ''}`,
      headers: { 'user-agent': 'PhoneBrowser/1.0 (390x844)' },
      payload: { orderId, scope: 'DEPART', signerName: 'Amélie Poulain', consent: true, language: 'fr', ...body },
    });
  const signatures = async (reportId: string, headers = shop.headers) =>
    (await app.inject({ method: 'GET', url: `/v2/company-signatures?document__id=${reportId}`, headers })).json().items;

  it('refuses a report not drawn yet, a caller without the link, another shop, and bad input naming the field', async () => {
    const fixture = await makeReportOrder(app, db, shop.company.id, shop.headers);
    const early = await sign(fixture.order.id, fixture.token, { signatureImage: drawn });
    expect([early.statusCode, early.json().code]).toEqual([409, 'documentNotReady']);
    await fixture.drawReport();
    expect((await sign(fixture.order.id, null, { signatureImage: drawn })).statusCode).toBe(404);
    expect((await sign(fixture.order.id, 'x'.repeat(32), { signatureImage: drawn })).statusCode).toBe(404);
    const foreign = await makeReportOrder(app, db, other.company.id, other.headers);
    await foreign.drawReport();
    // the other shop's order with this shop's token, and this shop's order with the other's token
    expect((await sign(foreign.order.id, fixture.token, { signatureImage: drawn })).statusCode).toBe(404);
    expect((await sign(fixture.order.id, foreign.token, { signatureImage: drawn })).statusCode).toBe(404);
    const field = async (body: Record<string, unknown>) => {
      const res = await sign(fixture.order.id, fixture.token, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.field;
    };
    expect(await field({})).toBe('signatureImage');
    expect(await field({ signatureImage: drawn, typedName: 'A. P.' })).toBe('typedName');
    expect(await field({ signatureImage: Buffer.from('GIF89a no').toString('base64') })).toBe('signatureImage');
    expect(await field({ typedName: 'A. P.', consent: false })).toBe('consent');
    expect(await field({ typedName: 'A. P.', scope: 'LATER' })).toBe('scope');
    expect(await field({ typedName: 'A. P.', signerName: 'Amélie\u0000' })).toBe('signerName');
    const report = await app.inject({
      method: 'GET',
      url: `/v2/document-state/order/${fixture.order.id}/DEPART`,
      headers: shop.headers,
    });
    expect(report.json().signedAt).toBeNull();
  });

  it("stores a report signed in the customer's box that pdfsig reads as valid, once", async () => {
    const fixture = await makeReportOrder(app, db, shop.company.id, shop.headers);
    await fixture.drawReport();
    const drawnPdf = await fixture.reportPdf();
    const res = await sign(fixture.order.id, fixture.token, { signatureImage: drawn });
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json();
    expect(outcome).toMatchObject({ status: 'SIGNED', signedAt: expect.any(String) });
    const file = await fixture.reportPdf();
    expect(file.length).toBeGreaterThan(drawnPdf.length);
    const report = pdfsig(file);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = await pdfText(file);
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain('Signé depuis le lien de la commande');
    expect(text).toContain(fixture.customer.email as string);
    const tampered = Buffer.from(file);
    // a byte of the report itself, inside the signed range (the middle of this small file is the signature)
    tampered[400] ^= 0xff;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');
    const [signature, ...more] = await signatures(outcome.documentId);
    expect(more).toHaveLength(0);
    expect(signature).toMatchObject({
      document: { id: outcome.documentId, collection: 'condition-reports', type: 'DEPARTURE' },
      signerRole: 'customer',
      signerName: 'Amélie Poulain',
      signerEmail: fixture.customer.email,
      sha256After: outcome.sha256,
    });
    // another shop does not see it
    expect(await signatures(outcome.documentId, other.headers)).toHaveLength(0);
    const again = await sign(fixture.order.id, fixture.token, { typedName: 'A. P.' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'documentAlreadySigned']);
    // a signed report is not redrawn
    const redraw = await app.inject({
      method: 'POST',
      url: '/v2/order/generateStateDocument',
      headers: shop.headers,
      payload: { orderId: fixture.order.id, scope: 'DEPART' },
    });
    expect([redraw.statusCode, redraw.json().code]).toEqual([409, 'documentAlreadySigned']);
    // nor are its answers changed
    const answers = await app.inject({
      method: 'PUT',
      url: '/v2/document-state/answers',
      headers: shop.headers,
      payload: {
        orderId: fixture.order.id,
        scope: 'DEPART',
        subProductId: fixture.unit.id,
        answers: { brakes: 'Worn' },
      },
    });
    expect([answers.statusCode, answers.json().code]).toEqual([409, 'documentAlreadySigned']);
    const view = await app.inject({
      method: 'GET',
      url: `/v2/document-state/order/${fixture.order.id}/DEPART`,
      headers: shop.headers,
    });
    expect(view.json().signedAt).toBe(outcome.signedAt);
  });

  it('keeps one signature when two arrive at once', async () => {
    const fixture = await makeReportOrder(app, db, shop.company.id, shop.headers);
    await fixture.drawReport();
    const answers = await Promise.all([
      sign(fixture.order.id, fixture.token, { typedName: 'Amélie P.' }),
      sign(fixture.order.id, fixture.token, { signatureImage: drawn }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('documentAlreadySigned');
    const signed = answers.find((r) => r.statusCode === 200)?.json();
    expect(await signatures(signed.documentId)).toHaveLength(1);
    expect(pdfsig(await fixture.reportPdf())).toContain('Signature is Valid.');
  });
});
