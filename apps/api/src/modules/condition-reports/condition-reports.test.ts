import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { makeStateModel } from '../../../test/factories/states-surveys.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { stateDocumentForSigning } from './index.ts';

type Headers = Record<string, string>;

function multipart(fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----hirebase${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'GPS 45.9237 6.8694', Make: 'PhoneCam' } })
    .toBuffer();

const dir = mkdtempSync(join(tmpdir(), 'condition-report-'));
function pdfTools(pdf: Buffer) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2),
  };
}

describe('condition reports', async () => {
  const { app, db } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  const shop = await makeShop(app, db);
  const companyId = shop.company.id;
  const model = await makeStateModel(db, companyId, {
    questions: [
      { id: 'brakes', label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true },
      { id: 'scratches', label: 'Scratches', type: 'MULTIPLE_CHOICE', choices: ['Frame', 'Fork'], required: false },
      { id: 'battery', label: 'Battery', type: 'ODOMETER', unit: '%', required: false },
      { id: 'remark', label: 'Tyres', type: 'OPEN_FIELD', required: false },
    ],
  });
  const { product, units } = await makeProductWithUnits(app, shop.headers, 3, {
    name: 'Electric bike',
    stateModelId: model.id,
  });
  const api = ordersApi(app, shop.headers);
  const order = await makeOrder(app, shop.headers, {
    startDate: '2031-07-10T09:00',
    endDate: '2031-07-12T18:00',
    products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
  });
  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = shop.headers) =>
    app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
  const upload = (
    fields: Record<string, string>,
    files: { name: string; type: string; data: Buffer }[],
    headers: Headers = shop.headers,
  ) => {
    const body = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: '/v2/document-state/upload-attachment-files',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const answers = (subProductId: string, scope: string, values: object, notes?: string) =>
    send('PUT', '/document-state/answers', { orderId: order.id, subProductId, scope, answers: values, notes });
  const generating = async () => (await send('GET', `/order/isDocumentStateGenerating/${order.id}`)).json().generating;
  const pdfOf = async (scope: string) => {
    const res = await send('GET', `/document-state/pdf/${order.id}/${scope}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfTools(res.rawPayload);
  };

  it('lists the units to check with the questions of their state model', async () => {
    const res = await send('GET', `/document-state/order/${order.id}/DEPART`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ orderId: order.id, scope: 'DEPART', status: null, downloadUrl: null });
    expect(report.units).toHaveLength(1);
    expect(report.units[0]).toMatchObject({ subProductId: units[0].id, productName: 'Electric bike', filled: null });
    expect(report.units[0].questions.map((q: { id: string }) => q.id)).toEqual([
      'brakes',
      'scratches',
      'battery',
      'remark',
    ]);
    // nothing has left yet: there is nothing to check at return
    expect((await send('GET', `/document-state/order/${order.id}/RETOUR`)).json().units).toEqual([]);
  });

  it('refuses answers that do not fit the questions, naming the field', async () => {
    const cases: [object, string][] = [
      [{ brakes: 'Broken' }, 'answers.brakes'],
      [{ brakes: 'OK', scratches: ['Wheel'] }, 'answers.scratches'],
      [{ brakes: 'OK', battery: 'full' }, 'answers.battery'],
      [{ brakes: 'OK', colour: 'red' }, 'answers.colour'],
      [{ battery: 80 }, 'answers.brakes'],
    ];
    for (const [values, field] of cases) {
      const res = await answers(units[0].id, 'DEPART', values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().details.field).toBe(field);
    }
    const other = await answers(units[1].id, 'DEPART', { brakes: 'OK' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ details: { field: 'subProductId', subProductId: units[1].id } });
    expect(other.json().message).toContain(units[1].id);
    const returned = await answers(units[0].id, 'RETOUR', { brakes: 'OK' });
    expect(returned.statusCode).toBe(400);
    expect(returned.json().details.field).toBe('subProductId');
  });

  it('keeps photos redrawn without their metadata, with thumbnails, and removes them', async () => {
    const bad = await upload({ orderId: order.id, subProductId: units[0].id, scope: 'DEPART' }, [
      { name: 'page.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.field).toBe('files[0]');
    const notInOrder = await upload({ orderId: order.id, subProductId: units[2].id, scope: 'DEPART' }, [
      { name: 'a.jpg', type: 'image/jpeg', data: await cameraJpeg() },
    ]);
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().details.field).toBe('subProductId');

    const res = await upload({ orderId: order.id, subProductId: units[0].id, scope: 'DEPART' }, [
      { name: 'front.jpg', type: 'image/jpeg', data: await cameraJpeg() },
      { name: 'side.jpg', type: 'image/jpeg', data: await cameraJpeg() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { files } = res.json();
    expect(files.map((f: { name: string }) => f.name)).toEqual(['front.jpg', 'side.jpg']);
    expect(files[0]).toMatchObject({ scope: 'DEPART', subProductId: units[0].id, width: 1200, height: 900 });
    const thumb = await send('GET', files[0].thumbnailUrl.replace('/v2', ''));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, Math.max(meta.width ?? 0, meta.height ?? 0), meta.exif]).toEqual(['webp', 320, undefined]);
    const photo = await send('GET', files[0].url.replace('/v2', ''));
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();

    const removed = await send('DELETE', `/document-state/attachment-file/${files[1].id}`);
    expect(removed.json().files.map((f: { id: string }) => f.id)).toEqual([files[0].id]);
    expect((await send('GET', files[1].url.replace('/v2', ''))).statusCode).toBe(404);
    const preview = await send('PUT', '/document-state/get-attachment-files-preview', { orderId: order.id });
    expect(preview.json().files.map((f: { id: string }) => f.id)).toEqual([files[0].id]);
  });

  it('draws the departure report as a job: PENDING, then SUCCESS with a PDF holding answers and the photo', async () => {
    const res = await send('POST', '/order/generateStateDocument', {
      orderId: order.id,
      scope: 'DEPART',
      lang: 'fr',
      units: [
        {
          subProductId: units[0].id,
          answers: { brakes: 'OK', battery: 95, scratches: ['Fork'] },
          notes: 'Selle neuve',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', downloadUrl: null });
    expect(res.json().units[0].filled).toMatchObject({
      answers: { brakes: 'OK', battery: 95, scratches: ['Fork'] },
      notes: 'Selle neuve',
      filledBy: { name: expect.any(String) },
    });
    expect(await generating()).toBe(true);
    expect(await runDueJobsNow(app)).toBeGreaterThan(0);
    expect(await generating()).toBe(false);
    const report = (await send('GET', `/document-state/order/${order.id}/DEPART`)).json();
    expect(report).toMatchObject({
      status: 'SUCCESS',
      outdated: false,
      downloadUrl: `/v2/document-state/pdf/${order.id}/DEPART`,
    });
    const pdf = await pdfOf('DEPART');
    expect(pdf.text).toContain('État des lieux de départ');
    expect(pdf.text).toContain('Electric bike');
    expect(pdf.text).toContain(units[0].qrCodeValue);
    expect(pdf.text).toMatch(/Brakes\s+OK/);
    expect(pdf.text).toContain('95 %');
    expect(pdf.text).toContain('Selle neuve');
    expect(pdf.text).toContain('Signature du client');
    expect(pdf.images).toHaveLength(1);
    const forSigning = await stateDocumentForSigning(db, app.deps.storage, companyId, order.id, 'DEPART');
    expect(forSigning?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(forSigning?.signatureBoxes.customer).toMatchObject({ page: 0, width: expect.any(Number), height: 62 });
    expect(forSigning!.signatureBoxes.employee.left).toBeGreaterThan(forSigning!.signatureBoxes.customer.left);
  });

  it('compares the return with the departure, marks the changed answer, in the language asked', async () => {
    expect((await api.readyToGo(order.id)).status).toBe(200);
    const saved = await answers(
      units[0].id,
      'RETOUR',
      { brakes: 'Worn', battery: 95, scratches: ['Fork'] },
      'Frein arrière usé',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const unit = saved.json().units[0];
    expect(unit.changedQuestionIds).toEqual(['brakes']);
    expect(unit.departure.filled.answers).toMatchObject({ brakes: 'OK' });
    expect(unit.departure.photos).toHaveLength(1);
    await upload({ orderId: order.id, subProductId: units[0].id, scope: 'RETOUR' }, [
      { name: 'back.jpg', type: 'image/jpeg', data: await cameraJpeg() },
    ]);
    const res = await send('POST', '/order/generateStateDocument', { orderId: order.id, scope: 'RETOUR', lang: 'en' });
    expect(res.json().status).toBe('PENDING');
    await runDueJobsNow(app);
    const pdf = await pdfOf('RETOUR');
    expect(pdf.text).toContain('Return condition report');
    expect(pdf.text).toMatch(/Brakes\s+OK\s+Worn\s+\[CHANGED\]/);
    expect(pdf.text).toMatch(/Battery\s+95 %\s+95 %\n/);
    expect(pdf.text).toContain('Differences from departure: Brakes');
    expect(pdf.text).toContain("Customer's signature");
    expect(pdf.images).toHaveLength(1);
    // a change after the PDF makes it outdated until drawn again
    await answers(units[0].id, 'RETOUR', { brakes: 'OK' });
    expect((await send('GET', `/document-state/order/${order.id}/RETOUR`)).json().outdated).toBe(true);
  });

  it("answers 404 for another company's order and photos, 403 without the right to change orders", async () => {
    const other = await makeShop(app, db);
    const { files } = (await send('PUT', '/document-state/get-attachment-files-preview', { orderId: order.id })).json();
    expect((await send('GET', `/document-state/order/${order.id}/DEPART`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    expect((await send('GET', files[0].url.replace('/v2', ''), undefined, other.headers)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/document-state/attachment-file/${files[0].id}`, undefined, other.headers)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/document-state/pdf/${order.id}/DEPART`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    const gen = await send(
      'POST',
      '/order/generateStateDocument',
      { orderId: order.id, scope: 'DEPART' },
      other.headers,
    );
    expect(gen.statusCode).toBe(404);
    const up = await upload(
      { orderId: order.id, subProductId: units[0].id, scope: 'DEPART' },
      [{ name: 'a.jpg', type: 'image/jpeg', data: await cameraJpeg() }],
      other.headers,
    );
    expect(up.statusCode).toBe(404);

    const reader = await makeEmployee(db, companyId, { access: { orders: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await send('GET', `/document-state/order/${order.id}/DEPART`, undefined, headers)).statusCode).toBe(200);
    const write = await send(
      'PUT',
      '/document-state/answers',
      { orderId: order.id, subProductId: units[0].id, scope: 'DEPART', answers: { brakes: 'OK' } },
      headers,
    );
    expect(write.statusCode).toBe(403);
  });
});
