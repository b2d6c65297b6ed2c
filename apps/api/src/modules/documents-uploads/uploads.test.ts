import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { formData, jpegImage, pngImage } from '../../../test/factories/company-settings.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeSurvey } from '../../../test/factories/states-surveys.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

describe('uploads for product descriptions', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const upload = (
    files: Parameters<typeof formData>[0],
    fields: Record<string, string> = {},
    headers = shop.headers,
  ) => {
    const form = formData(files, fields);
    return app.inject({
      method: 'POST',
      url: '/v2/document/uploadDocumentsForItemDescription',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('stores pictures (drawn again as WebP) and PDFs, and serves them at the URLs it answers', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await upload(
      [
        { field: 'files', filename: 'bike.png', contentType: 'application/pdf', data: png },
        { field: 'files', filename: 'specs.pdf', contentType: 'image/png', data: PDF },
      ],
      { names: 'Vélo de face,Fiche technique', sizes: `${png.length},${PDF.length}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [picture, pdf] = res.json();
    expect(picture).toMatchObject({ name: 'Vélo de face', type: 'image/webp' });
    expect(picture.key).toMatch(new RegExp(`^images/${shop.company.id}/item-descriptions/[0-9a-f-]{36}\\.webp$`));
    expect(pdf).toMatchObject({ name: 'Fiche technique', type: 'application/pdf', size: PDF.length });
    const image = await app.inject({ method: 'GET', url: picture.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const file = await app.inject({ method: 'GET', url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a page sent as a picture, a wrong size, and an employee without catalogue rights', async () => {
    const html = await upload([{ field: 'files', filename: 'x.png', contentType: 'image/png', data: HTML }]);
    expect(html.statusCode).toBe(400);
    expect(html.json().details).toMatchObject({ field: 'files[0]', type: 'text/plain; charset=utf-8' });
    const size = await upload([{ field: 'files', filename: 'a.jpg', contentType: 'image/jpeg', data: jpegImage() }], {
      sizes: '3',
    });
    expect(size.json().details.field).toBe('sizes[0]');
    expect((await upload([])).json().details.field).toBe('files');
    const reader = await makeEmployee(db, shop.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect(
      (await upload([{ field: 'files', filename: 's.pdf', contentType: 'x', data: PDF }], {}, headers)).statusCode,
    ).toBe(403);
  });
});

describe('survey documents and answers of orders', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const skis = await makeProduct(app, shop.headers, { name: 'Skis', stockMode: 'QUANTITY', quantity: 5 });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  await makeSurvey(db, shop.company.id, {
    name: 'Skieur',
    productIds: [skis.id],
    fields: [
      { id: 'height', label: 'Taille (cm)', type: 'TEXT', required: true },
      { id: 'level', label: 'Niveau', type: 'MULTIPLE_SELECT', options: ['piste', 'hors-piste'], required: false },
      { id: 'licence', label: 'Licence', type: 'DOCUMENT', required: false },
    ],
  });
  await makeSurvey(db, shop.company.id, {
    name: 'Casque',
    productIds: [helmets.id],
    fields: [{ id: 'head', label: 'Tour de tête', type: 'DOCUMENT', required: false }],
  });
  const skiOrder = await makeOrder(app, shop.headers, {
    startDate: '2026-12-20',
    endDate: '2026-12-22',
    products: [{ productId: skis.id, quantity: 1 }],
    customInputs: { height: '182', level: ['piste', 'hors-piste'] },
  });
  const helmetOrder = await makeOrder(app, shop.headers, {
    startDate: '2026-12-27',
    endDate: '2026-12-28',
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  const upload = (orderId: string, files: Parameters<typeof formData>[0], uids: string, headers = shop.headers) => {
    const form = formData(files, { uids });
    return app.inject({
      method: 'POST',
      url: `/v2/order/uploadSurveyDocuments/${orderId}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it("stores a file for a document question of the order's surveys, listed and downloadable with its question", async () => {
    const res = await upload(
      skiOrder.id,
      [{ field: 'files', filename: 'licence.pdf', contentType: 'text/plain', data: PDF }],
      'licence',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        uid: 'licence',
        question: 'Licence',
        survey: 'Skieur',
        name: 'licence.pdf',
        type: 'application/pdf',
        size: PDF.length,
      }),
    ]);
    const list = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocuments/${skiOrder.id}`,
      headers: shop.headers,
    });
    expect(list.json()).toEqual(res.json());
    const file = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocument/${skiOrder.id}/${res.json()[0].id}`,
      headers: shop.headers,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('licence.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses a question of another product's survey, a text question, a missing uid, a wrong type; another company's order is 404", async () => {
    const pdf = [{ field: 'files', filename: 'a.pdf', contentType: 'application/pdf', data: PDF }];
    expect((await upload(skiOrder.id, pdf, 'head')).json().details.field).toBe('uids');
    expect((await upload(skiOrder.id, pdf, 'height')).json().details.field).toBe('uids');
    expect((await upload(skiOrder.id, pdf, '')).json().details.field).toBe('uids');
    const html = await upload(
      skiOrder.id,
      [{ field: 'files', filename: 'a.pdf', contentType: 'application/pdf', data: HTML }],
      'licence',
    );
    expect(html.json().details.field).toBe('files[0]');
    expect((await upload(skiOrder.id, pdf, 'licence', other.headers)).statusCode).toBe(404);
    const foreignList = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocuments/${skiOrder.id}`,
      headers: other.headers,
    });
    expect(foreignList.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocuments/${skiOrder.id}`,
      headers: shop.headers,
    });
    expect(list.json()).toHaveLength(1);
  });

  it('exports the answers of the filtered orders, one row per question, with the documents', async () => {
    await upload(
      helmetOrder.id,
      [{ field: 'files', filename: 'tete.png', contentType: 'image/png', data: pngImage(2) }],
      'head',
    );
    const res = await app.inject({
      method: 'GET',
      url: '/v2/export-csv/generate-orders-product-survey-csv?sort=startDate__asc',
      headers: shop.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('orderNumber;orderStart;orderEnd;customer;email;survey;question;answer;documents');
    const rows = lines.slice(1).map((l) => l.split(';'));
    expect(rows.map((r) => [r[0], r[5], r[6], r[7], r[8]])).toEqual([
      [String(skiOrder.number), 'Skieur', 'Taille (cm)', '182', ''],
      [String(skiOrder.number), 'Skieur', 'Niveau', 'piste, hors-piste', ''],
      [String(skiOrder.number), 'Skieur', 'Licence', '', 'licence.pdf'],
      [String(helmetOrder.number), 'Casque', 'Tour de tête', '', 'tete.png'],
    ]);
    const filtered = await app.inject({
      method: 'GET',
      url: `/v2/export-csv/generate-orders-product-survey-csv?startDate.gte=2026-12-25`,
      headers: shop.headers,
    });
    expect(
      filtered.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';')[0]),
    ).toEqual([String(helmetOrder.number)]);
    const wrong = await app.inject({
      method: 'GET',
      url: '/v2/export-csv/generate-orders-product-survey-csv?colour.equals=red',
      headers: shop.headers,
    });
    expect(wrong.statusCode).toBe(400);
    const foreign = await app.inject({
      method: 'GET',
      url: '/v2/export-csv/generate-orders-product-survey-csv',
      headers: other.headers,
    });
    expect(foreign.body.trim().split('\r\n')).toHaveLength(1);
  });
});
