import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductWithUnits, makeUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

/** Page count and the text drawn on the pages (pdfkit writes text as hex strings inside compressed streams). */
function readPdf(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const pages = (raw.match(/\/Type \/Page\b/g) ?? []).length;
  let text = '';
  // pdfkit writes "stream\n…\nendstream"; compressed bytes may end with \r, which belongs to the data
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...block[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      text += `${Buffer.from(hex, 'hex').toString('latin1')} `;
    }
  }
  // Lines wrapped on a label come back as separate pieces: compare with single spaces.
  return { pages, text: text.replace(/\s+/g, ' ') };
}

describe('QR labels', async () => {
  const { app, db } = await createTestApp();
  const print = (headers: Record<string, string>, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });

  it('prints the labels of chosen units: name, serial number and QR value on an A4 PDF', async () => {
    const { headers } = await makeShop(app, db);
    const { product, units, prefix } = await makeProductWithUnits(app, headers, 3, { name: 'Trek FX 3 city bike' });
    const res = await print(headers, '/products/qrcodePdf', { subProductIds: units.map((u: { id: string }) => u.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="qr-labels.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pages, text } = readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Trek FX 3 city bike');
    for (const [i, unit] of units.entries()) {
      expect(text).toContain(unit.qrCodeValue);
      expect(text).toContain(`S/N ${prefix}-${i + 1}`);
    }
    expect(product.id).toBeDefined();
  });

  it('keeps a long serial number on one line', async () => {
    const { headers } = await makeShop(app, db);
    const { product } = await makeProductWithUnits(app, headers, 0, { name: 'Cargo' });
    const serialNumber = 'WTU-MWWM-20261125-01';
    const [unit] = await makeUnits(app, headers, product.id, [{ serialNumber }]);
    const res = await print(headers, '/products/qrcodePdf', { subProductIds: [unit.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(readPdf(res.rawPayload).text).toContain(`S/N ${serialNumber}`);
  });

  it('prints every unit of products, 24 labels to a page', async () => {
    const { headers } = await makeShop(app, db);
    const { product } = await makeProductWithUnits(app, headers, 20, { name: 'Rossignol Experience' });
    const second = await makeProductWithUnits(app, headers, 5, { name: 'Salomon QST' });
    const res = await print(headers, '/products/qrcodePdf', { productIds: [product.id, second.product.id] });
    const { pages, text } = readPdf(res.rawPayload);
    expect(pages).toBe(2);
    expect(text).toContain('Rossignol Experience');
    expect(text).toContain('Salomon QST');
    const single = await print(headers, '/products/qrcodePdf', { productIds: [second.product.id] });
    expect(readPdf(single.rawPayload).pages).toBe(1);
  });

  it('prints copies of chosen units', async () => {
    const { headers } = await makeShop(app, db);
    const { units } = await makeProductWithUnits(app, headers, 2, { name: 'Moustache Samedi' });
    const res = await print(headers, '/products/itemsQrCodePdf', {
      items: [{ subProductId: units[0].id, copies: 30 }, { subProductId: units[1].id }],
    });
    expect(res.statusCode).toBe(200);
    const { pages, text } = readPdf(res.rawPayload);
    expect(pages).toBe(2);
    expect(text.split(units[0].qrCodeValue).length - 1).toBe(30);
    expect(text.split(units[1].qrCodeValue).length - 1).toBe(1);
  });

  it('refuses unknown units, products without units and units of another company', async () => {
    const { headers } = await makeShop(app, db);
    const other = await makeShop(app, db);
    const { product } = await makeProductWithUnits(app, headers, 1);
    const [foreign] = await makeUnits(
      app,
      other.headers,
      (await makeProductWithUnits(app, other.headers, 0)).product.id,
      1,
    );
    const empty = await makeProductWithUnits(app, headers, 0);
    const cases: [string, object, number][] = [
      ['/products/qrcodePdf', { subProductIds: [foreign.id] }, 404],
      ['/products/qrcodePdf', { productIds: [product.id, '0190f5a4-7b1c-7d2e-8f00-0123456789ab'] }, 404],
      ['/products/qrcodePdf', { productIds: [empty.product.id] }, 400],
      ['/products/qrcodePdf', {}, 400],
      ['/products/itemsQrCodePdf', { items: [{ subProductId: foreign.id }] }, 404],
      ['/products/itemsQrCodePdf', { items: [] }, 400],
    ];
    for (const [url, body, status] of cases) {
      const res = await print(headers, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
