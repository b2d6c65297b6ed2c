import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { formData } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { documentsApi, pdfText } from '../../../test/factories/documents.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeStateModel } from '../../../test/factories/states-surveys.ts';
import { makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { conditionReportJob } from '../condition-reports/index.ts';
import { documentGenerationJob } from '../documents/index.ts';
import { orders } from '../orders/tables.ts';

// the order's mails with its documents: the manual form, the condition report mail and the "send to sign" mail
describe("mails carrying the order's documents", async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db, { name: 'Vélos du Lac' });
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const model = await makeStateModel(db, companyId, {
    questions: [{ id: 'brakes', label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true }],
  });
  const { product, units } = await makeProductWithUnits(app, shop.headers, 3, {
    name: 'Electric bike',
    stateModelId: model.id,
  });
  const customer = await makeCustomer(db, companyId, { firstName: 'Amélie', lastName: 'Poulain', language: 'en' });
  const email = customer.email as string;
  const book = (unit: number, customerId?: string) =>
    makeOrder(app, shop.headers, {
      startDate: '2031-07-10T09:00',
      endDate: '2031-07-12T18:00',
      ...(customerId ? { customerId } : {}),
      products: [{ productId: product.id, quantity: 1, subProductIds: [units[unit].id] }],
    });
  const order = await book(0, customer.id);
  const [{ number, linkKey }] = await db
    .select({ number: orders.number, linkKey: orders.linkKey })
    .from(orders)
    .where(eq(orders.id, order.id));
  const api = documentsApi(app, shop.headers);
  const generate = async (kind: string, orderId = order.id, headers = shop.headers) => {
    const res = await documentsApi(app, headers).generate({ orderId, kind, language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: string; key: string };
  };
  const contract = await generate('CONTRACT');
  const post = (url: string, payload: object, headers = shop.headers) =>
    app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
  const sendForm = (fields: Record<string, string>, headers = shop.headers) => {
    const form = formData([], { orderId: order.id, to: email, ...fields });
    return app.inject({
      method: 'POST',
      url: '/v2/order/email',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const outboxRow = async (mailId: string) => {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    return row;
  };
  const lastMailTo = async (to: string) => {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    return row;
  };
  /** The text of each PDF attached to an outbox mail, read back from storage as the delivery job would. */
  const attachedTexts = async (mailId: string) => {
    const row = await outboxRow(mailId);
    return Promise.all(
      row.attachments.map(async (a) => ({
        name: a.name,
        type: a.type,
        text: await pdfText((await app.deps.storage.get(a.key)) as Buffer),
      })),
    );
  };

  it('refuses a document still generating (409), of another company or another order (404), and keeps nothing', async () => {
    const before = (await db.select().from(mailOutbox)).length;
    const generating = await sendForm({ template: 'ORDER_CONFIRMED', attachedDocumentId: contract.id });
    expect(generating.statusCode).toBe(409);
    expect(generating.json()).toMatchObject({ code: 'documentNotReady' });
    await runDueJobsNow(app, [documentGenerationJob]);
    const otherBike = await makeProduct(app, other.headers, { name: 'Bike', stockMode: 'QUANTITY', quantity: 2 });
    const otherOrder = await makeOrder(app, other.headers, {
      startDate: '2031-07-10T09:00',
      endDate: '2031-07-12T18:00',
      products: [{ productId: otherBike.id, quantity: 1 }],
    });
    const foreign = await generate('CONTRACT', otherOrder.id, other.headers);
    await runDueJobsNow(app, [documentGenerationJob]);
    const stranger = await sendForm({ template: 'ORDER_CONFIRMED', attachedDocumentId: foreign.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'notFound' });
    const sibling = await book(1);
    const siblingDoc = await generate('QUOTE', sibling.id);
    await runDueJobsNow(app, [documentGenerationJob]);
    const wrongOrder = await sendForm({ template: 'ORDER_CONFIRMED', attachedDocumentId: siblingDoc.id });
    expect(wrongOrder.statusCode).toBe(404);
    const noReport = await sendForm({ object: 's', content: 't', attachedDocumentStateId: 'RETOUR' });
    expect(noReport.statusCode).toBe(404);
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it("sends the company's template with the order's values and the contract and condition report read on the server", async () => {
    const drawn = await post('/order/generateStateDocument', {
      orderId: order.id,
      scope: 'DEPART',
      lang: 'en',
      units: [{ subProductId: units[0].id, answers: { brakes: 'Worn' } }],
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const drawing = await sendForm({ object: 's', content: 't', attachedDocumentStateId: 'DEPART' });
    expect(drawing.statusCode).toBe(409);
    await runDueJobsNow(app, [conditionReportJob]);
    const res = await sendForm({
      template: 'ORDER_CONFIRMED',
      lang: 'en',
      attachedDocumentId: contract.id,
      attachedDocumentStateId: 'DEPART',
      generateDocument: 'true',
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.subject).toContain(`#${number}`);
    expect(view.lang).toBe('en');
    expect(view.attachments).toEqual([
      { name: `contract-${number}.pdf`, type: 'application/pdf', size: expect.any(Number) },
      { name: `departure-condition-report-${number}.pdf`, type: 'application/pdf', size: expect.any(Number) },
    ]);
    const row = await lastMailTo(email);
    expect(row.template).toBe('order-ORDER_CONFIRMED');
    expect(row.text).toContain('Amélie');
    expect(row.html).toContain(`token=${linkKey}`);
    const [contractPdf, reportPdf] = await attachedTexts(row.id);
    expect(contractPdf.text).toContain('Poulain');
    expect(contractPdf.text).toContain('Electric bike');
    expect(reportPdf.text).toMatch(/Brakes\s+Worn/);
  });

  it('mails a condition report to the customer in the CONDITION_REPORT template, its PDF attached', async () => {
    const res = await post('/mail/sendMailStateDocument', { orderId: order.id, scope: 'DEPART', cc: email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      to: [email],
      cc: [],
      lang: 'en',
      attachments: [{ name: `departure-condition-report-${number}.pdf`, type: 'application/pdf' }],
    });
    const row = await lastMailTo(email);
    expect(row.template).toBe('order-CONDITION_REPORT');
    expect(row.subject).toBe(`Vélos du Lac: condition report for your rental #${number}`);
    expect(row.text).toContain('Departure condition report');
    expect(row.text).toContain(`token=${linkKey}`);
    const [report] = await attachedTexts(row.id);
    expect(report.text).toMatch(/Brakes\s+Worn/);
    const listed = await app.inject({ method: 'GET', url: `/v2/order/emails/${order.id}`, headers: shop.headers });
    expect(listed.json()[0]).toMatchObject({ id: res.json().id, subject: row.subject });
    const given = await post('/mail/sendMailStateDocument', {
      orderId: order.id,
      scope: 'DEPART',
      to: 'office@example.test',
      lang: 'fr',
    });
    expect(given.json()).toMatchObject({ to: ['office@example.test'], lang: 'fr' });
    expect((await lastMailTo('office@example.test')).text).toContain('État des lieux de départ');
  });

  it('refuses the condition report mail for a missing report, a bad scope, another company, or nobody to send to', async () => {
    expect((await post('/mail/sendMailStateDocument', { orderId: order.id, scope: 'RETOUR' })).statusCode).toBe(404);
    const bad = await post('/mail/sendMailStateDocument', { orderId: order.id, scope: 'MIDDLE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { field: 'scope' } });
    const stranger = await post('/mail/sendMailStateDocument', { orderId: order.id, scope: 'DEPART' }, other.headers);
    expect(stranger.statusCode).toBe(404);
    const nobody = await book(2);
    await post('/order/generateStateDocument', { orderId: nobody.id, scope: 'DEPART' });
    await runDueJobsNow(app, [conditionReportJob]);
    const refused = await post('/mail/sendMailStateDocument', { orderId: nobody.id, scope: 'DEPART' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'noCustomerEmail' });
  });

  it("sends a document to sign with the order's link, whose token lets the customer sign it; then refuses it", async () => {
    const quote = await generate('QUOTE');
    const early = await post('/order/sendDocumentToSign', { orderId: order.id, documentId: quote.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'documentNotReady' });
    const res = await post('/order/sendDocumentToSign', { orderId: order.id, documentId: contract.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ documentId: contract.id, to: email, language: 'en' });
    const row = await lastMailTo(email);
    expect(row.template).toBe('order-DOCUMENT_TO_SIGN');
    expect(row.subject).toBe(`Vélos du Lac: a document to sign for your booking #${number}`);
    expect(row.text).toContain('"Rental agreement"');
    const link = row.text.match(/https?:\/\/\S+\/your-order\/[^\s)]+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/your-order/${shop.company.slug}/${order.id}`);
    expect(url.searchParams.get('document')).toBe(contract.id);
    const token = url.searchParams.get('token') ?? '';
    const listed = await app.inject({
      method: 'GET',
      url: `/v2/order/documentsSentToSign/${order.id}`,
      headers: shop.headers,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({ documentId: contract.id, to: email, delivery: expect.objectContaining({}) }),
    ]);
    // the link's token opens the order for the customer: they sign the document with it
    const signed = await app.inject({
      method: 'POST',
      url: `/v2/your-order/signDocument?token=${token}`,
      payload: {
        orderId: order.id,
        documentId: contract.id,
        signerName: 'Amélie Poulain',
        consent: true,
        typedName: 'Amélie Poulain',
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'SIGNED', documentId: contract.id });
    const again = await post('/order/sendDocumentToSign', { orderId: order.id, documentId: contract.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'documentAlreadySigned' });
    const stranger = await post(
      '/order/sendDocumentToSign',
      { orderId: order.id, documentId: contract.id },
      other.headers,
    );
    expect(stranger.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/v2/order/documentsSentToSign/${order.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('attaches the signed version of a signed document', async () => {
    const res = await sendForm({
      object: 'Your signed contract',
      content: 'Here it is.',
      attachedDocumentId: contract.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pdf] = await attachedTexts((await lastMailTo(email)).id);
    expect(pdf.text).toContain('Amélie Poulain');
    const downloaded = await api.download(contract.key);
    expect(downloaded.raw.length).toBe(res.json().attachments[0].size);
  });
});
