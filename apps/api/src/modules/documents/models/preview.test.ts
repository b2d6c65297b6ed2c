import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { documentsApi, makeDocumentOrder, pdfText, runTool, withPdf } from '../../../../test/factories/documents.ts';
import { makeShop } from '../../../../test/factories.ts';

/** Text with runs of spaces as one (pdftotext lays out columns with many). */
const squeezed = (text: string) => text.replace(/[ \u00a0\u202f]+/g, ' ');

const blocks = [
  { type: 'title', text: { en: 'Agreement {{order.number}} for {{customer.name}}', fr: 'Contrat {{order.number}}' } },
  { type: 'company' },
  { type: 'text', text: { en: 'Deposit of {{order.deposit}} due on {{order.start}}.' } },
  { type: 'lines' },
  { type: 'totals' },
];

describe('POST /v2/document-model/preview', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const foreign = documentsApi(app, other.headers);

  it('renders an unsaved model with a sample order and the shop’s colour and legal mentions, storing nothing', async () => {
    const settings = { method: 'PUT' as const, headers: shop.headers };
    await app.inject({ ...settings, url: '/v2/company/documentColor', payload: { color: '#aa3300' } });
    await app.inject({
      ...settings,
      url: '/v2/company/docCustomFields',
      payload: { fields: [{ label: 'SIRET', value: '123 456 789 00012' }] },
    });
    const res = await api.preview({ kind: 'CONTRACT', blocks, language: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = squeezed(await pdfText(res.raw));
    expect(text).toContain('Agreement 1042 for Camille Martin');
    expect(text).toContain(shop.company.name);
    expect(text).toContain('SIRET: 123 456 789 00012');
    expect(text).toContain('Deposit of €320.00 due on');
    expect(text).toMatch(/City bike 2 €40.00 20 % €80.00/);
    expect(text).toMatch(/Total incl. VAT €96.00/);
    // the accent colour is the shop's: the band at the top of the page is drawn with it
    const pixel = await withPdf(res.raw, async (path, dir) => {
      await runTool('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-png', path, join(dir, 'page')]);
      const { data } = await sharp(join(dir, 'page-1.png'))
        .extract({ left: 300, top: 3, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    });
    expect(pixel).toEqual([0xaa, 0x33, 0x00]);
    expect((await api.models()).body.items.every((m: { builtIn: boolean }) => m.builtIn)).toBe(true);
  });

  it('fills the model with a chosen order’s values, in the language asked', async () => {
    const { order } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
    const res = await api.preview({ kind: 'CONTRACT', blocks, language: 'fr', orderId: order.id });
    const text = squeezed(await pdfText(res.raw));
    expect(text).toContain(`Contrat ${order.number}`);
    expect(text).toMatch(/Vélo de ville 2 40,00 € 20 % 80,00 €/);
    expect((await api.ofOrder(order.id)).body).toEqual([]);
    expect((await foreign.preview({ kind: 'CONTRACT', blocks, orderId: order.id })).status).toBe(404);
  });

  it('refuses bad blocks with a 400 naming the field, and more than 60 blocks', async () => {
    const unknown = await api.preview({
      kind: 'QUOTE',
      blocks: [{ type: 'lines' }, { type: 'text', text: { en: 'Hi {{customer.nam}}' } }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toMatchObject({ field: 'blocks/1/text/en', variable: 'customer.nam' });
    const empty = await api.preview({ kind: 'QUOTE', blocks: [{ type: 'title', text: { en: '' } }] });
    expect(empty.body.details).toMatchObject({ field: 'blocks/0/text' });
    const many = await api.preview({ kind: 'QUOTE', blocks: Array.from({ length: 61 }, () => ({ type: 'lines' })) });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body.details)).toContain('blocks');
    const long = await api.preview({ kind: 'QUOTE', blocks: [{ type: 'text', text: { en: 'x'.repeat(5001) } }] });
    expect(long.status).toBe(400);
    expect(long.body.details).toMatchObject({ field: 'blocks.0.text.en' });
  });
});
