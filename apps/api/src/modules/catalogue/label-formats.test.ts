import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductWithUnits, makeUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

const MM = 72 / 25.4;
const folder = mkdtempSync(join(tmpdir(), 'labels-'));

/** The PDF as poppler reads it: each page's size in points and its text (pdfinfo, pdftotext). */
function readWithPoppler(pdf: Buffer) {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '100000', file], { encoding: 'utf8' });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  // pdftotext ends every page with a form feed
  const pages = text
    .split('\f')
    .slice(0, sizes.length)
    .map((page) => page.replace(/\s+/g, ' ').trim());
  return { sizes, pages };
}

describe('QR label formats', async () => {
  const { app, db } = await createTestApp();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const print = (headers: Record<string, string>, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });

  it('prints one 57 × 32 mm label per page', async () => {
    const { headers } = await makeShop(app, db);
    const { units, prefix } = await makeProductWithUnits(app, headers, 3, { name: 'Trek FX 3' });
    const res = await print(headers, '/products/qrcodePdf', {
      subProductIds: units.map((u: { id: string }) => u.id),
      format: 'LABEL_57X32',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sizes, pages } = readWithPoppler(res.rawPayload);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(57 * MM, 1);
      expect(size.height).toBeCloseTo(32 * MM, 1);
    }
    units.forEach((unit: { qrCodeValue: string }, i: number) => {
      expect(pages[i]).toContain('Trek FX 3');
      expect(pages[i]).toContain(unit.qrCodeValue);
      expect(pages[i]).toContain(`S/N ${prefix}-${i + 1}`);
    });
  });

  it('keeps a long serial number whole on a 57 × 32 mm label', async () => {
    const { headers } = await makeShop(app, db);
    const { product } = await makeProductWithUnits(app, headers, 0, { name: 'Cargo' });
    const serialNumber = 'WTU-MWWM-20261125-01';
    const [unit] = await makeUnits(app, headers, product.id, [{ serialNumber }]);
    const res = await print(headers, '/products/qrcodePdf', { subProductIds: [unit.id], format: 'LABEL_57X32' });
    expect(readWithPoppler(res.rawPayload).pages[0]).toContain(`S/N ${serialNumber}`);
  });

  it('prints a 62 mm roll, one label per page, as long as its content', async () => {
    const { headers } = await makeShop(app, db);
    const short = await makeProductWithUnits(app, headers, 1, { name: 'Kayak' });
    const longName = 'Moustache Samedi 27 Xroad FS 7 electric full suspension mountain bike size L';
    const long = await makeProductWithUnits(app, headers, 1, { name: longName });
    const res = await print(headers, '/products/itemsQrCodePdf', {
      items: [{ subProductId: short.units[0].id, copies: 2 }, { subProductId: long.units[0].id }],
      format: 'ROLL_62',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sizes, pages } = readWithPoppler(res.rawPayload);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) expect(size.width).toBeCloseTo(62 * MM, 1);
    // the QR code (24 mm) and the margins (2 × 3 mm) set a short label's length; a long name makes it longer
    expect(sizes[0].height).toBeCloseTo(30 * MM, 1);
    expect(sizes[1].height).toBeCloseTo(30 * MM, 1);
    expect(sizes[2].height).toBeGreaterThan(30 * MM + 5);
    expect(sizes[2].height).toBeLessThan(90 * MM);
    expect(pages[0]).toContain('Kayak');
    expect(pages[0]).toContain(short.units[0].qrCodeValue);
    expect(pages[1]).toContain(short.units[0].qrCodeValue);
    // the whole name, over several lines
    for (const word of longName.split(' ')) expect(pages[2]).toContain(word);
    expect(pages[2]).toContain(long.units[0].qrCodeValue);
    expect(pages[2]).toContain(`S/N ${long.prefix}-1`);
  });

  it('prints A4 sheets of 24 labels by default and when asked', async () => {
    const { headers } = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, headers, 25, { name: 'Rossignol Experience' });
    for (const format of [undefined, 'A4_SHEET']) {
      const res = await print(headers, '/products/qrcodePdf', { productIds: [product.id], format });
      expect(res.statusCode, res.body).toBe(200);
      const { sizes, pages } = readWithPoppler(res.rawPayload);
      expect(sizes).toHaveLength(2);
      for (const size of sizes) {
        expect(size.width).toBeCloseTo(210 * MM, 1);
        expect(size.height).toBeCloseTo(297 * MM, 1);
      }
      expect(pages[1]).toContain(units[24].qrCodeValue);
      expect(pages[0]).not.toContain(units[24].qrCodeValue);
    }
  });

  it('refuses an unknown format', async () => {
    const { headers } = await makeShop(app, db);
    const { units } = await makeProductWithUnits(app, headers, 1);
    const res = await print(headers, '/products/qrcodePdf', { subProductIds: [units[0].id], format: 'LETTER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('format');
  });
});
